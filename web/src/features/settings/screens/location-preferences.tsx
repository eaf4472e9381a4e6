import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function LocationPreferencesScreen() {
  return <SettingsPage title="Location Preferences" />;
}
