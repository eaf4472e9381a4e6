import type { MessagingPreset } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditIcon } from '../../../components/icons.tsx';
import { Tooltip } from '../../../components/tooltip.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { PresetMessageDialog } from '../../settings-jobs/components/preset-message-dialog.tsx';
import * as styles from '../../settings-jobs/components/settings-jobs.css.ts';
import { canAddPreset, canChangePreset, presetErrors } from '../../settings-jobs/preset-messages.ts';
import { activeColumn, deleteColumn, SettingsTableScreen } from '../components/settings-table-screen.tsx';
import { useSettingsList } from '../use-settings-list.ts';

/** Whose text the dialog edits: a preset to add, or one on screen. */
type Editing = { kind: 'new' } | { kind: 'row'; preset: MessagingPreset };

/**
 * Preset Messages (/settings/messaging/presets): canned texts for the job's messages. Adding needs messaging and
 * admin write; modifying, switching and deleting need messaging write (spec 2 section 6).
 */
export function PresetMessagesScreen() {
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
      title="Preset Messages"
      addLabel="Add Preset Message"
      addTooltip="Add Preset Message"
      list={list}
      canAdd={canAddPreset(permissions)}
      deleteMessage="Are you sure you want to delete this preset message?"
      rowName={(p) => p.title}
      onAdd={() => setEditing({ kind: 'new' })}
      columns={[
        {
          key: 'title',
          header: 'Title',
          width: '20%',
          render: (p) => <span className={styles.cellText}>{p.title}</span>,
        },
        {
          key: 'message',
          header: 'Message',
          width: '55%',
          render: (p) => <span className={styles.cellText}>{p.message}</span>,
        },
        {
          key: 'modify',
          header: 'Modify',
          width: '10%',
          render: (preset, row) => (
            <Tooltip text="Modify Preset Message">
              <Button
                variant="icon"
                aria-label="Modify Preset Message"
                isDisabled={row.isDisabled}
                onPress={() => setEditing({ kind: 'row', preset })}
              >
                <EditIcon />
              </Button>
            </Tooltip>
          ),
        },
        activeColumn<MessagingPreset>('10%'),
        deleteColumn<MessagingPreset>('10%', 'Delete Preset Message'),
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
