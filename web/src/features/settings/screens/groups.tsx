import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function GroupsScreen() {
  return <SettingsPage title="Groups" />;
}
