import { allows, type MovingJob } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../components/flagged-hours/flagged-hours.ts';
import { CheckIcon } from '../../../components/icons.tsx';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { formatDay, formatNumber, jobLabel } from '../../../lib/format.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { useDeparturesArrivals } from '../api/get-departures-arrivals.ts';
import * as styles from './leaderboard.css.ts';

type Way = 'departures' | 'arrivals';

function MovingRow({ job, way }: { job: MovingJob; way: Way }) {
  const { t } = useTranslation('leaderboard');
  const label = jobLabel(job);
  const done = job.doneOn !== null;
  const when = done
    ? t(`moving.${way}.done`, { date: formatDay(job.doneOn) })
    : t('moving.scheduled', { date: job.scheduledOn ? formatDay(job.scheduledOn) : '' });
  return (
    <li className={styles.movingRow} aria-label={t('moving.job', { label })}>
      <span className={styles.jobLabel}>{label}</span>
      <span className={styles.clientName}>{job.clientName}</span>
      <span className={styles.jobClass} style={{ borderColor: job.jobClass.displayColor || defaultClassColor }}>
        {job.jobClass.name}
      </span>
      <span className={styles.value}>
        <span className={styles.number}>{formatNumber(job.hours, 2)}</span>
        <span className={styles.unit}>{t('row.hours')}</span>
      </span>
      <span className={styles.when} data-done={done || undefined}>
        {done && <CheckIcon />}
        {when}
      </span>
    </li>
  );
}

function MovingList({ way, jobs }: { way: Way; jobs: readonly MovingJob[] | undefined }) {
  const { t } = useTranslation('leaderboard');
  return (
    <Disclosure
      className={styles.disclosure}
      title={t(`moving.${way}.title`)}
      aside={jobs === undefined ? '–' : t('moving.count', { count: jobs.length })}
    >
      {jobs?.length ? (
        <ul className={styles.rows} aria-label={t(`moving.${way}.title`)}>
          {jobs.map((job) => (
            <MovingRow key={job.jobAdminId} job={job} way={way} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t(`moving.${way}.none`)}</p>
      )}
    </Disclosure>
  );
}

/**
 * The rank view's Departures and Arrivals (spec 3 section 2.10): the jobs scheduled out or delivered, and scheduled
 * in or arrived, in the range, each a list that opens and closes. They name the customers, as the terminal does,
 * so they are shown to those who may read job folders.
 */
export function DeparturesArrivals({ range }: { range: DayRange }) {
  const { permissions } = useSessionUser();
  const canRead = allows(permissions.jobfolder, 'read');
  const lists = useDeparturesArrivals(canRead ? range : undefined);
  const { t } = useTranslation('leaderboard');
  if (!canRead) return null;
  return (
    <div className={styles.lists}>
      {lists.isError && (
        <p className={styles.error} role="alert">
          {t('moving.loadFailed')}
        </p>
      )}
      <MovingList way="departures" jobs={lists.data?.departures} />
      <MovingList way="arrivals" jobs={lists.data?.arrivals} />
    </div>
  );
}
