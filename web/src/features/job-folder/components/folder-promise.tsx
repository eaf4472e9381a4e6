import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { expectedDay, type PromiseAt } from '../../../components/promise/promise.ts';
import { PromiseSummary } from '../../../components/promise/promise-summary.tsx';
import { formatDay } from '../../../lib/format.ts';
import { dismissedFor, dismissFor } from '../promise-prompt.ts';
import * as styles from './folder.css.ts';

interface FolderPromiseProps {
  at: PromiseAt;
  job: { jobAdminId: string; clientName: string; scheduledOut: string | null; sendTextUpdates: boolean };
  userId: string;
  /** Whether this user may text the customer from the folder's Messaging tab; without it nothing is offered. */
  canText: boolean;
  /** Opens the Messaging tab's composer with this text, its tags still to be filled. */
  onText: (draft: string) => void;
}

/**
 * The folder header's promise line and, once a job whose customer gets text updates is expected after its
 * Scheduled Out, the offer to text them the new day; nothing is sent but by the composer's Send.
 */
export function FolderPromise({ at, job, userId, canText, onText }: FolderPromiseProps) {
  const { t } = useTranslation('jobs');
  const day = expectedDay(at);
  const [dismissed, setDismissed] = useState(() => dismissedFor(userId, job.jobAdminId));
  const offer = at.promise.verdict === 'late' && job.sendTextUpdates && canText && dismissed !== day;
  const dismiss = () => {
    dismissFor(userId, job.jobAdminId, day);
    setDismissed(day);
  };
  return (
    <div className={styles.headerStatus}>
      <PromiseSummary at={at} testId="folder-promise" />
      {offer && (
        <div className={styles.promisePrompt} role="status" data-testid="promise-prompt">
          <span>
            {t('promise.prompt', {
              name: job.clientName,
              date: formatDay(day),
              scheduledOut: formatDay(job.scheduledOut),
            })}
          </span>
          <Button
            variant="primary"
            onPress={() => {
              dismiss();
              onText(t('promise.preset'));
            }}
          >
            {t('promise.textCustomer')}
          </Button>
          <Button onPress={dismiss}>{t('promise.notNow')}</Button>
        </div>
      )}
    </div>
  );
}
