import type { LocationSettingsView } from '@bayline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import type { Tagged } from '../../../lib/api.ts';
import { useLocationSettingsEditor } from '../api/location-settings.ts';
import * as styles from './settings-people.css.ts';

/** Draws `children` with the location's settings once read; says so when they cannot be read. */
export function WithLocationSettings({ children }: { children: (read: Tagged<LocationSettingsView>) => ReactNode }) {
  const { t } = useTranslation('settings');
  const editor = useLocationSettingsEditor();
  if (editor.isError) {
    return (
      <p className={styles.alert} role="alert">
        {t('locationInformation.loadFailed')}
      </p>
    );
  }
  if (!editor.data) return <Loading />;
  return children(editor.data);
}
