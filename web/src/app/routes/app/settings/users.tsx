import { InviteUserButton } from '../../../../features/auth/components/invite-user.tsx';
import { UsersScreen } from '../../../../features/settings-people/screens/users.tsx';

/** /settings/contacts/users: the users' table, with inviting a user beside adding one. */
export function UsersRoute() {
  return <UsersScreen renderInvite={(isDisabled) => <InviteUserButton isDisabled={isDisabled} />} />;
}
