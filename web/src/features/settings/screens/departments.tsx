import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function DepartmentsScreen() {
  return <SettingsPage title="Departments" />;
}
