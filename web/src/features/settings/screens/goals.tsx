import { SettingsPage } from '../components/settings-page.tsx';

/** Goals: a placeholder screen marked WIP (spec 2 section 2). */
export function GoalsScreen() {
  return (
    <SettingsPage title="Goals" isWip>
      <p>Goals are a work in progress.</p>
    </SettingsPage>
  );
}
