import { UserMenu } from '../../auth/components/user-menu.tsx';
import { LocationSwitcher } from '../../locations/components/location-switcher.tsx';
import { CapacityIndicators } from './capacity-indicators.tsx';
import { MessagingButton } from './messaging-button.tsx';

/** The right side of the top bar (spec 3 section 2.4); on a phone the layout folds it into a panel. */
export function TopBarActions() {
  return (
    <>
      <CapacityIndicators />
      <LocationSwitcher />
      <MessagingButton />
      <UserMenu />
    </>
  );
}
