import * as styles from './loading.css.ts';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden />
      {label}
    </div>
  );
}
