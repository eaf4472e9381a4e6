import { type Badge, badgeMessages } from '@bayline/contracts';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../components/button.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { BadgeIcon } from '../../badges/components/badge-icon.tsx';
import { iconLabel, newBadgeStates } from '../../settings-jobs/badges.ts';
import { BadgeStatesDialog } from '../../settings-jobs/components/badge-states-dialog.tsx';
import { IconPickerDialog } from '../../settings-jobs/components/icon-picker-dialog.tsx';
import * as styles from '../../settings-jobs/components/settings-jobs.css.ts';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from '../components/settings-table-screen.tsx';
import { useSettingsList } from '../use-settings-list.ts';

/** Whose icon the picker is choosing: a badge about to be added, or one on screen. */
type Picking = { kind: 'new' } | { kind: 'row'; badgeId: string; current: string };

const validate = (badge: Badge): Record<string, string> =>
  badge.description.trim() ? {} : { description: 'Description is required' };

/** Badges (/settings/jobs/badges): icon, name, states, active, delete. Adding one first asks for its icon. */
export function BadgesScreen() {
  const list = useSettingsList<Badge>({
    listKey: queryKeys.badges,
    path: 'badges',
    idField: 'badgeId',
    newRow: (badgeId) => ({
      badgeId,
      description: '',
      iconName: '',
      isActive: true,
      deletedAt: null,
      badgeStates: newBadgeStates(),
    }),
    validate,
  });
  const [picking, setPicking] = useState<Picking | null>(null);
  const [editingStates, setEditingStates] = useState<Badge | null>(null);

  return (
    <SettingsTableScreen
      title="Badges"
      addLabel="Add Badge"
      list={list}
      deleteMessage={badgeMessages.deleteConfirm}
      rowName={(b) => b.description}
      onAdd={() => setPicking({ kind: 'new' })}
      columns={[
        {
          key: 'iconName',
          header: 'Icon',
          width: '10%',
          render: (badge, row) => (
            <AriaButton
              className={styles.iconChoice}
              aria-label={`Icon: ${iconLabel(badge.iconName)}`}
              isDisabled={row.isDisabled}
              onPress={() => setPicking({ kind: 'row', badgeId: row.id, current: badge.iconName })}
            >
              <BadgeIcon iconName={badge.iconName} color="currentColor" size={22} />
            </AriaButton>
          ),
        },
        textColumn<Badge>('description', 'Badge', { maxLength: 50, width: '50%' }),
        {
          key: 'badgeStates',
          header: 'States',
          width: '15%',
          render: (badge) => (
            <Button onPress={() => setEditingStates(badge)}>
              <span className={styles.chips} aria-hidden>
                {[...badge.badgeStates]
                  .sort((a, b) => a.state - b.state)
                  .map((s) => (
                    <BadgeIcon key={s.state} iconName={badge.iconName} color={s.color} size={14} />
                  ))}
              </span>
              States
            </Button>
          ),
        },
        activeColumn<Badge>('12%'),
        deleteColumn<Badge>('13%'),
      ]}
    >
      {picking && (
        <IconPickerDialog
          current={picking.kind === 'row' ? picking.current : undefined}
          onCancel={() => setPicking(null)}
          onPick={(iconName) => {
            if (picking.kind === 'new') list.add({ iconName });
            else list.update(picking.badgeId, { iconName });
            setPicking(null);
          }}
        />
      )}
      {editingStates && (
        <BadgeStatesDialog
          badgeName={editingStates.description}
          states={editingStates.badgeStates}
          isDisabled={list.readOnly || list.isSaving}
          onCancel={() => setEditingStates(null)}
          onSubmit={(badgeStates) => {
            list.update(editingStates.badgeId, { badgeStates });
            setEditingStates(null);
          }}
        />
      )}
    </SettingsTableScreen>
  );
}
