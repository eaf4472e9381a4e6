import type { Badge } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeIcon } from '../../../components/badge-icon.tsx';
import { Button } from '../../../components/button.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { iconLabel, newBadgeStates } from '../badges.ts';
import { BadgeStatesDialog } from '../components/badge-states-dialog.tsx';
import { IconPickerDialog } from '../components/icon-picker-dialog.tsx';
import * as styles from '../components/settings-jobs.css.ts';

/** Whose icon the picker is choosing: a badge about to be added, or one on screen. */
type Picking = { kind: 'new' } | { kind: 'row'; badgeId: string; current: string };

const validate = (badge: Badge): Record<string, string> =>
  badge.description.trim() ? {} : { description: i18n.t('settings:validation.descriptionRequired') };

/** Badges (/settings/jobs/badges): icon, name, states, active, delete. Adding one first asks for its icon. */
export function BadgesScreen() {
  const { t } = useTranslation('settings');
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
      title={t('badges.title')}
      addLabel={t('badges.add')}
      list={list}
      deleteMessage={t('confirmDelete.badge')}
      rowName={(b) => b.description}
      onAdd={() => setPicking({ kind: 'new' })}
      columns={[
        {
          key: 'iconName',
          header: t('columns.icon'),
          width: '10%',
          render: (badge, row) => (
            <PlainButton
              className={styles.iconChoice}
              aria-label={t('badges.iconOf', { icon: iconLabel(badge.iconName) })}
              isDisabled={row.isDisabled}
              onPress={() => setPicking({ kind: 'row', badgeId: row.id, current: badge.iconName })}
            >
              <BadgeIcon iconName={badge.iconName} color="currentColor" size={22} />
            </PlainButton>
          ),
        },
        textColumn<Badge>('description', t('columns.badge'), { maxLength: 50, width: '50%' }),
        {
          key: 'badgeStates',
          header: t('columns.states'),
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
              {t('badges.statesButton')}
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
