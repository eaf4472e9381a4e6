import { allows, type LocationSettingsView, wipNotifyAssigneeMessage } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { blockNonDigitKeys } from '../../../components/number-keys.ts';
import { Switch } from '../../../components/switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { Tagged } from '../../../lib/api.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { stack } from '../../../styles/shared.css.ts';
import * as styles from '../../settings-people/components/settings-people.css.ts';
import { WithLocationSettings } from '../../settings-people/components/with-location-settings.tsx';
import {
  hasActiveRecipient,
  type NumberField,
  notifyDays,
  type PreferencesField,
  preferencesBody,
  preferencesErrors,
  preferencesValuesOf,
} from '../../settings-people/location-preferences.ts';
import { useLocationSettingsDraft } from '../../settings-people/use-location-settings-draft.ts';
import { SettingsPage } from '../components/settings-page.tsx';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt.tsx';

/** Location Preferences (spec 2 section 2): when and how often the shop is told about its work. */
export function LocationPreferencesScreen() {
  const location = selectedLocation(useSessionUser())?.shortName;
  return <WithLocationSettings key={location}>{(read) => <PreferencesForm read={read} />}</WithLocationSettings>;
}

function PreferencesForm({ read }: { read: Tagged<LocationSettingsView> }) {
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
      title="Location Preferences"
      actions={
        <Button variant="primary" onPress={() => void draft.save()} isDisabled={!canSave}>
          Save
        </Button>
      }
    >
      <div className={stack}>
        <div className={styles.formGrid}>
          {time('notifyStart', 'Notification Start')}
          {time('notifyEnd', 'Notification End')}
        </div>
        <fieldset className={styles.days} aria-label="Notification Days">
          {notifyDays.map(({ field, label }) => (
            <Checkbox
              key={field}
              label={label}
              isSelected={values[field]}
              onChange={(isSelected) => draft.change({ [field]: isSelected })}
              isDisabled={readOnly}
            />
          ))}
        </fieldset>
        <div className={styles.formGrid}>
          {number('jobNotifyPeriod', 'Job Notification Frequency (minutes)')}
          {number('releaseGoal', 'Release Goal')}
          {number('inputBuffer', 'Input Buffer')}
          {number('outputBuffer', 'Output Buffer')}
          {number('thresholdPercent', 'Threshold Percent')}
        </div>
        <Switch
          label="WIP/Inventory Notifications"
          isSelected={values.enableWipInvNotify}
          onChange={(enableWipInvNotify) => draft.change({ enableWipInvNotify })}
          isDisabled={readOnly}
        />
        <div className={styles.formGrid}>
          {number('notifyPeriod', 'Notification Frequency (minutes)')}
          {number('notifyMax', 'Max Notifications')}
        </div>
        <fieldset className={styles.days} aria-label="Notify">
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
            {wipNotifyAssigneeMessage}
          </p>
        )}
      </div>
      <UnsavedChangesPrompt isDirty={draft.isDirty} onSave={draft.save} />
    </SettingsPage>
  );
}
