import { PlannedPage } from './planned.tsx';

/** /terminal (spec 3 section 2.11). */
export function Component() {
  return (
    <PlannedPage title="Terminal">
      The day's arrivals and departures will show here: the jobs scheduled in and out on a chosen date, and whether each
      has arrived or been delivered.
    </PlannedPage>
  );
}
