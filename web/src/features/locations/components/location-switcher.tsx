import { isAllPowerful } from '@bayline/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { mayChangeLocation } from '../../../lib/location-change-guard.ts';
import { useSelectLocation } from '../../../lib/select-location.ts';
import { sortLocations } from '../sort-locations.ts';
import { AddLocationDialog } from './add-location-dialog.tsx';
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
  const [adding, setAdding] = useState(false);

  // The user always works in a location: with none selected yet, the first one is.
  useEffect(() => {
    if (!current && first && isIdle) mutate(first);
  }, [current, first, isIdle, mutate]);

  return (
    <>
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
      {/* Owners and support add locations, as the server allows them alone. */}
      {isAllPowerful(user.roles) && (
        <IconButton label={t('location.addLocation')} onPress={() => setAdding(true)}>
          <PlusIcon />
        </IconButton>
      )}
      {adding && <AddLocationDialog onClose={() => setAdding(false)} />}
    </>
  );
}
