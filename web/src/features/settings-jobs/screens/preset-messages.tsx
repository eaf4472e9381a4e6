import type { MessagingPreset } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { EditIcon } from '../../../components/icons.tsx';
import { presetErrors } from '../../../components/preset-message.ts';
import { PresetMessageDialog } from '../../../components/preset-message-dialog.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { Tooltip } from '../../../components/tooltip.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import * as styles from '../components/settings-jobs.css.ts';
import { canAddPreset, canChangePreset } from '../preset-messages.ts';

/** Whose text the dialog edits: a preset to add, or one on screen. */
type Editing = { kind: 'new' } | { kind: 'row'; preset: MessagingPreset };

/**
 * Preset Messages (/settings/messaging/presets): canned texts for the job's messages. Adding needs messaging and
 * admin write; modifying, switching and deleting need messaging write (spec 2 section 6).
 */
export function PresetMessagesScreen() {
  const { t } = useTranslation('settings');
  const { permissions } = useSessionUser();
  const list = useSettingsList<MessagingPreset>({
    listKey: queryKeys.messagingPresets,
    area: 'messaging',
    path: 'MessagingPresets',
    idField: 'messagingPresetId',
    newRow: (messagingPresetId) => ({ messagingPresetId, title: '', message: '', isActive: true, deletedAt: null }),
    validate: presetErrors,
    readOnly: !canChangePreset(permissions),
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <SettingsTableScreen
      title={t('presetMessages.title')}
      addLabel={t('presetMessages.add')}
      addTooltip={t('presetMessages.add')}
      list={list}
      canAdd={canAddPreset(permissions)}
      deleteMessage={t('confirmDelete.presetMessage')}
      rowName={(p) => p.title}
      onAdd={() => setEditing({ kind: 'new' })}
      columns={[
        {
          key: 'title',
          header: t('columns.title'),
          width: '20%',
          render: (p) => <span className={styles.cellText}>{p.title}</span>,
        },
        {
          key: 'message',
          header: t('columns.message'),
          width: '55%',
          render: (p) => <span className={styles.cellText}>{p.message}</span>,
        },
        {
          key: 'modify',
          header: t('columns.modify'),
          width: '10%',
          render: (preset, row) => (
            <Tooltip text={t('presetMessages.modify')}>
              <Button
                variant="icon"
                aria-label={t('presetMessages.modify')}
                isDisabled={row.isDisabled}
                onPress={() => setEditing({ kind: 'row', preset })}
              >
                <EditIcon />
              </Button>
            </Tooltip>
          ),
        },
        activeColumn<MessagingPreset>('10%'),
        deleteColumn<MessagingPreset>('10%', t('presetMessages.delete')),
      ]}
    >
      {editing && (
        <PresetMessageDialog
          initial={editing.kind === 'row' ? editing.preset : undefined}
          onCancel={() => setEditing(null)}
          onSubmit={({ title, message }) => {
            if (editing.kind === 'new') list.add({ title, message });
            else list.update(editing.preset.messagingPresetId, { title, message });
            setEditing(null);
          }}
        />
      )}
    </SettingsTableScreen>
  );
}
