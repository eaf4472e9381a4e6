import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { useSelectLocation } from '../api/select-location.ts';
import { mayChangeLocation } from '../location-change-guard.ts';
import { sortLocations } from '../sort-locations.ts';
import * as styles from './location-switcher.css.ts';

/** The top bar's choice of location; choosing one selects it on the server and reloads every screen. */
export function LocationSwitcher() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const select = useSelectLocation();
  const showSnackbar = useSnackbar();
  const options = useMemo(
    () => sortLocations(user.locations).map((l) => ({ id: l.shortName, label: l.name })),
    [user.locations],
  );
  const current = selectedLocation(user)?.shortName ?? null;
  const first = options[0]?.id;
  const { mutate, isIdle } = select;

  // The user always works in a location: with none selected yet, the first one is.
  useEffect(() => {
    if (!current && first && isIdle) mutate(first);
  }, [current, first, isIdle, mutate]);

  return (
    <Select
      label={t('location.label')}
      hideLabel
      placeholder={t('location.placeholder')}
      options={options}
      value={select.isPending ? select.variables : current}
      isDisabled={select.isPending}
      onChange={(shortName) => {
        if (shortName === current) return;
        // A screen with unsaved changes asks first; the switch waits for the answer.
        void mayChangeLocation().then((mayChange) => {
          if (mayChange) select.mutate(shortName, { onError: (error) => showSnackbar(error.message, 'alert') });
        });
      }}
      className={styles.switcher}
      triggerClassName={styles.trigger}
    />
  );
}
