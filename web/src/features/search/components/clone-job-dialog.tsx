import type { Department, JobAdmin } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useJobSearch } from '../api/search-jobs.ts';
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
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const results = useJobSearch(search);
  return (
    <AppDialog title={t('search.cloneTitle')} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={styles.dialogSearch}>
          <SearchBox label={t('search.label')} value={text} onChange={setText} autoFocus />
          <div className={styles.dialogResults}>
            <JobResults
              search={search}
              jobs={results.data}
              isFetching={results.isFetching || search !== text}
              error={results.error}
              departments={departments}
              label={t('search.toClone')}
              onChoose={onChoose}
            />
          </div>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('create.cancel')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
