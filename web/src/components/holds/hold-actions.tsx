import type { JobHold } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { MoreIcon } from '../icons.tsx';
import { useSnackbar } from '../snackbar.tsx';
import { Menu, MenuItem } from '../ui/menu.tsx';
import { PlainButton } from '../ui/plain-button.tsx';
import { useReleaseJob } from './api.ts';
import * as styles from './hold-actions.css.ts';
import { HoldDialog } from './hold-dialog.tsx';
import { HoldMarker } from './hold-marker.tsx';

interface HeldJob {
  jobAdminId: string;
  /** The job as its user knows it ('Job RO-1234'). */
  name: string;
  hold: JobHold | null;
}

/** Putting a job on hold (through the dialog) and releasing it, as the card's menu and the folder's header offer. */
function useHoldControls(job: HeldJob) {
  const { t } = useTranslation('jobs');
  const [holding, setHolding] = useState(false);
  const releaseJob = useReleaseJob();
  const showSnackbar = useSnackbar();
  const release = () =>
    releaseJob.mutate(job.jobAdminId, {
      onSuccess: () => showSnackbar(t('holds.released', { job: job.name })),
      onError: (error) => showSnackbar(error.message, 'alert'),
    });
  const dialog = holding && (
    <HoldDialog jobAdminId={job.jobAdminId} jobName={job.name} onClose={() => setHolding(false)} />
  );
  return { hold: () => setHolding(true), release, releasing: releaseJob.isPending, dialog };
}

/** The card's menu (board write): 'Put on hold…' for a job not held, 'Release hold' for a held one. */
export function HoldMenu({ job }: { job: HeldJob }) {
  const { t } = useTranslation('jobs');
  const controls = useHoldControls(job);
  return (
    <>
      <Menu
        trigger={
          <PlainButton className={styles.menuButton} aria-label={t('holds.menu', { job: job.name })}>
            <MoreIcon width={16} height={16} />
          </PlainButton>
        }
        placement="bottom end"
        aria-label={t('holds.menu', { job: job.name })}
        onAction={(key) => (key === 'release' ? controls.release() : controls.hold())}
        disabledKeys={controls.releasing ? ['release'] : []}
      >
        {job.hold ? (
          <MenuItem id="release">{t('holds.release')}</MenuItem>
        ) : (
          <MenuItem id="hold">{t('holds.putOn')}</MenuItem>
        )}
      </Menu>
      {controls.dialog}
    </>
  );
}

/** The folder header's hold: the mark of a held job, and the button that holds or releases it (board write). */
export function HoldActions({ job, canHold }: { job: HeldJob; canHold: boolean }) {
  const { t } = useTranslation('jobs');
  const controls = useHoldControls(job);
  return (
    <>
      {job.hold && <HoldMarker hold={job.hold} />}
      {canHold &&
        (job.hold ? (
          <Button onPress={controls.release} isPending={controls.releasing}>
            {t('holds.release')}
          </Button>
        ) : (
          <Button onPress={controls.hold}>{t('holds.putOn')}</Button>
        ))}
      {controls.dialog}
    </>
  );
}
