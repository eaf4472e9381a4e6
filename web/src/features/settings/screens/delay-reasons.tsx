import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function DelayReasonsScreen() {
  return <SettingsPage title="Delay Reasons" />;
}
