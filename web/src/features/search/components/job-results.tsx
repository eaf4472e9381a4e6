import type { Department, JobAdmin } from '@bayline/contracts';
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import { Loading } from '../../../components/loading.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { groupResults, jobName, vehicleOf } from '../search.ts';
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
  if (search.trim() === '') return null;
  if (error) {
    return (
      <p className={shared.emptyMessage} role="alert">
        {error.message}
      </p>
    );
  }
  if (!jobs) return <Loading label="Searching…" />;
  if (jobs.length === 0) {
    return isFetching ? <Loading label="Searching…" /> : <p className={shared.emptyMessage}>No jobs found.</p>;
  }
  const groups = groupResults(jobs, departments);
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
          <Header className={styles.groupHeader}>
            <span>{group.title}</span>
            <span className={styles.groupCount} data-testid={`search-group-count-${group.key}`}>
              {group.jobs.length}
            </span>
          </Header>
          {group.jobs.map((job) => (
            <ListBoxItem
              key={job.jobAdminId}
              id={job.jobAdminId}
              className={styles.result}
              textValue={`Job ${jobName(job)} ${job.clientName}`}
              data-testid={`search-result-${job.jobAdminId}`}
            >
              <span className={styles.resultTop}>
                <span className={styles.resultLabel}>{jobName(job)}</span>
                <span className={shared.truncatedName}>{job.clientName}</span>
              </span>
              <span className={styles.resultDetail}>
                {[vehicleOf(job), job.color, job.clientCellular].filter(Boolean).join(' · ')}
              </span>
            </ListBoxItem>
          ))}
        </ListBoxSection>
      ))}
    </ListBox>
  );
}
