import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function LocationInformationScreen() {
  return <SettingsPage title="Location Information" />;
}
