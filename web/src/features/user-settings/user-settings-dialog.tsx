import { passwordStrength } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../components/dialog.tsx';
import { Select } from '../../components/select.tsx';
import { TextField } from '../../components/text-field.tsx';
import { Meter } from '../../components/ui/meter.tsx';
import { UnsavedWorkPrompt } from '../../components/unsaved-work-prompt.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { currentLanguage, languages } from '../../lib/i18n.ts';
import { useSaveUserSettings } from './api.ts';
import * as styles from './user-settings.css.ts';
import {
  canSaveUserSettings,
  changesPassword,
  changesSettings,
  type UserSettingsErrors,
  type UserSettingsForm,
  userSettingsErrors,
  userSettingsFormOf,
} from './user-settings.ts';

/** The strength bar: 10 points a character, the success colour at 100. */
function StrengthBar({ password }: { password: string }) {
  const { t } = useTranslation('user');
  const strength = passwordStrength(password);
  return (
    <Meter className={styles.meter} value={strength} aria-label={t('settings.strength')}>
      {({ percentage }) => (
        <div className={styles.meterTrack}>
          <div className={styles.meterFill} data-full={strength === 100} style={{ width: `${percentage}%` }} />
        </div>
      )}
    </Meter>
  );
}

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const languageOptions = languages.map((language) => ({ id: language.code, label: language.name }));

/**
 * User Settings (spec 3 section 2.5): the signed-in user's first and last name, the language the app speaks to
 * them (issue 9) and, optionally, a new password with its confirmation and the current one. SAVE only with a valid
 * change; CANCEL with one asks first.
 */
export function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('user');
  const user = useSessionUser();
  const save = useSaveUserSettings();
  // Until the user chooses one, the language spoken is this browser's.
  const saved = { firstName: user.firstName, lastName: user.lastName, language: user.language ?? currentLanguage() };
  const [form, setForm] = useState<UserSettingsForm>(() => userSettingsFormOf(saved));
  const [touched, setTouched] = useState<Partial<Record<keyof UserSettingsForm, boolean>>>({});
  const [refused, setRefused] = useState<{ errors: UserSettingsErrors; note?: string }>({ errors: {} });
  const [asking, setAsking] = useState(false);

  const errors = userSettingsErrors(form);
  const changed = changesSettings(form, saved) || changesPassword(form);
  const canSave = canSaveUserSettings(form, saved) && !save.isPending;
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
        settings: changesSettings(form, saved) ? { firstName, lastName, language: form.language } : undefined,
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
    <AppDialog title={t('settings.title')} isOpen onOpenChange={(open) => !open && cancel()}>
      <DialogBody>
        <div className={styles.fields}>
          <TextField
            label={t('settings.firstName')}
            value={form.firstName}
            onChange={set('firstName')}
            error={errorOf('firstName')}
            maxLength={25}
            autoComplete="given-name"
            autoFocus
          />
          <TextField
            label={t('settings.lastName')}
            value={form.lastName}
            onChange={set('lastName')}
            error={errorOf('lastName')}
            maxLength={25}
            autoComplete="family-name"
          />
          <Select
            className={styles.wide}
            label={t('settings.language')}
            options={languageOptions}
            value={form.language}
            onChange={set('language')}
          />
          <TextField
            className={styles.wide}
            label={t('settings.currentPassword')}
            type="password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={errorOf('currentPassword')}
            autoComplete="current-password"
          />
          <TextField
            label={t('settings.newPassword')}
            type="password"
            value={form.password}
            onChange={set('password')}
            error={errorOf('password')}
            autoComplete="new-password"
          />
          <TextField
            label={t('settings.confirmPassword')}
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
        <Button onPress={cancel}>{t('cancel')}</Button>
        <Button variant="primary" onPress={submit} isDisabled={!canSave}>
          {t('save')}
        </Button>
      </DialogFooter>
      <UnsavedWorkPrompt isOpen={asking} onYes={submit} onNo={onClose} onCancel={() => setAsking(false)} />
    </AppDialog>
  );
}
