import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function JobClassesScreen() {
  return <SettingsPage title="Job Classes" />;
}
