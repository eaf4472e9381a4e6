import { forgotSchema, resetPasswordSchema } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Logo } from '../../components/logo.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForgot, useResetPassword } from '../../features/auth/api/invitations.ts';
import * as styles from '../../features/auth/components/auth-layout.css.ts';
import { useFieldErrors } from '../../features/auth/components/field-errors.ts';
import { tMessage } from '../../lib/messages.ts';

/** /forgot asks for a reset link; /forgot?token=... (the link) sets the new password. */
export function ForgotRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <Logo tone="dark" />
        {token ? <NewPassword token={token} /> : <AskForLink />}
        <Link className={styles.link} to="/login">
          {t('backToSignIn')}
        </Link>
      </main>
    </div>
  );
}

function AskForLink() {
  const { t } = useTranslation('auth');
  const forgot = useForgot();
  const form = useFieldErrors(['email'] as const);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(forgotSchema, { email });
    if (input) forgot.mutate(input.email, { onError: form.refused });
  };
  return (
    <>
      <h1 className={styles.heading}>{t('forgot.title')}</h1>
      {forgot.isSuccess ? (
        <p className={styles.notice} role="status">
          {tMessage(forgot.data.message)}
        </p>
      ) : (
        <>
          <p className={styles.subtitle}>{t('forgot.text')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              autoFocus
              value={email}
              error={form.errors.email}
              onChange={(value) => {
                setEmail(value);
                form.clear('email');
              }}
            />
            <div className={styles.submit}>
              <Button type="submit" variant="primary" isPending={forgot.isPending}>
                {t('forgot.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
      {form.errors.failure && (
        <p className={styles.failure} role="alert">
          {form.errors.failure}
        </p>
      )}
    </>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useFieldErrors(['password', 'confirmPassword'] as const);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const field = (name: 'password' | 'confirmPassword') => ({
    value: values[name],
    error: form.errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      form.clear(name);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(resetPasswordSchema, { ...values, token });
    if (input) reset.mutate(input, { onError: form.refused });
  };
  return (
    <>
      <h1 className={styles.heading}>{t('newPassword.title')}</h1>
      {reset.isSuccess ? (
        <p className={styles.notice} role="status">
          {tMessage(reset.data.message)}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...field('password')}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <div className={styles.submit}>
            <Button type="submit" variant="primary" isPending={reset.isPending}>
              {t('newPassword.submit')}
            </Button>
          </div>
        </form>
      )}
      {form.errors.failure && (
        <p className={styles.failure} role="alert">
          {form.errors.failure}
        </p>
      )}
    </>
  );
}
