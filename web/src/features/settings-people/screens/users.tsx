import { isAllPowerful, isEmptyId, userMessages } from '@bayline/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import {
  activeColumn,
  deleteColumn,
  type SettingsColumn,
  SettingsTableScreen,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { tMessage } from '../../../lib/messages.ts';
import { stack } from '../../../styles/shared.css.ts';
import { useLocationSettingsEditor } from '../api/location-settings.ts';
import { emailInUse, usersListKey, usersOf } from '../api/users.ts';
import { PermissionDialog } from '../components/permission-dialog.tsx';
import * as styles from '../components/settings-people.css.ts';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { permissionAreas } from '../permissions.ts';
import { canDeactivateUser, canDeleteUser, emptyUserForm, type UserRow, userFromForm } from '../users.ts';

export interface UsersScreenProps {
  /** The Invite User button beside Add (the auth feature draws it; the app composes it in). */
  renderInvite: (isDisabled: boolean) => ReactNode;
}

/** Users (spec 2 section 2): who may sign in at this location, and what each may do. */
export function UsersScreen({ renderInvite }: UsersScreenProps) {
  const location = selectedLocation(useSessionUser())?.shortName;
  // Another location has other users: its edits start afresh.
  return <UsersTable key={location} renderInvite={renderInvite} />;
}

type Editing = { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'rights'; id: string } | null;

function UsersTable({ renderInvite }: UsersScreenProps) {
  const { t } = useTranslation('settings');
  const me = useSessionUser();
  const showSnackbar = useSnackbar();
  const settings = useLocationSettingsEditor().data?.value;
  const list = useSettingsList<UserRow>({
    listKey: usersListKey,
    area: 'identity',
    path: 'users/settings',
    savePath: 'users/policyusers',
    rowsOf: usersOf,
    idField: 'userId',
    newRow: (id) => userFromForm(emptyUserForm, undefined, id),
    // Only new rows send no locations: the server gives them this location.
    toSave: (rows) =>
      rows.map(({ locations, ...row }) => (isEmptyId(row.userId) ? (row as UserRow) : { ...row, locations })),
    onUnusableAnswer: () => showSnackbar(t('common.errorOccurred'), 'alert'),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const rowOf = (id: string) => list.rows.find((row) => row.userId === id);
  const editedRow = editing && editing.kind !== 'add' ? rowOf(editing.id) : undefined;

  const checkNewEmail = async (email: string) => {
    const lower = email.toLowerCase();
    if (list.rows.some((row) => row.email.toLowerCase() === lower)) return tMessage(userMessages.emailTaken);
    return emailInUse(email);
  };

  const columns: SettingsColumn<UserRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (row, controls) => (
        <div className={stack}>
          <span>
            {row.firstName} {row.lastName}
          </span>
          {(['firstName', 'lastName', 'email', 'password'] as const).map((field) => {
            const message = controls.error(field);
            return message ? (
              <span key={field} className={styles.alert}>
                {message}
              </span>
            ) : null;
          })}
        </div>
      ),
    },
    { key: 'email', header: t('columns.email'), render: (row) => row.email },
    {
      key: 'edit',
      header: t('columns.edit'),
      width: '72px',
      render: (row, controls) => (
        <Button
          onPress={() => setEditing({ kind: 'edit', id: row.userId })}
          isDisabled={controls.isDisabled}
          aria-label={t('users.editOf', { name: `${row.firstName} ${row.lastName}` })}
        >
          {t('common.edit')}
        </Button>
      ),
    },
    {
      key: 'permissions',
      header: t('columns.permissions'),
      width: '120px',
      render: (row) => {
        const value = isAllPowerful(row.roles) ? t('users.all') : t('users.set');
        return (
          <Button
            onPress={() => setEditing({ kind: 'rights', id: row.userId })}
            isDisabled={!settings}
            // The shown word is part of the name, so a user speaking it reaches the button (WCAG 2.5.3).
            aria-label={t('users.permissionsOf', { name: `${row.firstName} ${row.lastName}`, value })}
          >
            {value}
          </Button>
        );
      },
    },
    activeColumn('80px', (row) => canDeactivateUser(row, me.email)),
    deleteColumn('80px', undefined, (row) => canDeleteUser(row, me.email)),
  ];

  return (
    <SettingsTableScreen
      title={t('users.title')}
      list={list}
      columns={columns}
      addLabel={t('users.add')}
      deleteMessage={t('confirmDelete.user')}
      rowName={(row) => `${row.firstName} ${row.lastName}`}
      onAdd={() => setEditing({ kind: 'add' })}
      moreActions={renderInvite(list.readOnly)}
    >
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <UserFormDialog
          user={editedRow}
          checkNewEmail={checkNewEmail}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            if (editedRow) list.update(editedRow.userId, userFromForm(values, editedRow, editedRow.userId));
            else {
              const { userId: _placeholder, ...added } = userFromForm(values, undefined, '');
              list.add(added);
            }
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'rights' && editedRow && settings && (
        <PermissionDialog
          user={editedRow}
          users={list.rows}
          areas={permissionAreas(settings.availableRoles)}
          location={settings}
          readOnly={list.readOnly || list.isSaving}
          onCancel={() => setEditing(null)}
          onSubmit={(roles) => {
            list.update(editedRow.userId, { roles });
            setEditing(null);
          }}
        />
      )}
    </SettingsTableScreen>
  );
}
