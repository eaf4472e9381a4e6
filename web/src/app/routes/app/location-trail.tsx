import { LocationTrailPage } from '../../../features/audit/components/location-trail-page.tsx';

/** /history/location: the location-wide audit trail and its settings at a moment (issue 13). */
export function Component() {
  return <LocationTrailPage />;
}
