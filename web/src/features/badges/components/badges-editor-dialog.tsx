import { allows, isClosed, type JobBadge } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeIcon } from '../../../components/badge-icon.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useBadges } from '../../../lib/badges.ts';
import { useJob } from '../api/get-job.ts';
import { useSetJobBadges } from '../api/set-job-badges.ts';
import { addableBadges, badgesLeft, currentState, jobBadgesInOrder, withBadge, withoutBadge } from '../badges.ts';
import { BadgeStateMenu } from './badge-state-menu.tsx';
import * as styles from './badges.css.ts';

export interface BadgesEditorDialogProps {
  jobAdminId: string;
  onClose: () => void;
}

/**
 * The 'Badges' dialog: the job's badges, add one from the location's badges, remove one (after a question),
 * change a badge's state. Each change is saved at once (PUT jobadmins/badges/{id}).
 *
 * Usage: `{editing && <BadgesEditorDialog jobAdminId={id} onClose={() => setEditing(false)} />}`, or through
 * `JobFolderDialog`'s `renderBadgesEditor={(close) => <BadgesEditorDialog jobAdminId={id} onClose={close} />}`.
 */
export function BadgesEditorDialog({ jobAdminId, onClose }: BadgesEditorDialogProps) {
  const { t } = useTranslation('jobs');
  const { permissions } = useSessionUser();
  const job = useJob(jobAdminId);
  const definitions = useBadges();
  const setBadges = useSetJobBadges();
  const [deleting, setDeleting] = useState<JobBadge>();
  const onJob = jobBadgesInOrder(job.data?.badges ?? []);
  const addable = addableBadges(definitions.data ?? [], onJob);
  const left = badgesLeft(onJob.length);
  const canEdit = allows(permissions.jobfolder, 'write') && !!job.data && !isClosed(job.data.roState);
  const failure = job.error ?? definitions.error ?? setBadges.error;

  const save = (badgeIds: string[]) => setBadges.mutate({ jobAdminId, badgeIds });

  return (
    <AppDialog title={t('badges.title')} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        {job.isPending || definitions.isPending ? (
          <Loading />
        ) : (
          <div className={styles.body}>
            <div className={styles.addRow}>
              <Select
                label={t('badges.add')}
                placeholder={t('badges.select')}
                className={styles.name}
                options={addable.map((b) => ({ id: b.badgeId, label: b.description }))}
                value={null}
                isDisabled={!canEdit || left === 0 || addable.length === 0 || setBadges.isPending}
                onChange={(badgeId) => save(withBadge(onJob, badgeId))}
              />
              {left === 0 ? (
                <span className={styles.maxed} role="status">
                  {t('badges.maxReached')}
                </span>
              ) : (
                <span className={styles.left}>{t('badges.left', { count: left })}</span>
              )}
            </div>
            {onJob.length === 0 ? (
              <p className={styles.empty}>{t('badges.none')}</p>
            ) : (
              <ul className={styles.list} aria-label={t('badges.onJob')}>
                {onJob.map((badge) => {
                  const definition = definitions.data?.find((d) => d.badgeId === badge.badgeId);
                  const state = currentState(definition, badge.state);
                  const description = definition?.description ?? badge.description;
                  return (
                    <li key={badge.badgeId} className={styles.row}>
                      <BadgeIcon iconName={definition?.iconName ?? badge.iconName} color={state.color} size={22} />
                      <span className={styles.name}>{description}</span>
                      <BadgeStateMenu jobAdminId={jobAdminId} badge={badge} isDisabled={!canEdit} showLabel />
                      <PlainButton
                        className={styles.deleteButton}
                        aria-label={t('badges.delete', { badge: description })}
                        isDisabled={!canEdit || setBadges.isPending}
                        onPress={() => setDeleting(badge)}
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
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter note={failure?.message}>
        <Button variant="primary" onPress={onClose}>
          {t('close')}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        message={t('badges.deleteQuestion')}
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) save(withoutBadge(onJob, deleting.badgeId));
          setDeleting(undefined);
        }}
      />
    </AppDialog>
  );
}
