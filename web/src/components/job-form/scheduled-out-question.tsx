import { scheduledOutFor } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { JobForm } from './use-job-form.ts';

/**
 * Changing scheduled in or the job class asks whether to recalculate scheduled out (spec 1 section 4); yes sets
 * it to scheduled in plus the class's service days in business days. Leaving scheduled in unchanged asks nothing.
 * Render `question` once in the form.
 */
export function useScheduledOutQuestion(form: JobForm) {
  const { t } = useTranslation('jobs');
  const [asking, setAsking] = useState(false);
  /** The scheduled in the question was last offered for (at first, the value the form started with). */
  const [offeredFor, setOfferedFor] = useState(form.values.scheduledIn);

  const offer = (scheduledIn: string) => {
    setOfferedFor(scheduledIn);
    if (scheduledIn) setAsking(true);
  };

  return {
    onJobClassChange: (jobClassId: string) => {
      form.set('jobClassId', jobClassId);
      offer(form.values.scheduledIn);
    },
    onScheduledInLeft: () => {
      if (form.values.scheduledIn !== offeredFor) offer(form.values.scheduledIn);
    },
    /** Forgets what was offered: after a revert or a fresh copy of the job. */
    reset: (scheduledIn: string) => {
      setOfferedFor(scheduledIn);
      setAsking(false);
    },
    question: (
      <ConfirmDialog
        message={t('form.recalculateQuestion')}
        isOpen={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const { jobClass, values } = form;
          if (jobClass && values.scheduledIn) {
            form.set('scheduledOut', scheduledOutFor(values.scheduledIn, jobClass));
          }
        }}
      />
    ),
  };
}
