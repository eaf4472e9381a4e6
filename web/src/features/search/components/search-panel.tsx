import type { Department, JobAdmin } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/side-panel.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import { JobResults } from './job-results.tsx';
import * as styles from './search.css.ts';
import { SearchBox } from './search-box.tsx';

interface SearchPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** For grouping results in the board's department order. */
  departments: readonly Department[];
  /** A result was chosen: open its folder. */
  onOpenJob: (jobAdminId: string) => void;
}

/**
 * The right-side 'Search' panel: jobs found by name, Job ID, number, VIN, phone or vehicle, one second after
 * the last keystroke, grouped by department. The text stays for the next opening.
 */
export function SearchPanel({ isOpen, onOpenChange, departments, onOpenJob }: SearchPanelProps) {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const results = useJobSearch(isOpen ? search : '');
  const choose = (job: JobAdmin) => {
    onOpenChange(false);
    onOpenJob(job.jobAdminId);
  };
  return (
    <SidePanel
      title={t('search.title')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      data-testid="search-panel"
      toolbar={
        <div className={styles.panelSearch}>
          <SearchBox label={t('search.label')} value={text} onChange={setText} autoFocus />
        </div>
      }
    >
      <JobResults
        search={search}
        jobs={results.data}
        isFetching={results.isFetching || search !== text}
        error={results.error}
        departments={departments}
        label={t('search.found')}
        onChoose={choose}
      />
    </SidePanel>
  );
}
