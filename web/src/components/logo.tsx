import * as styles from './logo.css.ts';

/** The Bayline wordmark; `light` on the dark top bar, `dark` on white. */
export function Logo({ tone = 'light' }: { tone?: keyof typeof styles.logo }) {
  const size = tone === 'light' ? 26 : 34;
  return (
    <span className={styles.logo[tone]}>
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={tone === 'light' ? '#ffffff' : '#17212e'} />
        <path d="M9 8h8.5a5 5 0 0 1 3.2 8.8A5.2 5.2 0 0 1 18 26H9z" fill="#6aa84f" />
        <path
          d="M13 12v3.5h4a1.75 1.75 0 0 0 0-3.5zm0 7.5V22h4.5a1.25 1.25 0 0 0 0-2.5z"
          fill={tone === 'light' ? '#ffffff' : '#17212e'}
        />
      </svg>
      Bayline
    </span>
  );
}
