import type { Group } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../components/settings/settings-list.ts';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const validate = (group: Group) => requiredText(group, 'name', i18n.t('settings:validation.nameRequired'));

/** Groups: name and active flag per group (spec 2 section 2). */
export function GroupsScreen() {
  const { t } = useTranslation('settings');
  const list = useSettingsList<Group>({
    listKey: queryKeys.groups,
    path: 'groups',
    idField: 'shortName',
    newRow: (shortName) => ({ shortName, name: '', locationShortName: '', isActive: true, deletedAt: null }),
    validate,
  });
  return (
    <SettingsTableScreen<Group>
      title={t('groups.title')}
      addLabel={t('groups.add')}
      deleteMessage={t('confirmDelete.group')}
      list={list}
      rowName={(g) => g.name}
      columns={[
        textColumn<Group>('name', t('columns.group'), { maxLength: 50 }),
        activeColumn('15%'),
        deleteColumn('15%'),
      ]}
    />
  );
}
