import { useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import * as tooltipStyles from '../tooltip.css.ts';
import * as styles from './promise.css.ts';
import { type PromiseAt, promiseSentence, promiseWords } from './promise.ts';

/** The mark a verdict shows on the card, read along with its colour. */
const marks = { none: '·', onTime: '✓', atRisk: '!', late: '!!' } as const;

/**
 * A small mark of a job's promise: its colour and sign say on time, at risk or late; hovering, focusing or pressing
 * it (a phone has no hover) shows the expected day and its causes in words.
 */
export function PromiseMark({ at, testId }: { at: PromiseAt; testId: string }) {
  const [open, setOpen] = useState(false);
  const words = promiseWords(at);
  const verdict = at.promise.verdict ?? 'none';
  return (
    <TooltipTrigger delay={300} isOpen={open} onOpenChange={setOpen}>
      <Button
        className={styles.marker}
        data-testid={testId}
        data-verdict={verdict}
        aria-label={promiseSentence(at)}
        onPress={() => setOpen((shown) => !shown)}
      >
        <span className={`${styles.mark} ${styles.markerTone[verdict]}`}>{marks[verdict]}</span>
      </Button>
      <Tooltip className={tooltipStyles.tooltip} offset={6}>
        <span className={styles.tip}>
          {words.verdict && <span className={styles.tipVerdict}>{words.verdict}</span>}
          <span>{words.expected}</span>
          {words.causes.map((cause) => (
            <span key={cause}>{cause}</span>
          ))}
        </span>
      </Tooltip>
    </TooltipTrigger>
  );
}
