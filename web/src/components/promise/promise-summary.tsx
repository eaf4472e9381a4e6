import * as styles from './promise.css.ts';
import { type PromiseAt, promiseWords } from './promise.ts';

/** A job's promise on one line: the verdict as a tag (none without Scheduled Out), the expected day, its causes. */
export function PromiseSummary({ at, testId }: { at: PromiseAt; testId: string }) {
  const words = promiseWords(at);
  const verdict = at.promise.verdict ?? 'none';
  return (
    <span className={styles.summary} data-testid={testId} data-verdict={verdict}>
      {words.verdict && <span className={`${styles.tag} ${styles.tagTone[verdict]}`}>{words.verdict}</span>}
      <span>{words.expected}</span>
      {words.causes.length > 0 && <span>{words.causes.join(' · ')}</span>}
    </span>
  );
}
