import type { Estimate } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { GridList, ListRow } from '../../../components/ui/list.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import * as shared from '../../../styles/shared.css.ts';
import { useDeleteEstimate } from '../api/delete-estimate.ts';
import { useEstimates } from '../api/get-estimates.ts';
import { estimateFigures, estimateVehicle, needsOverwriteQuestion, receivedText } from '../estimates.ts';
import * as styles from './link-estimate.css.ts';

interface LinkEstimateDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The estimate chosen (and, when it was linked before, confirmed) to start a new job from. */
  onChoose: (estimate: Estimate) => void;
}

/** 'Link Estimate': the location's estimates, newest first; choose one to create a job from it, or delete one. */
export function LinkEstimateDialog({ isOpen, onClose, onChoose }: LinkEstimateDialogProps) {
  if (!isOpen) return null;
  return <EstimateList onClose={onClose} onChoose={onChoose} />;
}

type Question = { kind: 'overwrite' | 'delete'; estimate: Estimate };

function EstimateList({ onClose, onChoose }: Omit<LinkEstimateDialogProps, 'isOpen'>) {
  const { t } = useTranslation('jobs');
  const estimates = useEstimates();
  const timeZone = useLocationSettings().data?.timeZone;
  const deleteEstimate = useDeleteEstimate();
  const showSnackbar = useSnackbar();
  const [question, setQuestion] = useState<Question>();
  const byId = new Map((estimates.data ?? []).map((e) => [e.estimateId, e]));

  const choose = (estimate: Estimate) => {
    if (needsOverwriteQuestion(estimate)) setQuestion({ kind: 'overwrite', estimate });
    else onChoose(estimate);
  };
  const answerYes = () => {
    if (!question) return;
    setQuestion(undefined);
    if (question.kind === 'overwrite') onChoose(question.estimate);
    else
      deleteEstimate.mutate(question.estimate.estimateId, {
        onError: (error) => showSnackbar(error.message, 'alert'),
      });
  };

  return (
    <AppDialog title={t('estimates.title')} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <DialogBody>
        {estimates.error ? (
          <p className={shared.emptyMessage} role="alert">
            {estimates.error.message}
          </p>
        ) : !estimates.data ? (
          <Loading />
        ) : (
          <GridList
            aria-label={t('estimates.label')}
            className={styles.list}
            items={estimates.data}
            onAction={(key) => {
              const estimate = byId.get(String(key));
              if (estimate) choose(estimate);
            }}
            renderEmptyState={() => <p className={shared.emptyMessage}>{t('estimates.none')}</p>}
          >
            {(estimate) => (
              <ListRow
                id={estimate.estimateId}
                textValue={[estimate.name, estimateVehicle(estimate)].filter(Boolean).join(', ')}
                data-testid={`estimate-${estimate.estimateId}`}
              >
                <div className={styles.rowMain}>
                  <div className={styles.rowTop}>
                    <span className={shared.truncatedName}>{estimate.name}</span>
                    {estimate.hat && <span className={styles.hat}>{estimate.hat}</span>}
                    {estimate.linkedJobAdminId && <span className={styles.linked}>{t('estimates.linked')}</span>}
                  </div>
                  <div className={styles.detail}>
                    {[estimateVehicle(estimate), estimate.color, estimate.vin].filter(Boolean).join(' · ')}
                  </div>
                  <div className={styles.detail}>
                    {estimateFigures(estimate)}
                    <span className={styles.received}>{receivedText(estimate.receivedAt, timeZone)}</span>
                  </div>
                </div>
                <PlainButton
                  className={styles.deleteButton}
                  aria-label={t('estimates.delete', { name: estimate.name }).trim()}
                  onPress={() => setQuestion({ kind: 'delete', estimate })}
                >
                  <svg
                    width="18"
                    height="18"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                  </svg>
                </PlainButton>
              </ListRow>
            )}
          </GridList>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('create.cancel')}</Button>
      </DialogFooter>
      <ConfirmDialog
        message={question?.kind === 'delete' ? t('estimates.deleteQuestion') : t('estimates.overwriteQuestion')}
        isOpen={question !== undefined}
        onConfirm={answerYes}
        onCancel={() => setQuestion(undefined)}
      />
    </AppDialog>
  );
}
