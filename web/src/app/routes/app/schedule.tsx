import { Outlet, useOutlet } from 'react-router';
import { PlannedPage } from './planned.tsx';

/** /schedule, and its child route job (spec 3 section 2.1). */
export function Component() {
  const child = useOutlet();
  if (child) return <Outlet />;
  return (
    <PlannedPage title="Schedule">
      The production schedule of this location will show here: the jobs planned to arrive and to be delivered day by
      day, each opening its job folder.
    </PlannedPage>
  );
}

/** /schedule/job: a job opened from the schedule. */
export function ScheduleJob() {
  return (
    <PlannedPage title="Schedule Job">
      A job opened from the production schedule will show here, with its folder beside the schedule.
    </PlannedPage>
  );
}
