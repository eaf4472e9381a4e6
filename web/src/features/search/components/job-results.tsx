import { type Department, formatPhone, type JobAdmin } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { ListBox, ListBoxRow, ListBoxSection, ListHeader } from '../../../components/ui/list.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { groupResults, jobName, type ResultGroup, vehicleOf } from '../search.ts';
import * as styles from './search.css.ts';

interface JobResultsProps {
  /** The settled search text; nothing shows while it is blank. */
  search: string;
  jobs: JobAdmin[] | undefined;
  isFetching: boolean;
  error: Error | null;
  departments: readonly Department[];
  label: string;
  onChoose: (job: JobAdmin) => void;
}

/** Search results under their department with a count per group, or 'No jobs found.'. */
export function JobResults({ search, jobs, isFetching, error, departments, label, onChoose }: JobResultsProps) {
  const { t } = useTranslation('jobs');
  if (search.trim() === '') return null;
  if (error) {
    return (
      <p className={shared.emptyMessage} role="alert">
        {error.message}
      </p>
    );
  }
  if (!jobs) return <Loading label={t('search.searching')} />;
  if (jobs.length === 0) {
    return isFetching ? (
      <Loading label={t('search.searching')} />
    ) : (
      <p className={shared.emptyMessage}>{t('search.none')}</p>
    );
  }
  const groups = groupResults(jobs, departments);
  // The closed states are said in the user's language; departments keep their names.
  const titleOf = (group: ResultGroup) =>
    group.key.startsWith('state:')
      ? t(`state.${group.key.slice('state:'.length) as '1' | '2' | '3' | '4'}`)
      : group.title;
  const byId = new Map(jobs.map((job) => [job.jobAdminId, job]));
  return (
    <ListBox
      aria-label={label}
      aria-busy={isFetching}
      className={styles.results}
      selectionMode="none"
      onAction={(key) => {
        const job = byId.get(String(key));
        if (job) onChoose(job);
      }}
    >
      {groups.map((group) => (
        <ListBoxSection key={group.key} id={group.key} className={styles.group}>
          <ListHeader className={styles.groupHeader}>
            <span>{titleOf(group)}</span>
            <span className={styles.groupCount} data-testid={`search-group-count-${group.key}`}>
              {group.jobs.length}
            </span>
          </ListHeader>
          {group.jobs.map((job) => (
            <ListBoxRow
              key={job.jobAdminId}
              id={job.jobAdminId}
              layout="stacked"
              textValue={t('search.resultText', { label: jobName(job), client: job.clientName })}
              data-testid={`search-result-${job.jobAdminId}`}
            >
              <span className={styles.resultTop}>
                <span className={styles.resultLabel}>{jobName(job)}</span>
                <span className={shared.truncatedName}>{job.clientName}</span>
              </span>
              <span className={styles.resultDetail}>
                {[vehicleOf(job), job.color, formatPhone(job.clientCellular)].filter(Boolean).join(' · ')}
              </span>
            </ListBoxRow>
          ))}
        </ListBoxSection>
      ))}
    </ListBox>
  );
}
