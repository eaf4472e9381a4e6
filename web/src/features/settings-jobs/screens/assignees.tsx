import type { Contact } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/masked-field.tsx';
import { Select } from '../../../components/select.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { Switch } from '../../../components/switch.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { assigneeErrors, contactTypeLabel, contactTypes, defaultContactType, initials } from '../assignees.ts';
import * as styles from '../components/settings-jobs.css.ts';

/** Assignees (/settings/contacts/assignees): the people jobs are assigned to, and whether they are texted. */
export function AssigneesScreen() {
  const { t } = useTranslation('settings');
  const list = useSettingsList<Contact>({
    listKey: queryKeys.contacts,
    path: 'contacts',
    idField: 'contactId',
    newRow: (contactId) => ({
      contactId,
      name: '',
      cellular: '',
      email: '',
      contactTypeName: defaultContactType,
      isActive: true,
      doNotify: true,
      deletedAt: null,
    }),
    validate: assigneeErrors,
  });
  const types = contactTypes(list.rows.map((c) => c.contactTypeName));

  return (
    <SettingsTableScreen
      title={t('assignees.title')}
      addLabel={t('assignees.add')}
      list={list}
      deleteMessage={t('confirmDelete.assignee')}
      rowName={(c) => c.name}
      columns={[
        {
          key: 'avatar',
          header: t('columns.avatar'),
          width: '8%',
          render: (c) => (
            <span className={styles.avatar} aria-hidden>
              {initials(c.name)}
            </span>
          ),
        },
        textColumn<Contact>('name', t('columns.name'), { maxLength: 120, width: '22%' }),
        {
          key: 'cellular',
          header: t('columns.cellular'),
          width: '17%',
          render: (c, row) => (
            <PhoneField
              label={t('columns.cellular')}
              hideLabel
              value={c.cellular}
              // The list keeps digits, as the server does; the field shows them masked.
              onChange={(masked) => {
                const cellular = masked.replace(/\D/g, '');
                if (cellular !== c.cellular) row.update({ cellular });
              }}
              error={row.error('cellular')}
              isDisabled={row.isDisabled}
            />
          ),
        },
        textColumn<Contact>('email', t('columns.email'), { maxLength: 254, width: '21%' }),
        {
          key: 'contactTypeName',
          header: t('columns.type'),
          width: '12%',
          render: (c, row) => (
            <Select
              label={t('columns.type')}
              hideLabel
              options={types.map((type) => ({ id: type, label: contactTypeLabel(type) }))}
              value={c.contactTypeName}
              onChange={(contactTypeName) => row.update({ contactTypeName })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'doNotify',
          header: t('columns.notify'),
          width: '7%',
          render: (c, row) => (
            <Switch
              label={t('columns.notify')}
              hideLabel
              isSelected={c.doNotify}
              onChange={(doNotify) => row.update({ doNotify })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        activeColumn<Contact>('7%'),
        deleteColumn<Contact>('6%'),
      ]}
    />
  );
}
