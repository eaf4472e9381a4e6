import type { Group } from '@bayline/contracts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from '../components/settings-table-screen.tsx';
import { requiredText } from '../settings-list.ts';
import { useSettingsList } from '../use-settings-list.ts';

const validate = (group: Group) => requiredText(group, 'name', 'Name is required');

/** Groups: name and active flag per group (spec 2 section 2). */
export function GroupsScreen() {
  const list = useSettingsList<Group>({
    listKey: queryKeys.groups,
    path: 'groups',
    idField: 'shortName',
    newRow: (shortName) => ({ shortName, name: '', locationShortName: '', isActive: true, deletedAt: null }),
    validate,
  });
  return (
    <SettingsTableScreen<Group>
      title="Groups"
      addLabel="Add Group"
      deleteMessage="Are you sure you want to delete this group?"
      list={list}
      rowName={(g) => g.name}
      columns={[textColumn<Group>('name', 'Group', { maxLength: 50 }), activeColumn('15%'), deleteColumn('15%')]}
    />
  );
}
