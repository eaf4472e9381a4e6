import { allows, type LocationSettingsView, wipNotifyAssigneeMessage } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import { blockNonDigitKeys } from '../../../components/number-keys.ts';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { Switch } from '../../../components/switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { Tagged } from '../../../lib/api.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { tMessage } from '../../../lib/messages.ts';
import { stack } from '../../../styles/shared.css.ts';
import * as styles from '../components/settings-people.css.ts';
import { WithLocationSettings } from '../components/with-location-settings.tsx';
import {
  hasActiveRecipient,
  type NumberField,
  notifyDays,
  type PreferencesField,
  preferencesBody,
  preferencesErrors,
  preferencesValuesOf,
} from '../location-preferences.ts';
import { useLocationSettingsDraft } from '../use-location-settings-draft.ts';

/** Location Preferences (spec 2 section 2): when and how often the shop is told about its work. */
export function LocationPreferencesScreen() {
  const location = selectedLocation(useSessionUser())?.shortName;
  return <WithLocationSettings key={location}>{(read) => <PreferencesForm read={read} />}</WithLocationSettings>;
}

function PreferencesForm({ read }: { read: Tagged<LocationSettingsView> }) {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  const readOnly = !allows(user.permissions.admin, 'write');
  const draft = useLocationSettingsDraft(read, preferencesValuesOf, preferencesBody);
  const { values } = draft;
  const [touched, setTouched] = useState<ReadonlySet<PreferencesField>>(new Set());
  const touch = (field: PreferencesField) => setTouched((t) => new Set(t).add(field));
  const errors = preferencesErrors(read.value, values);
  const messageOf = (field: PreferencesField) =>
    (touched.has(field) ? errors[field] : undefined) ?? draft.serverErrors[field];
  const assignees = read.value.assignees;
  const hasRecipient = hasActiveRecipient(values, assignees);
  const canSave = !readOnly && draft.isDirty && Object.keys(errors).length === 0 && hasRecipient && !draft.isSaving;

  const number = (field: NumberField, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      value={values[field]}
      onChange={(value) => {
        draft.change({ [field]: value });
        touch(field);
      }}
      onBlur={() => touch(field)}
      // None of these can be negative nor fractional.
      onKeyDown={blockNonDigitKeys}
      error={messageOf(field)}
      isDisabled={readOnly}
    />
  );
  const time = (field: 'notifyStart' | 'notifyEnd', label: string) => (
    <TextField
      label={label}
      type="time"
      value={values[field]}
      onChange={(value) => draft.change({ [field]: value })}
      error={messageOf(field)}
      isDisabled={readOnly}
    />
  );

  return (
    <SettingsPage
      title={t('locationPreferences.title')}
      changes={{ isDirty: draft.isDirty, canSave, save: draft.save }}
    >
      <div className={stack}>
        <div className={styles.formGrid}>
          {time('notifyStart', t('locationPreferences.notifyStart'))}
          {time('notifyEnd', t('locationPreferences.notifyEnd'))}
        </div>
        <fieldset className={styles.days} aria-label={t('locationPreferences.notifyDays')}>
          {notifyDays.map(({ field, day }) => (
            <Checkbox
              key={field}
              label={t(`weekdays.${day}`)}
              isSelected={values[field]}
              onChange={(isSelected) => draft.change({ [field]: isSelected })}
              isDisabled={readOnly}
            />
          ))}
        </fieldset>
        <div className={styles.formGrid}>
          {number('jobNotifyPeriod', t('locationPreferences.jobNotifyPeriod'))}
          {number('appointmentReminderMinutes', t('locationPreferences.appointmentReminderMinutes'))}
          {number('releaseGoal', t('locationPreferences.releaseGoal'))}
          {number('inputBuffer', t('locationPreferences.inputBuffer'))}
          {number('outputBuffer', t('locationPreferences.outputBuffer'))}
          {number('thresholdPercent', t('locationPreferences.thresholdPercent'))}
        </div>
        <Switch
          label={t('locationPreferences.wipInvNotify')}
          isSelected={values.enableWipInvNotify}
          onChange={(enableWipInvNotify) => draft.change({ enableWipInvNotify })}
          isDisabled={readOnly}
        />
        <div className={styles.formGrid}>
          {number('notifyPeriod', t('locationPreferences.notifyPeriod'))}
          {number('notifyMax', t('locationPreferences.notifyMax'))}
        </div>
        <fieldset className={styles.days} aria-label={t('locationPreferences.notify')}>
          {assignees.map(({ contactId, name }) => (
            <Checkbox
              key={contactId}
              label={name}
              isSelected={values.notifyAssigneeIds.includes(contactId)}
              onChange={(isSelected) =>
                draft.change({
                  notifyAssigneeIds: isSelected
                    ? [...values.notifyAssigneeIds, contactId]
                    : values.notifyAssigneeIds.filter((id) => id !== contactId),
                })
              }
              isDisabled={readOnly}
            />
          ))}
        </fieldset>
        {!hasRecipient && (
          <p className={styles.alert} role="alert">
            {tMessage(wipNotifyAssigneeMessage)}
          </p>
        )}
      </div>
    </SettingsPage>
  );
}
