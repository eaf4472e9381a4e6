import { Button } from '../../../components/button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useAcceptEula } from '../api/accept-eula.ts';
import { useLogout } from '../api/logout.ts';
import * as styles from './auth-layout.css.ts';

/** The licence agreement a user signs once, before anything else. */
export function EulaAgreement() {
  const accept = useAcceptEula();
  const logout = useLogout();
  const failure = accept.error ?? logout.error;
  return (
    <div className={styles.page}>
      <main className={styles.wideCard} aria-labelledby="eula-heading">
        <Logo tone="dark" />
        <h1 id="eula-heading" className={styles.heading}>
          End User License Agreement
        </h1>
        <section className={styles.agreement} aria-label="Agreement text">
          <p>
            This agreement is between you and Bayline for the use of the Bayline production-management service. By
            selecting Accept you agree to these terms on your own behalf and on behalf of the shop that gave you access.
          </p>
          <p>
            <strong>Use of the service.</strong> You may use Bayline to manage the repair jobs, schedules, customers and
            messages of the locations assigned to you. Keep your password to yourself and sign out on shared devices.
          </p>
          <p>
            <strong>Customer information.</strong> Customer names, phone numbers, e-mail addresses and vehicle details
            you enter are the shop's records. Use them only to serve the shop's customers, and send text updates only to
            customers who agreed to receive them.
          </p>
          <p>
            <strong>Records.</strong> Every change you make is recorded with your name and the time, and may be reviewed
            by the shop's owners and by Bayline support.
          </p>
          <p>
            <strong>Availability.</strong> The service is provided as is. Bayline works to keep it available and your
            data safe, and is not liable for losses caused by interruptions beyond its reasonable control.
          </p>
        </section>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button onPress={() => logout.mutate()} isDisabled={accept.isPending} isPending={logout.isPending}>
            Decline
          </Button>
          <Button
            variant="primary"
            onPress={() => accept.mutate()}
            isDisabled={logout.isPending}
            isPending={accept.isPending}
          >
            Accept
          </Button>
        </div>
      </main>
    </div>
  );
}
