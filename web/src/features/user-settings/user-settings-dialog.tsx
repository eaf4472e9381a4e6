import { passwordStrength } from '@bayline/contracts';
import { useState } from 'react';
import { Meter } from 'react-aria-components';
import { Button } from '../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../components/dialog.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { useSaveUserSettings } from './api.ts';
import { UnsavedQuestion } from './unsaved-question.tsx';
import * as styles from './user-settings.css.ts';
import {
  canSaveUserSettings,
  changesPassword,
  renames,
  type UserSettingsErrors,
  type UserSettingsForm,
  userSettingsErrors,
  userSettingsFormOf,
} from './user-settings.ts';

/** The strength bar: 10 points a character, the success colour at 100. */
function StrengthBar({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <Meter className={styles.meter} value={strength} aria-label="Password strength">
      {({ percentage }) => (
        <div className={styles.meterTrack}>
          <div className={styles.meterFill} data-full={strength === 100} style={{ width: `${percentage}%` }} />
        </div>
      )}
    </Meter>
  );
}

/**
 * User Settings (spec 3 section 2.5): the signed-in user's first and last name and, optionally, a new password
 * with its confirmation and the current one. SAVE only with a valid change; CANCEL with one asks first.
 */
export function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  const save = useSaveUserSettings();
  const [form, setForm] = useState<UserSettingsForm>(() => userSettingsFormOf(user));
  const [touched, setTouched] = useState<Partial<Record<keyof UserSettingsForm, boolean>>>({});
  const [refused, setRefused] = useState<{ errors: UserSettingsErrors; note?: string }>({ errors: {} });
  const [asking, setAsking] = useState(false);

  const errors = userSettingsErrors(form);
  const changed = renames(form, user) || changesPassword(form);
  const canSave = canSaveUserSettings(form, user) && !save.isPending;
  const errorOf = (field: keyof UserSettingsForm) =>
    refused.errors[field] ?? (touched[field] ? errors[field] : undefined);
  const set = (field: keyof UserSettingsForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setRefused({ errors: {} });
  };

  const submit = () => {
    setAsking(false);
    if (!canSave) {
      // YES to the question with an invalid value: the messages show, and the dialog stays.
      setTouched({ firstName: true, lastName: true, currentPassword: true, password: true, confirmPassword: true });
      return;
    }
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    save.mutate(
      {
        name: renames(form, user) ? { firstName, lastName } : undefined,
        password: changesPassword(form)
          ? { currentPassword: form.currentPassword, password: form.password, confirmPassword: form.confirmPassword }
          : undefined,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fieldErrors: UserSettingsErrors = {};
          if (error instanceof ApiError)
            for (const e of error.errors) fieldErrors[e.field as keyof UserSettingsForm] ??= e.message;
          setRefused({ errors: fieldErrors, note: Object.keys(fieldErrors).length ? undefined : error.message });
        },
      },
    );
  };
  const cancel = () => (changed ? setAsking(true) : onClose());

  return (
    <AppDialog title="User Settings" isOpen onOpenChange={(open) => !open && cancel()}>
      <DialogBody>
        <div className={styles.fields}>
          <TextField
            label="First Name"
            value={form.firstName}
            onChange={set('firstName')}
            error={errorOf('firstName')}
            maxLength={25}
            autoComplete="given-name"
            autoFocus
          />
          <TextField
            label="Last Name"
            value={form.lastName}
            onChange={set('lastName')}
            error={errorOf('lastName')}
            maxLength={25}
            autoComplete="family-name"
          />
          <TextField
            className={styles.wide}
            label="Current Password"
            type="password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={errorOf('currentPassword')}
            autoComplete="current-password"
          />
          <TextField
            label="New Password"
            type="password"
            value={form.password}
            onChange={set('password')}
            error={errorOf('password')}
            autoComplete="new-password"
          />
          <TextField
            label="Confirm Password"
            type="password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            error={errorOf('confirmPassword')}
            autoComplete="new-password"
          />
          <StrengthBar password={form.password} />
        </div>
      </DialogBody>
      <DialogFooter note={refused.note}>
        <Button onPress={cancel}>CANCEL</Button>
        <Button variant="primary" onPress={submit} isDisabled={!canSave}>
          SAVE
        </Button>
      </DialogFooter>
      <UnsavedQuestion isOpen={asking} onSave={submit} onDiscard={onClose} onStay={() => setAsking(false)} />
    </AppDialog>
  );
}
