import { maxUserNameLength, mfaMethods } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { stack } from '../../../styles/shared.css.ts';
import { useEmailCheck } from '../use-email-check.ts';
import {
  emptyUserForm,
  formFromUser,
  passwordStrength,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
  type UserRow,
  userFormErrors,
} from '../users.ts';
import * as styles from './settings-people.css.ts';

export interface UserFormDialogProps {
  /** The user edited; none for a new user. */
  user: UserRow | undefined;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
  /** A new user's address is checked as it is typed: a message when it cannot be used. */
  checkNewEmail: (email: string) => Promise<string | undefined>;
}

/** Add or edit a user: names, e-mail, password with its strength bar and confirmation, MFA method. */
export function UserFormDialog({ user, onSubmit, onCancel, checkNewEmail }: UserFormDialogProps) {
  const { t } = useTranslation('settings');
  const isNew = user === undefined;
  const [values, setValues] = useState<UserFormValues>(() => (user ? formFromUser(user) : emptyUserForm));
  const [touched, setTouched] = useState<ReadonlySet<UserFormField>>(new Set());
  const emailCheck = useEmailCheck(values.email, isNew, checkNewEmail);
  const errors: UserFormErrors = userFormErrors(values, isNew);
  // An address in use is said as soon as the check answers, typed or not yet left.
  const taken = !errors.email && emailCheck ? emailCheck : undefined;
  if (taken) errors.email = taken;
  const shown = (field: UserFormField) =>
    touched.has(field) || (field === 'email' && taken) ? errors[field] : undefined;
  const set = (field: UserFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: UserFormField) => () => setTouched((t) => new Set(t).add(field));
  // Add only for a form without errors, a new user's address known to be free.
  const canSubmit = Object.keys(errors).length === 0 && (!isNew || emailCheck === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit(values);
  };

  const strength = passwordStrength(values.password);
  return (
    <AppDialog title={isNew ? t('users.add') : t('users.editUser')} isOpen onOpenChange={(open) => !open && onCancel()}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className={stack}>
            <div className={styles.formGrid}>
              <TextField
                label={t('users.firstName')}
                value={values.firstName}
                onChange={set('firstName')}
                onBlur={touch('firstName')}
                error={shown('firstName')}
                maxLength={maxUserNameLength}
                autoFocus
              />
              <TextField
                label={t('users.lastName')}
                value={values.lastName}
                onChange={set('lastName')}
                onBlur={touch('lastName')}
                error={shown('lastName')}
                maxLength={maxUserNameLength}
              />
            </div>
            <TextField
              label={t('users.email')}
              type="email"
              value={values.email}
              onChange={set('email')}
              onBlur={touch('email')}
              error={shown('email')}
              autoComplete="off"
            />
            <TextField
              label={isNew ? t('users.password') : t('users.newPassword')}
              type="password"
              value={values.password}
              onChange={set('password')}
              onBlur={touch('password')}
              error={shown('password')}
              autoComplete="new-password"
            />
            <meter
              className={styles.strength}
              aria-label={t('users.passwordStrength')}
              min={0}
              max={100}
              value={strength}
            />
            <TextField
              label={t('users.confirmPassword')}
              type="password"
              value={values.passwordConfirm}
              onChange={set('passwordConfirm')}
              onBlur={touch('passwordConfirm')}
              error={shown('passwordConfirm')}
              autoComplete="new-password"
            />
            <Select
              label={t('users.mfaMethod')}
              options={mfaMethods.map((m) => ({ id: m, label: t(`users.mfaMethods.${m}`) }))}
              value={values.mfaMethod}
              onChange={set('mfaMethod')}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onPress={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" isDisabled={!canSubmit}>
            {isNew ? t('common.add') : t('common.ok')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
