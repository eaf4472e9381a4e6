import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../button.tsx';
import { PlusIcon } from '../icons.tsx';
import { Menu, MenuItem } from '../ui/menu.tsx';

type Source = 'folder' | 'camera' | 'device';

export interface AddMediaMenuProps {
  /** The ways offered, each with what it opens; one left out is not in the menu. */
  onFolder?: () => void;
  onCamera?: () => void;
  onDevice?: () => void;
  isDisabled?: boolean;
  /** Shown as this icon alone, named by `label` (a phone form's header). */
  icon?: ReactNode;
  label?: string;
}

/**
 * The add menu (spec 1 section 6): with media write it offers the job folder's media (where picking applies),
 * Capture Media and Add Media from Device; otherwise only the folder picker.
 */
export function AddMediaMenu({ onFolder, onCamera, onDevice, isDisabled, icon, label }: AddMediaMenuProps) {
  const { t } = useTranslation();
  const ways = new Map<Source, { label: string; open: () => void }>();
  if (onFolder) ways.set('folder', { label: t('media.pickerTitle'), open: onFolder });
  if (onCamera) ways.set('camera', { label: t('media.capture'), open: onCamera });
  if (onDevice) ways.set('device', { label: t('media.addFromDevice'), open: onDevice });
  return (
    <Menu
      trigger={
        icon ? (
          <IconButton label={label ?? t('media.addMenu')} isDisabled={isDisabled || ways.size === 0}>
            {icon}
          </IconButton>
        ) : (
          <Button isDisabled={isDisabled || ways.size === 0}>
            <PlusIcon />
            {label ?? t('media.addMenu')}
          </Button>
        )
      }
      aria-label={t('media.addMenu')}
      onAction={(key) => ways.get(key as Source)?.open()}
    >
      {[...ways].map(([id, way]) => (
        <MenuItem key={id} id={id}>
          {way.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
