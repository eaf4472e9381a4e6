import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function NoteCategoriesScreen() {
  return <SettingsPage title="Note Categories" />;
}
