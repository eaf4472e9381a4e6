import { holdJobSchema, maxHoldNote } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { usePhone } from '../../lib/device.ts';
import { tMessage } from '../../lib/messages.ts';
import { Button } from '../button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../dialog.tsx';
import { Select } from '../select.tsx';
import { useSnackbar } from '../snackbar.tsx';
import { TextField } from '../text-field.tsx';
import { useActiveDelayReasons, useHoldJob } from './api.ts';

interface HoldDialogProps {
  jobAdminId: string;
  /** The job as its user knows it ('Job RO-1234'), in the title. */
  jobName: string;
  onClose: () => void;
}

/** 'Put on hold': one of the location's active delay reasons, required, and a note. */
export function HoldDialog({ jobAdminId, jobName, onClose }: HoldDialogProps) {
  const { t } = useTranslation('jobs');
  const reasons = useActiveDelayReasons();
  const holdJob = useHoldJob();
  const showSnackbar = useSnackbar();
  const [delayId, setDelayId] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = holdJobSchema.safeParse({ delayId, note });
  const failure = holdJob.error;
  const fieldError = (field: 'delayId' | 'note') => {
    const sent = failure instanceof ApiError ? failure.errors.find((e) => e.field === field)?.message : undefined;
    const rule = touched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
    return sent ?? (rule && tMessage(rule));
  };
  const footerNote =
    failure && !(failure instanceof ApiError && failure.errors.length > 0) ? failure.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    holdJob.mutate(
      { jobAdminId, ...parsed.data },
      {
        onSuccess: () => {
          showSnackbar(t('holds.held', { job: jobName }));
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog
      title={t('holds.title', { job: jobName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      fullScreen={usePhone()}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <Select
            label={t('holds.reason')}
            placeholder={reasons.data?.length === 0 ? t('holds.noReasons') : t('holds.selectReason')}
            options={(reasons.data ?? []).map((r) => ({ id: r.delayId, label: r.description }))}
            value={delayId || null}
            onChange={(id) => {
              setDelayId(id);
              holdJob.reset();
            }}
            error={fieldError('delayId')}
          />
          <TextField
            label={t('holds.note')}
            multiline
            maxLength={maxHoldNote}
            value={note}
            onChange={(value) => {
              setNote(value);
              holdJob.reset();
            }}
            error={fieldError('note')}
          />
        </DialogBody>
        <DialogFooter note={footerNote ?? reasons.error?.message}>
          <Button onPress={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={holdJob.isPending}>
            {t('holds.put')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
