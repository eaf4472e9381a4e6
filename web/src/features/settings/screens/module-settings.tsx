import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function ModuleSettingsScreen() {
  return <SettingsPage title="Module Settings" />;
}
