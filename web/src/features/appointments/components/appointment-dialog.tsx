import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogFooter } from '../../../components/dialog.tsx';
import { UnsavedWorkPrompt } from '../../../components/unsaved-work-prompt.tsx';
import { usePhone } from '../../../lib/device.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { type AppointmentFormOptions, useAppointmentForm } from '../use-appointment-form.ts';
import { AppointmentSection, CustomerSection } from './appointment-form-sections.tsx';
import * as styles from './appointments.css.ts';

export interface AppointmentDialogProps extends AppointmentFormOptions {
  /** Convert to Job makes a job: scheduler write and job information write. */
  canConvert: boolean;
  firstDayOfWeek: 'sun' | 'mon';
}

/**
 * Create Appointment / Update Appointment (spec 3 sections 2.12, 4, 5): Customer Information and Appointment
 * Information, the header's border in the type's colour. Submit only with a valid change; Delete asks first;
 * Convert to Job links a new job and the form then offers Open Job Folder; closing with unsaved work asks
 * YES / NO / CANCEL. A 409 shows the appointment as it is now, the user's edits kept on top.
 */
export function AppointmentDialog({
  opened,
  types,
  canWrite,
  canConvert,
  today,
  timeZone,
  firstDayOfWeek,
  fallbackColour,
  onClose,
}: AppointmentDialogProps) {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const phone = usePhone();
  const formId = useId();
  const form = useAppointmentForm({ opened, types, canWrite, today, timeZone, fallbackColour, onClose });
  const { saved, changed, isPending, asking } = form;

  const title = saved ? t('form.updateTitle') : t('form.createTitle');
  return (
    <AppDialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && form.close()}
      accentColor={form.accent}
      size="lg"
      fullScreen={phone}
    >
      <form id={formId} onSubmit={form.submit} noValidate className={styles.form}>
        <div className={styles.formBody}>
          <CustomerSection form={form} formId={formId} autoFocus={!saved && canWrite} />
          <AppointmentSection form={form} formId={formId} canWrite={canWrite} firstDayOfWeek={firstDayOfWeek} />
        </div>

        <DialogFooter note={form.note}>
          <div className={styles.footerActions}>
            {saved && canWrite && (
              <Button onPress={() => form.ask('delete')} isDisabled={isPending}>
                {t('form.delete')}
              </Button>
            )}
            {saved && canConvert && !saved.jobAdminId && (
              <Button onPress={form.convertToJob} isDisabled={isPending} isPending={form.isConverting}>
                {t('form.convert')}
              </Button>
            )}
            {saved?.jobAdminId && (
              <Button onPress={() => navigate(openJobPath(saved.jobAdminId!))}>{t('form.openJobFolder')}</Button>
            )}
            <Button onPress={form.close}>{changed && canWrite ? t('form.cancel') : t('form.close')}</Button>
            {canWrite && (
              <Button
                type="submit"
                variant="primary"
                isDisabled={!form.isValid || !changed || isPending}
                isPending={form.isSaving}
              >
                {saved ? t('form.update') : t('form.create')}
              </Button>
            )}
          </div>
        </DialogFooter>
      </form>

      <UnsavedWorkPrompt
        isOpen={asking === 'unsaved'}
        isPending={isPending}
        onYes={() => form.submit()}
        onNo={onClose}
        onCancel={() => form.ask(null)}
      />
      <ConfirmDialog
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        isOpen={asking === 'delete'}
        onConfirm={form.confirmDelete}
        onCancel={() => form.ask(null)}
      />
    </AppDialog>
  );
}
