import { loginSchema } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { tMessage } from '../../../lib/messages.ts';
import { useLogin } from '../api/login.ts';
import * as styles from './auth-layout.css.ts';

type Field = 'email' | 'password';

/** The credentials form; `warning` is shown in warning colour (a user without locations). */
export function LoginForm({ warning }: { warning?: string }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** Typing answers the last error: a refused sign-in and the field's message go until the next attempt. */
  const typed = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (login.isError) login.reset();
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= tMessage(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <Logo tone="dark" />
        <h1 className={styles.heading}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={typed('email', setEmail)}
            error={errors.email}
            autoFocus
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={typed('password', setPassword)}
            error={errors.password}
          />
          <div className={styles.submit}>
            <Button type="submit" variant="primary" isPending={login.isPending}>
              {t('login.signIn')}
            </Button>
          </div>
        </form>
        <Link className={styles.link} to="/forgot">
          {t('login.forgot')}
        </Link>
        {login.isError && (
          <p className={styles.failure} role="alert">
            {login.error.message}
            {login.error instanceof ApiError && login.error.status === 429 && ` ${login.error.detail ?? ''}`}
          </p>
        )}
        {warning && !login.isPending && (
          <p className={styles.warning} role="alert">
            {warning}
          </p>
        )}
      </main>
    </div>
  );
}
