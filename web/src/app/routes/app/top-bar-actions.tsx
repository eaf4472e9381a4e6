import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { LocationSwitcher } from '../../../features/locations/components/location-switcher.tsx';
import { CapacityIndicators } from '../../../features/top-bar/components/capacity-indicators.tsx';
import { MessagingButton } from '../../../features/top-bar/components/messaging-button.tsx';
import { DisplayPreferencesDialog } from '../../../features/user-settings/display-preferences-dialog.tsx';
import { UserSettingsDialog } from '../../../features/user-settings/user-settings-dialog.tsx';

/** The right side of the top bar (spec 3 section 2.4); on a phone the layout folds it into a panel. */
export function TopBarActions() {
  return (
    <>
      <CapacityIndicators />
      <LocationSwitcher />
      <MessagingButton />
      <UserMenu
        renderUserSettings={(onClose) => <UserSettingsDialog onClose={onClose} />}
        renderDisplayPreferences={(onClose) => <DisplayPreferencesDialog onClose={onClose} />}
      />
    </>
  );
}
