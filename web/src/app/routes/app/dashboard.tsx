import { PlannedPage } from './planned.tsx';

/** /dashboard (spec 3 section 2.9). */
export function Component() {
  return (
    <PlannedPage title="Dashboard">
      The charts pinned from saved reports will show here in a grid you can reorder: deliveries, cycle times, sales,
      inventory, throughput, touch time and the month's forecast.
    </PlannedPage>
  );
}
