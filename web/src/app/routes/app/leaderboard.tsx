import { PlannedPage } from './planned.tsx';

/** /leaderboard (spec 3 section 2.10). */
export function Component() {
  return (
    <PlannedPage title="Leaderboard">
      Assignees and departments ranked by flagged hours or by efficiency over a date range will show here, with the
      totals of the period.
    </PlannedPage>
  );
}
