import { PlannedPage } from './planned.tsx';

/** /reports (spec 3 section 2.8). */
export function Component() {
  return (
    <PlannedPage title="Reports">
      Saved reports will show here: choose one, run it over a date range, see it as a list or as report cards, filter
      it, and export it.
    </PlannedPage>
  );
}
