import { allows } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import * as shared from '../../../styles/shared.css.ts';
import * as styles from './audit.css.ts';
import { LocationTrailList } from './location-trail.tsx';
import { SettingsAtMomentView } from './settings-at-moment.tsx';

type TrailTab = 'trail' | 'settingsAt';

/**
 * /history/location (issue 13 item 4): every change of the location's settings and users, and its settings lists
 * as they stood at any moment. Only with the audit right.
 */
export function LocationTrailPage() {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const { permissions } = useSessionUser();
  const canAudit = allows(permissions.audit, 'read');
  const timeZone = useLocationSettings().data?.timeZone;
  const [tab, setTab] = useState<TrailTab>('trail');
  const [at, setAt] = useState<string | null>(null);
  // Right before the change: the settings as the change found them.
  const viewBefore = (changedAt: string) => {
    setAt(new Date(Date.parse(changedAt) - 1).toISOString());
    setTab('settingsAt');
  };
  return (
    <section className={shared.scrollingPage} aria-labelledby="trail-title">
      <div className={shared.pageToolbar}>
        <h1 id="trail-title" className={shared.pageTitle}>
          {t('trail.title')}
        </h1>
        {canAudit && <Button onPress={() => navigate('/history')}>{t('trail.jobs')}</Button>}
      </div>
      {!canAudit ? (
        <p className={styles.error} role="alert">
          {t('noAccess')}
        </p>
      ) : !timeZone ? (
        <Loading />
      ) : (
        <div className={styles.card}>
          <Tabs selectedKey={tab} onSelectionChange={(id) => setTab(id as TrailTab)}>
            <TabList aria-label={t('trail.title')}>
              {(['trail', 'settingsAt'] as const).map((id) => (
                <Tab key={id} id={id}>
                  {t(`trail.tabs.${id}`)}
                </Tab>
              ))}
            </TabList>
            <TabPanel id="trail" className={styles.panel}>
              <LocationTrailList timeZone={timeZone} onViewBefore={viewBefore} />
            </TabPanel>
            <TabPanel id="settingsAt" className={styles.panel}>
              <SettingsAtMomentView timeZone={timeZone} at={at} onAt={setAt} />
            </TabPanel>
          </Tabs>
        </div>
      )}
    </section>
  );
}
