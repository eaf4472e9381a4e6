import type { BoardCard } from '@bayline/contracts';
import { HoldMenu } from '../../../components/holds/hold-actions.tsx';
import { HoldMarker } from '../../../components/holds/hold-marker.tsx';
import { jobLabel } from '../../../lib/format.ts';
import * as styles from './job-card.css.ts';

/** A held job's mark on its card, above the card's control so its tooltip answers hover and focus. */
export function CardHoldMark({ job }: { job: BoardCard }) {
  if (!job.hold) return null;
  return (
    <div className={styles.cardHold}>
      <HoldMarker hold={job.hold} />
    </div>
  );
}

/** The card's menu of hold actions, for users with board write. */
export function CardHoldMenu({ job }: { job: BoardCard }) {
  return (
    <span className={styles.cardAction}>
      <HoldMenu job={{ jobAdminId: job.jobAdminId, name: jobLabel(job), hold: job.hold }} />
    </span>
  );
}
