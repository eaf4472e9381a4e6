import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function ProductionScheduleScreen() {
  return <SettingsPage title="Production Schedule" />;
}
