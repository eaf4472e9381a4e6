import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function BadgesScreen() {
  return <SettingsPage title="Badges" />;
}
