import type { Contact } from '@bayline/contracts';
import { PhoneField } from '../../../components/masked-field.tsx';
import { Select } from '../../../components/select.tsx';
import { Switch } from '../../../components/switch.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { assigneeErrors, contactTypes, defaultContactType, initials } from '../../settings-jobs/assignees.ts';
import * as styles from '../../settings-jobs/components/settings-jobs.css.ts';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from '../components/settings-table-screen.tsx';
import { useSettingsList } from '../use-settings-list.ts';

/** Assignees (/settings/contacts/assignees): the people jobs are assigned to, and whether they are texted. */
export function AssigneesScreen() {
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
      title="Assignees"
      addLabel="Add Assignee"
      list={list}
      deleteMessage="Are you sure you want to delete this assignee?"
      rowName={(c) => c.name}
      columns={[
        {
          key: 'avatar',
          header: 'Avatar',
          width: '8%',
          render: (c) => (
            <span className={styles.avatar} aria-hidden>
              {initials(c.name)}
            </span>
          ),
        },
        textColumn<Contact>('name', 'Name', { maxLength: 120, width: '22%' }),
        {
          key: 'cellular',
          header: 'Cellular',
          width: '17%',
          render: (c, row) => (
            <PhoneField
              label="Cellular"
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
        textColumn<Contact>('email', 'E-mail', { maxLength: 254, width: '21%' }),
        {
          key: 'contactTypeName',
          header: 'Type',
          width: '12%',
          render: (c, row) => (
            <Select
              label="Type"
              hideLabel
              options={types.map((t) => ({ id: t, label: t }))}
              value={c.contactTypeName}
              onChange={(contactTypeName) => row.update({ contactTypeName })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'doNotify',
          header: 'Notify',
          width: '7%',
          render: (c, row) => (
            <Switch
              label="Notify"
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
