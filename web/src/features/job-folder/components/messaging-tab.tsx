import { formatPhone, isClosed, type TextMessageView } from '@bayline/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { messageTime } from '../../../lib/message-time.ts';
import { useJobMessages } from '../api/get-job-messages.ts';
import { useRetryText } from '../api/retry-text.ts';
import { type MessagingRights, type TextDraft, threadEntries } from '../messaging.ts';
import { MessageComposer } from './message-composer.tsx';
import * as styles from './messaging.css.ts';

interface MessagingTabProps {
  job: { jobAdminId: string; clientName: string; clientCellular: string; roState: number };
  rights: MessagingRights;
  /** A text for the composer to start from, its tags still to be filled. */
  draft?: TextDraft;
}

/** The customer, the texts with them oldest first (scrolled to the newest) and the composer. */
export function MessagingTab({ job, rights, draft }: MessagingTabProps) {
  const { t } = useTranslation('jobs');
  const thread = useJobMessages(job.jobAdminId);
  const list = useRef<HTMLOListElement>(null);
  const messages = thread.data ?? [];
  const newest = messages.at(-1);

  // A new text, a reply or a changed status brings the newest into view.
  useEffect(() => {
    if (newest && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);

  const now = new Date();
  const timeZone = useLocationSettings().data?.timeZone;
  return (
    <div className={styles.layout}>
      <p className={styles.customer}>
        <span className={styles.customerName}>{job.clientName}</span>
        <span className={styles.customerCell}>{formatPhone(job.clientCellular)}</span>
      </p>
      {thread.isPending ? (
        <Loading />
      ) : thread.error ? (
        <p role="alert">{thread.error.message}</p>
      ) : (
        <ol ref={list} className={styles.thread} aria-label={t('messaging.thread')}>
          {messages.length === 0 && <li className={styles.timestamp}>{t('messaging.noMessages')}</li>}
          {threadEntries(messages).map(({ message, at, stamped }) => (
            <li key={message.messageHistoryId} className={styles.entry}>
              {stamped && <span className={styles.timestamp}>{messageTime(at, now, 'thread', timeZone)}</span>}
              <TextBubble message={message} jobAdminId={job.jobAdminId} canRetry={rights.send} />
            </li>
          ))}
        </ol>
      )}
      <MessageComposer
        jobAdminId={job.jobAdminId}
        cell={job.clientCellular}
        rights={rights}
        closed={isClosed(job.roState)}
        draft={draft}
      />
    </div>
  );
}

function TextBubble({
  message,
  jobAdminId,
  canRetry,
}: {
  message: TextMessageView;
  jobAdminId: string;
  canRetry: boolean;
}) {
  const { t } = useTranslation(['jobs', 'common']);
  const retry = useRetryText();
  const showSnackbar = useSnackbar();
  const sender = message.user ? `${message.user.firstName} ${message.user.lastName}`.trim() : '';
  const status = message.status === 'Queued' ? t('messaging.queued') : '';
  const meta = [sender, status].filter(Boolean).join(' · ');
  return (
    <>
      <div
        className={`${styles.bubbleBase} ${styles.bubble[message.isIncoming ? 'incoming' : 'outgoing']}`}
        data-testid={message.isIncoming ? 'reply' : 'sent-text'}
        aria-busy={message.status === 'Queued' || undefined}
      >
        {message.body}
        {message.media.length > 0 && (
          <span className={styles.bubbleFiles}>
            {message.media.map((file) => (
              <a key={file.mediaId} className={styles.bubbleFile} href={file.fileUri} download={file.fileName}>
                {file.fileName}
              </a>
            ))}
          </span>
        )}
        {meta && <span className={styles.bubbleMeta}>{meta}</span>}
      </div>
      {message.status === 'Failed' && (
        <div className={styles.failed} role="alert">
          {t('messaging.failed', { reason: message.failedReason ?? '' })}
          <Button
            onPress={() =>
              retry.mutate(
                { jobAdminId, messageId: message.messageHistoryId },
                { onError: (error) => showSnackbar(error.message, 'alert') },
              )
            }
            isDisabled={!canRetry}
            isPending={retry.isPending}
          >
            {t('common:retry')}
          </Button>
        </div>
      )}
    </>
  );
}
