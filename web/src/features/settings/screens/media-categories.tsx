import { SettingsPage } from '../components/settings-page.tsx';

/** Placeholder until the screen is built. */
export function MediaCategoriesScreen() {
  return <SettingsPage title="Media Categories" />;
}
