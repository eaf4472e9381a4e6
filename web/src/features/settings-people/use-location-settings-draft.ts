import type { LocationSettingsView } from '@bayline/contracts';
import { useState } from 'react';
import { sameValue } from '../../components/settings/settings-list.ts';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError, type Tagged } from '../../lib/api.ts';
import { putLocationSettings, useSettingsAnswered } from './api/location-settings.ts';

/**
 * A settings form's edits, held until saved (Location Information and Preferences both save the one settings
 * object). A 409 shows the server's current settings with the user's edits kept; a 400 puts the server's
 * messages on the fields; other save errors are not shown (spec 2 section 1).
 */
export function useLocationSettingsDraft<Values>(
  read: Tagged<LocationSettingsView>,
  valuesOf: (view: LocationSettingsView) => Values,
  bodyOf: (values: Values, view: LocationSettingsView) => object,
) {
  // Only the fields the user changed: after a 409 the others show the server's current values.
  const [draft, setDraft] = useState<Partial<Values>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const answered = useSettingsAnswered();
  const showSnackbar = useSnackbar();
  const saved = valuesOf(read.value);
  const values: Values = { ...saved, ...draft };
  const isDirty = !sameValue(values, saved);

  const change = (patch: Partial<Values>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in patch))));
  };

  const save = async (): Promise<boolean> => {
    if (!isDirty) return false;
    setSaving(true);
    try {
      answered(await putLocationSettings({ ...read.value, ...bodyOf(values, read.value) }, read.etag));
      setDraft({});
      setServerErrors({});
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409 && error.current) {
        answered({ value: error.current as LocationSettingsView, etag: error.etag });
      } else if (error.status === 400) {
        setServerErrors(Object.fromEntries(error.errors.map((e) => [e.field.split('.')[0], e.message])));
      } else if (error.status === 0) showSnackbar(error.title, 'alert');
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, change, isDirty, isSaving, serverErrors, save };
}
