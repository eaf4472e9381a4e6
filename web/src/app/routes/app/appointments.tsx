import { PlannedPage } from './planned.tsx';

/** /appointments (spec 3 section 2.12). */
export function Component() {
  return (
    <PlannedPage title="Appointments">
      The appointments calendar of this location will show here: month, week, day and agenda views, filtered by
      appointment type, where an appointment is created, updated, deleted or converted into a job.
    </PlannedPage>
  );
}
