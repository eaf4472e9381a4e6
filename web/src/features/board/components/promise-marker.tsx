import type { BoardCard } from '@bayline/contracts';
import { usePromise } from '../../../components/promise/promise.ts';
import { PromiseMark } from '../../../components/promise/promise-marker.tsx';
import { useNow } from '../../../lib/use-now.ts';

/** The card's promise-date mark, worked out again every minute and as the board or the departments change. */
export function PromiseMarker({ job }: { job: BoardCard }) {
  const at = usePromise(job, useNow());
  return at ? <PromiseMark at={at} testId={`promise-${job.jobAdminId}`} /> : null;
}
