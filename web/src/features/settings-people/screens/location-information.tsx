import { allows, isSupport, type LocationSettingsView } from '@bayline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Select } from '../../../components/select.tsx';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { Tagged } from '../../../lib/api.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { stack } from '../../../styles/shared.css.ts';
import { generateApiKey, locationSettingsEditorKey, useSubdivisions } from '../api/location-settings.ts';
import * as styles from '../components/settings-people.css.ts';
import { WithLocationSettings } from '../components/with-location-settings.tsx';
import {
  countries,
  type InformationField,
  informationErrors,
  informationValuesOf,
  postalCodeLabel,
  subdivisionLabel,
  withCountry,
} from '../location-information.ts';
import { useLocationSettingsDraft } from '../use-location-settings-draft.ts';

const textMax = 120;

/** Location Information (spec 2 section 2): the shop's name, address, phone and website, and its uploader key. */
export function LocationInformationScreen() {
  const location = selectedLocation(useSessionUser())?.shortName;
  // Another location is another form: its edits start afresh.
  return <WithLocationSettings key={location}>{(read) => <InformationForm read={read} />}</WithLocationSettings>;
}

function InformationForm({ read }: { read: Tagged<LocationSettingsView> }) {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  const readOnly = !allows(user.permissions.admin, 'write');
  const draft = useLocationSettingsDraft(read, informationValuesOf, (values) => values);
  const { values } = draft;
  const [touched, setTouched] = useState<ReadonlySet<InformationField>>(new Set());
  const errors = informationErrors(read.value, values);
  const messageOf = (field: InformationField) =>
    (touched.has(field) ? errors[field] : undefined) ?? draft.serverErrors[field];
  const subdivisions = useSubdivisions(values.country);

  const text = (field: InformationField, label: string, maxLength = textMax) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => {
        draft.change({ [field]: value });
        setTouched((t) => new Set(t).add(field));
      }}
      onBlur={() => setTouched((t) => new Set(t).add(field))}
      error={messageOf(field)}
      maxLength={maxLength}
      isDisabled={readOnly}
    />
  );
  const canSave = !readOnly && draft.isDirty && Object.keys(errors).length === 0 && !draft.isSaving;

  return (
    <SettingsPage
      title={t('locationInformation.title')}
      changes={{ isDirty: draft.isDirty, canSave, save: draft.save }}
    >
      <div className={stack}>
        <div className={styles.formGrid}>
          {text('name', t('locationInformation.name'))}
          {text('alias', t('locationInformation.alias'))}
        </div>
        {text('address1', t('locationInformation.address'))}
        <div className={styles.formGrid}>
          {text('city', t('locationInformation.city'))}
          <Select
            label={subdivisionLabel(values.country)}
            options={(subdivisions.data ?? []).map((s) => ({ id: s.subdivisionId, label: s.name }))}
            value={values.subdivision || null}
            onChange={(subdivision) => {
              draft.change({ subdivision });
              setTouched((t) => new Set(t).add('subdivision'));
            }}
            error={messageOf('subdivision')}
            isDisabled={readOnly}
          />
          {text('postalCode', postalCodeLabel(values.country), 10)}
          <Select
            label={t('locationInformation.country')}
            options={countries.map((id) => ({ id, label: t(`locationInformation.countries.${id}`) }))}
            value={values.country}
            onChange={(country) => {
              const next = withCountry(values, country);
              draft.change({ country: next.country, subdivision: next.subdivision });
              setTouched((t) => new Set(t).add('subdivision').add('postalCode'));
            }}
            isDisabled={readOnly}
          />
          {text('phone', t('locationInformation.phone'), 30)}
          {text('websiteUrl', t('locationInformation.website'))}
        </div>
        {read.value.apiKey !== undefined && (
          <ApiKeySection apiKey={read.value.apiKey} canRegenerate={isSupport(user.roles)} />
        )}
      </div>
    </SettingsPage>
  );
}

/** The auto-uploader's key: anyone who sees it may copy it; only support users make a new one. */
function ApiKeySection({ apiKey, canRegenerate }: { apiKey: string | null; canRegenerate: boolean }) {
  const { t } = useTranslation('settings');
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [isRegenerating, setRegenerating] = useState(false);
  const whyNoneId = useId();
  const copy = async () => {
    if (!apiKey) return;
    await navigator.clipboard.writeText(apiKey);
    showSnackbar(t('locationInformation.apiKeyCopied'));
  };
  const regenerate = async () => {
    setRegenerating(true);
    try {
      const answer = await generateApiKey();
      queryClient.setQueryData<Tagged<LocationSettingsView>>(locationSettingsEditorKey, (current) =>
        current ? { ...current, value: { ...current.value, apiKey: answer.apiKey } } : current,
      );
      // The settings' version moved on: the next save is checked against the new one.
      void queryClient.invalidateQueries({ queryKey: locationSettingsEditorKey });
    } finally {
      setRegenerating(false);
    }
  };
  return (
    <section className={stack} aria-label={t('locationInformation.autoUploader')}>
      <h2 className={styles.sectionTitle}>{t('locationInformation.autoUploader')}</h2>
      <div className={styles.apiKey}>
        <div className={stack}>
          <span className={styles.note}>{t('locationInformation.apiKey')}</span>
          <code className={styles.mono} data-testid="api-key">
            {apiKey ?? t('common.none')}
          </code>
          {/* Why there is nothing to copy, and who makes a key: only support users may. */}
          {!apiKey && (
            <span id={whyNoneId} className={styles.note}>
              {t(canRegenerate ? 'locationInformation.apiKeyNone' : 'locationInformation.apiKeyBySupport')}
            </span>
          )}
        </div>
        <Button onPress={() => void copy()} isDisabled={!apiKey} aria-describedby={apiKey ? undefined : whyNoneId}>
          {t('locationInformation.copy')}
        </Button>
        {canRegenerate && (
          <Button onPress={() => void regenerate()} isDisabled={isRegenerating}>
            {t('locationInformation.regenerate')}
          </Button>
        )}
      </div>
    </section>
  );
}
