import type { Department, JobAdmin } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useJobSearch } from '../api/search-jobs.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { JobResults } from './job-results.tsx';
import * as styles from './search.css.ts';
import { SearchBox } from './search-box.tsx';

interface CloneJobDialogProps {
  isOpen: boolean;
  onClose: () => void;
  departments: readonly Department[];
  /** The job whose data seeds a new job. */
  onChoose: (job: JobAdmin) => void;
}

/** 'Clone Job': find a job (one second after the last keystroke) and start a new job from its data. */
export function CloneJobDialog({ isOpen, onClose, departments, onChoose }: CloneJobDialogProps) {
  if (!isOpen) return null;
  return <CloneJobSearch onClose={onClose} departments={departments} onChoose={onChoose} />;
}

function CloneJobSearch({ onClose, departments, onChoose }: Omit<CloneJobDialogProps, 'isOpen'>) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const results = useJobSearch(search);
  return (
    <AppDialog title="Clone Job" isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={styles.dialogSearch}>
          <SearchBox label="Search jobs" value={text} onChange={setText} autoFocus />
          <div className={styles.dialogResults}>
            <JobResults
              search={search}
              jobs={results.data}
              isFetching={results.isFetching || search !== text}
              error={results.error}
              departments={departments}
              label="Jobs to clone"
              onChoose={onChoose}
            />
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>Cancel</Button>
      </DialogFooter>
    </AppDialog>
  );
}
