import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function AppointmentCategoriesScreen() {
  return <SettingsPage title="Appointment Category" />;
}
