import type { Department, JobAdmin } from '@bayline/contracts';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as shared from '../../../styles/shared.css.ts';
import { useJobSearch } from '../api/search-jobs.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
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
    <ModalOverlay className={styles.panelOverlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.panel}>
        <Dialog className={shared.columnDialog} data-testid="search-panel">
          <header className={styles.panelHeader}>
            <Heading slot="title" className={styles.panelTitle}>
              {t('search.title')}
            </Heading>
            <Button slot="close" aria-label={t('close')} className={styles.closeButton}>
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Button>
          </header>
          <div className={styles.panelSearch}>
            <SearchBox label={t('search.label')} value={text} onChange={setText} autoFocus />
          </div>
          <div className={styles.panelBody}>
            <JobResults
              search={search}
              jobs={results.data}
              isFetching={results.isFetching || search !== text}
              error={results.error}
              departments={departments}
              label={t('search.found')}
              onChoose={choose}
            />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
