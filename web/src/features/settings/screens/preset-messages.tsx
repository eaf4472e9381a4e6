import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function PresetMessagesScreen() {
  return <SettingsPage title="Preset Messages" />;
}
