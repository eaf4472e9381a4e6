import { Label, ProgressBar } from 'react-aria-components';
import * as styles from './progress.css.ts';

export interface ProgressProps {
  /** What is going on, e.g. 'Uploading...'. */
  label: string;
  /** Done so far, 0 to 1. */
  value: number;
}

/** Long work under way (an upload): its label, a bar and the percent, announced as a progress bar. */
export function Progress({ label, value }: ProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <ProgressBar className={styles.progress} value={percent} aria-live="polite">
      {({ valueText }) => (
        <>
          <Label>{label}</Label>
          <span className={styles.track}>
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </span>
          <span>{valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}
