import { registerSchema } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Logo } from '../../components/logo.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useRegister } from '../../features/auth/api/invitations.ts';
import * as styles from '../../features/auth/components/auth-layout.css.ts';
import { useFieldErrors } from '../../features/auth/components/field-errors.ts';

const fields = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;

/**
 * /register?token=...: an invited user gives their name and a password, and is signed in (then the licence
 * agreement, then the board). Without a token, the page says how to get one.
 */
export function RegisterRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const token = search.get('token');
  const navigate = useNavigate();
  const register = useRegister();
  const form = useFieldErrors(fields);
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '', confirmPassword: '' });
  const field = (name: (typeof fields)[number]) => ({
    value: values[name],
    error: form.errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      form.clear(name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(registerSchema, { ...values, token });
    if (!input) return;
    register.mutate(input, {
      onSuccess: () => navigate('/login', { replace: true }),
      onError: form.refused,
    });
  };

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <Logo tone="dark" />
        <h1 className={styles.heading}>{t('register.title')}</h1>
        {!token ? (
          <p className={styles.subtitle}>{t('register.noInvitation')}</p>
        ) : (
          <>
            <p className={styles.subtitle}>{t('register.invited')}</p>
            <form className={styles.form} onSubmit={submit} noValidate>
              <TextField
                label={t('fields.firstName')}
                autoComplete="given-name"
                maxLength={25}
                autoFocus
                {...field('firstName')}
              />
              <TextField
                label={t('fields.lastName')}
                autoComplete="family-name"
                maxLength={25}
                {...field('lastName')}
              />
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="new-password"
                {...field('password')}
              />
              <TextField
                label={t('fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                {...field('confirmPassword')}
              />
              <div className={styles.submit}>
                <Button type="submit" variant="primary" isPending={register.isPending}>
                  {t('register.submit')}
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
        <Link className={styles.link} to="/login">
          {t('backToSignIn')}
        </Link>
      </main>
    </div>
  );
}
