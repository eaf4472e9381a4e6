import type { ParkedEventView } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { tMessage } from '../../../lib/messages.ts';
import { useRetryParkedEvent } from '../api/retry-parked-event.ts';
import { skipSchema, useSkipParkedEvent } from '../api/skip-parked-event.ts';
import * as styles from './operations.css.ts';

/** Skip with a reason: the projector goes on without the event, and the skip is recorded with who and why. */
function SkipDialog({ parked, onClose }: { parked: ParkedEventView; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const { t: tCommon } = useTranslation('common');
  const skip = useSkipParkedEvent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const checked = skipSchema.safeParse({ reason });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      setError(issue && tMessage(issue.message));
      return;
    }
    skip.mutate({ projector: parked.projector, position: parked.position, ...checked.data }, { onSuccess: onClose });
  };
  return (
    <AppDialog
      title={t('parked.skipTitle', { position: parked.position, projector: parked.projector })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogBody>
        <p className={styles.note}>{t('parked.skipNote')}</p>
        <TextField
          label={t('parked.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
          multiline
          autoFocus
        />
      </DialogBody>
      <DialogFooter note={skip.isError ? t('parked.failed', { error: skip.error.message }) : undefined}>
        <Button onPress={onClose}>{tCommon('cancel')}</Button>
        <Button variant="primary" isDisabled={skip.isPending} onPress={submit}>
          {t('parked.skip')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}

/** The events projectors stopped on, with the error; each can be retried, or skipped with a reason. */
export function ParkedSection({ parked }: { parked: readonly ParkedEventView[] }) {
  const { t } = useTranslation('operations');
  const retry = useRetryParkedEvent();
  const [skipping, setSkipping] = useState<ParkedEventView>();
  return (
    <section className={styles.section} aria-labelledby="operations-parked">
      <h2 id="operations-parked" className={styles.sectionTitle}>
        {t('parked.title')}
      </h2>
      {retry.isError && (
        <p className={styles.error} role="alert">
          {t('parked.failed', { error: retry.error.message })}
        </p>
      )}
      {parked.length === 0 ? (
        <p className={styles.empty}>{t('parked.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {parked.map((event) => {
            const named = { type: event.type, position: event.position, projector: event.projector };
            return (
              <li
                key={`${event.projector}:${event.position}`}
                className={styles.item}
                aria-label={t('parked.event', named)}
              >
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>{t('parked.event', named)}</span>
                  <span className={styles.errorText}>{event.error}</span>
                  <span className={styles.muted}>
                    {t('parked.details', { stream: event.streamId, at: formatDateTime(new Date(event.parkedAt)) })}
                  </span>
                </div>
                <div className={styles.actions}>
                  <Button
                    aria-label={t('parked.retryOne', named)}
                    isDisabled={retry.isPending}
                    onPress={() => retry.mutate({ projector: event.projector, position: event.position })}
                  >
                    {t('parked.retry')}
                  </Button>
                  <Button aria-label={t('parked.skipOne', named)} onPress={() => setSkipping(event)}>
                    {t('parked.skip')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {skipping && <SkipDialog parked={skipping} onClose={() => setSkipping(undefined)} />}
    </section>
  );
}
