import { allows, type JobBadge } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { BadgeIcon } from '../../../components/badge-icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useBadges } from '../../../lib/badges.ts';
import { useSetBadgeState } from '../api/set-badge-state.ts';
import { currentState, statesOf } from '../badges.ts';
import * as styles from './badges.css.ts';

export interface BadgeStateMenuProps {
  jobAdminId: string;
  /** The badge as the job carries it (JobAdmin.badges). */
  badge: JobBadge;
  /** Shows the chip without its menu (a closed job). Without the jobfolder write right it is read-only anyway. */
  isDisabled?: boolean;
  /** Shows the badge's and state's names beside the icon. */
  showLabel?: boolean;
}

/**
 * A badge chip in its state's colour; a click opens the badge's states and choosing one saves it
 * (PUT jobadmins/jobbadge/{id}; the server adds the System note).
 *
 * Usage on a job card: `{job.badges.map((b) => <BadgeStateMenu key={b.badgeId} jobAdminId={job.jobAdminId} badge={b} />)}`
 */
export function BadgeStateMenu({ jobAdminId, badge, isDisabled, showLabel }: BadgeStateMenuProps) {
  const { t } = useTranslation('jobs');
  const { permissions } = useSessionUser();
  const definitions = useBadges();
  const setState = useSetBadgeState();
  const showSnackbar = useSnackbar();
  const definition = definitions.data?.find((d) => d.badgeId === badge.badgeId);
  const state = currentState(definition, badge.state);
  const description = definition?.description ?? badge.description;
  const disabled = isDisabled || !allows(permissions.jobfolder, 'write') || setState.isPending;

  return (
    <Menu
      trigger={
        <PlainButton
          className={styles.chip}
          // The state's colour on the border and icon; the label stays in the text colour, readable on any.
          style={{ borderColor: state.color }}
          aria-label={t('badges.stateOf', { badge: description, state: state.description })}
          isDisabled={disabled}
        >
          <BadgeIcon iconName={definition?.iconName ?? badge.iconName} color={state.color} size={16} />
          {showLabel && state.description}
        </PlainButton>
      }
      popoverClassName={styles.popover}
      aria-label={t('badges.states', { badge: description })}
      selectionMode="single"
      selectedKeys={[String(badge.state)]}
      onAction={(key) => {
        const next = Number(key);
        if (next === badge.state) return;
        setState.mutate(
          { jobAdminId, badgeId: badge.badgeId, state: next },
          { onError: (error) => showSnackbar(error.message, 'alert') },
        );
      }}
    >
      {statesOf(definition).map((s) => (
        <MenuItem key={s.state} id={String(s.state)} className={styles.menuItem} textValue={s.description}>
          <span className={styles.swatch} style={{ background: s.color }} aria-hidden />
          {s.description}
        </MenuItem>
      ))}
    </Menu>
  );
}
