import type { LocationSettingsView } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/loading.tsx';
import type { Tagged } from '../../../lib/api.ts';
import { useLocationSettingsEditor } from '../api/location-settings.ts';
import * as styles from './settings-people.css.ts';

export const settingsLoadFailedMessage = 'Location settings failed from Production index';

/** Draws `children` with the location's settings once read; says so when they cannot be read. */
export function WithLocationSettings({ children }: { children: (read: Tagged<LocationSettingsView>) => ReactNode }) {
  const editor = useLocationSettingsEditor();
  if (editor.isError) {
    return (
      <p className={styles.alert} role="alert">
        {settingsLoadFailedMessage}
      </p>
    );
  }
  if (!editor.data) return <Loading />;
  return children(editor.data);
}
