import { type NewLocation, newLocationSchema } from '@bayline/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { homeRoute } from '../../../lib/auth.ts';
import { localFieldErrors, tMessage } from '../../../lib/messages.ts';
import { stack } from '../../../styles/shared.css.ts';
import { useAddLocation } from '../api/add-location.ts';

type Field = keyof NewLocation;
type Form = Record<Field, string>;

/** Every IANA zone the browser knows, as the server's schema checks them. */
const timeZones = () => Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, label: zone }));

/**
 * Add Location (owners and support): name, short name and time zone, checked by the route's own schema; a refusal
 * (a short name in use) shows on its field. Added, the user works in it: its board says what to set up first.
 */
export function AddLocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const add = useAddLocation();
  const current = useLocationSettings().data?.timeZone;
  const zones = useMemo(timeZones, []);
  const [form, setForm] = useState<Partial<Form>>({});
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refused, setRefused] = useState<{ errors: ReadonlyMap<string, string>; note?: string }>({
    errors: new Map(),
  });

  const values: Form = {
    name: form.name ?? '',
    shortName: form.shortName ?? '',
    timeZone: form.timeZone ?? current ?? '',
  };
  const parsed = newLocationSchema.safeParse(values);
  const errors = new Map(parsed.success ? [] : localFieldErrors(parsed.error).map((e) => [e.field, e.message]));
  const errorOf = (field: Field) => refused.errors.get(field) ?? (touched.has(field) ? errors.get(field) : undefined);
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => new Set(t).add(field));
    setRefused({ errors: new Map() });
  };

  const submit = () => {
    if (!parsed.success) {
      setTouched(new Set(['name', 'shortName', 'timeZone']));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        onClose();
        void navigate(homeRoute);
      },
      onError: (error) => {
        // The server's field names are its own: kept in a Map, never as keys of a plain object.
        const fieldErrors = new Map<string, string>();
        if (error instanceof ApiError)
          for (const e of error.errors) if (!fieldErrors.has(e.field)) fieldErrors.set(e.field, tMessage(e.message));
        setRefused({ errors: fieldErrors, note: fieldErrors.size ? undefined : error.message });
      },
    });
  };

  return (
    <AppDialog title={t('location.addTitle')} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <div className={stack}>
          <TextField
            label={t('location.name')}
            value={values.name}
            onChange={set('name')}
            onBlur={() => setTouched((t) => new Set(t).add('name'))}
            error={errorOf('name')}
            maxLength={120}
            autoFocus
          />
          <TextField
            label={t('location.shortName')}
            value={values.shortName}
            onChange={set('shortName')}
            onBlur={() => setTouched((t) => new Set(t).add('shortName'))}
            error={errorOf('shortName')}
            maxLength={20}
          />
          <Select
            label={t('location.timeZone')}
            options={zones}
            value={values.timeZone || null}
            onChange={set('timeZone')}
            error={errorOf('timeZone')}
          />
        </div>
      </DialogBody>
      <DialogFooter note={refused.note}>
        <Button onPress={onClose}>{t('location.cancel')}</Button>
        <Button variant="primary" onPress={submit} isDisabled={add.isPending}>
          {t('location.add')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
