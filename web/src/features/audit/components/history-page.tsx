import { allows } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useExportHistory } from '../api/export-history.ts';
import { useFindJobByNumber } from '../api/find-job-by-number.ts';
import { type HistoryFilters, useJobHistory } from '../api/get-job-history.ts';
import type { Moment } from '../api/get-job-moment.ts';
import * as styles from './audit.css.ts';
import { ChangesList } from './changes-list.tsx';
import { Comparison } from './comparison.tsx';
import { JobAtMomentView } from './job-at-moment.tsx';

/**
 * /history and /history/{jobAdminId} (issue 13, auditors' time travel): find a job by its number, then its changes
 * in the shop's words, the job as it stood at any moment, and two moments compared. Only with the audit right.
 */
export function HistoryPage() {
  const { t } = useTranslation('audit');
  const { jobAdminId } = useParams();
  const navigate = useNavigate();
  const { permissions } = useSessionUser();
  const canAudit = allows(permissions.audit, 'read');
  return (
    <section className={shared.scrollingPage} aria-labelledby="history-title">
      <div className={shared.pageToolbar}>
        <h1 id="history-title" className={shared.pageTitle}>
          {t('title')}
        </h1>
        {canAudit && <FindJob />}
        {canAudit && <Button onPress={() => navigate('/history/location')}>{t('trail.open')}</Button>}
      </div>
      {!canAudit ? (
        <p className={styles.error} role="alert">
          {t('noAccess')}
        </p>
      ) : jobAdminId ? (
        <JobAudit key={jobAdminId} jobAdminId={jobAdminId} />
      ) : (
        <p className={styles.hint}>{t('find.hint')}</p>
      )}
    </section>
  );
}

/** A job number, opened at this location. */
function FindJob() {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const find = useFindJobByNumber();
  const open = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    if (!wanted) return;
    const job = await find.mutateAsync(wanted).catch(() => undefined);
    if (job) navigate(`/history/${job.jobAdminId}`);
  };
  const failure =
    find.error instanceof ApiError && find.error.status === 404
      ? t('find.notFound', { number: number.trim() })
      : find.error?.message;
  return (
    <form className={styles.find} onSubmit={open}>
      <TextField
        label={t('find.number')}
        inputMode="numeric"
        maxLength={9}
        value={number}
        onChange={(value) => {
          setNumber(value.replace(/\D/g, ''));
          find.reset();
        }}
        error={failure}
      />
      <Button type="submit" variant="primary" isPending={find.isPending}>
        {t('find.open')}
      </Button>
    </form>
  );
}

type AuditTab = 'changes' | 'moment' | 'compare';

/** The history to take away as JSON (which `npm run verify-export` checks) or as PDF, both with their hashes. */
function ExportButtons({ jobAdminId, jobAdminInt }: { jobAdminId: string; jobAdminInt: number }) {
  const { t } = useTranslation('audit');
  const exporting = useExportHistory(jobAdminId, (format) => t('export.fileName', { number: jobAdminInt, format }));
  return (
    <div className={styles.toolbar}>
      {(['json', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          onPress={() => exporting.mutate(format)}
          isPending={exporting.isPending && exporting.variables === format}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
      {exporting.error && (
        <p className={styles.error} role="alert">
          {exporting.error.message}
        </p>
      )}
    </div>
  );
}

/** Every change, oldest first: the job's number, the moments to compare and the newest moment. */
const everything: HistoryFilters = { order: 'oldest', category: null, userId: null, search: '' };

/** One job's history, time travel and comparison, as tabs; a change's "see the job then" opens time travel there. */
function JobAudit({ jobAdminId }: { jobAdminId: string }) {
  const { t } = useTranslation('audit');
  const timeZone = useLocationSettings().data?.timeZone;
  const all = useJobHistory(jobAdminId, everything);
  const [tab, setTab] = useState<AuditTab>('changes');
  const [moment, setMoment] = useState<Moment>();
  if (all.error)
    return (
      <p className={styles.error} role="alert">
        {all.error.message}
      </p>
    );
  if (!timeZone || !all.data) return <Loading />;
  const history = all.data;
  const viewAt = (position: number) => {
    setMoment({ position });
    setTab('moment');
  };
  return (
    <div className={styles.card}>
      <div className={styles.jobHeader}>
        <h2 className={styles.jobTitle}>{t('jobTitle', { label: history.jobAdminInt })}</h2>
        <ExportButtons jobAdminId={jobAdminId} jobAdminInt={history.jobAdminInt} />
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(id) => setTab(id as AuditTab)}>
        <TabList aria-label={t('title')}>
          {(['changes', 'moment', 'compare'] as const).map((id) => (
            <Tab key={id} id={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="changes" className={styles.panel}>
          <ChangesList jobAdminId={jobAdminId} people={history.people} timeZone={timeZone} onViewAt={viewAt} />
        </TabPanel>
        <TabPanel id="moment" className={styles.panel}>
          <JobAtMomentView
            jobAdminId={jobAdminId}
            timeZone={timeZone}
            moment={moment ?? { position: history.head }}
            onMoment={setMoment}
          />
        </TabPanel>
        <TabPanel id="compare" className={styles.panel}>
          <Comparison jobAdminId={jobAdminId} history={history} timeZone={timeZone} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
