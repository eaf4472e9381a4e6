import '../../../features/appointments/catalogues.ts';
import { AppointmentsPage } from '../../../features/appointments/components/appointments-page.tsx';

/** /appointments (spec 3 section 2.12): the calendar, loaded with its FullCalendar only on this route. */
export function Component() {
  return <AppointmentsPage />;
}
