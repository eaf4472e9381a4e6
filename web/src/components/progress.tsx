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

export interface CompletionBarProps {
  /** How much is done, in words ('2 of 3 tasks completed'). */
  label: string;
  completed: number;
  total: number;
}

/** How much of a whole is done (a job's tasks): its label over a bar that turns green once all is done. */
export function CompletionBar({ label, completed, total }: CompletionBarProps) {
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const isDone = total > 0 && completed === total;
  return (
    <ProgressBar className={styles.completion} value={completed} minValue={0} maxValue={Math.max(1, total)}>
      <Label className={styles.completionLabel}>{label}</Label>
      <div className={styles.completionTrack}>
        <div className={styles.completionFill[isDone ? 'done' : 'partial']} style={{ width: `${percent}%` }} />
      </div>
    </ProgressBar>
  );
}
