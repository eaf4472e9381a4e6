import type { TerminalJob } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { ApiError } from '../../../lib/api.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useTerminalDay } from '../api/get-terminal-day.ts';
import { preserveTerminalDate, storedTerminalDate, type TerminalPanel } from '../terminal.ts';
import * as styles from './terminal.css.ts';
import { TerminalCard, type TerminalCardProps } from './terminal-card.tsx';

type RenderBadges = TerminalCardProps['renderBadges'];

function Panel({
  panel,
  jobs,
  renderBadges,
}: {
  panel: TerminalPanel;
  jobs: readonly TerminalJob[];
  renderBadges: RenderBadges;
}) {
  const { t } = useTranslation('terminal');
  const id = `terminal-${panel}`;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {t(panel)}
        <span className={styles.count}>{t('count', { count: jobs.length })}</span>
      </h2>
      {jobs.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {jobs.map((job) => (
            <TerminalCard key={job.jobAdminId} job={job} panel={panel} renderBadges={renderBadges} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /terminal (spec 3 section 2.11): the arrivals and departures of a day, today unless the user preserved another
 * date (kept in this browser). Job changes reach it through the live hub.
 */
export function TerminalPage({ renderBadges }: { renderBadges: RenderBadges }) {
  const { t } = useTranslation('terminal');
  const today = useLocationSettings().data?.today;
  const [picked, setPicked] = useState(storedTerminalDate);
  const [preserve, setPreserve] = useState(() => picked !== null);
  const date = picked ?? today;
  const day = useTerminalDay(date);

  const choose = (value: string) => {
    if (!value) return;
    setPicked(value);
    if (preserve) preserveTerminalDate(value);
  };
  const keep = (on: boolean) => {
    setPreserve(on);
    preserveTerminalDate(on ? (date ?? null) : null);
  };
  const refused = day.error instanceof ApiError && day.error.status === 403;
  return (
    <section className={shared.scrollingPage} aria-labelledby="terminal-title">
      <div className={shared.pageToolbar}>
        <h1 id="terminal-title" className={shared.pageTitle}>
          {t('title')}
        </h1>
        <DateField label={t('date')} value={date ?? ''} onChange={choose} />
        <div className={styles.preserve}>
          <Checkbox label={t('preserve')} isSelected={preserve} onChange={keep} />
        </div>
      </div>
      {day.isError && (
        <p className={styles.error} role="alert">
          {refused ? t('noAccess') : t('loadFailed')}
        </p>
      )}
      {day.isPending && date && <Loading />}
      {day.data && (
        <div className={styles.panels}>
          <Panel panel="arrivals" jobs={day.data.scheduledIn} renderBadges={renderBadges} />
          <Panel panel="departures" jobs={day.data.scheduledOut} renderBadges={renderBadges} />
        </div>
      )}
    </section>
  );
}
