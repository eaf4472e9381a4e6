import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useAcceptEula } from '../api/accept-eula.ts';
import { useLogout } from '../api/logout.ts';
import * as styles from './auth-layout.css.ts';

/** The licence agreement a user signs once, before anything else. */
export function EulaAgreement() {
  const { t } = useTranslation('auth');
  const accept = useAcceptEula();
  const logout = useLogout();
  const failure = accept.error ?? logout.error;
  return (
    <div className={styles.page}>
      <main className={styles.wideCard} aria-labelledby="eula-heading">
        <Logo tone="dark" />
        <h1 id="eula-heading" className={styles.heading}>
          {t('eula.title')}
        </h1>
        <section className={styles.agreement} aria-label={t('eula.textLabel')}>
          <p>{t('eula.intro')}</p>
          {(['use', 'customers', 'records', 'availability'] as const).map((part) => (
            <p key={part}>
              <strong>{t(`eula.${part}.title`)}</strong> {t(`eula.${part}.text`)}
            </p>
          ))}
        </section>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button onPress={() => logout.mutate()} isDisabled={accept.isPending} isPending={logout.isPending}>
            {t('eula.decline')}
          </Button>
          <Button
            variant="primary"
            onPress={() => accept.mutate()}
            isDisabled={logout.isPending}
            isPending={accept.isPending}
          >
            {t('eula.accept')}
          </Button>
        </div>
      </main>
    </div>
  );
}
