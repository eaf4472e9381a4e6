import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function UsersScreen() {
  return <SettingsPage title="Users" />;
}
