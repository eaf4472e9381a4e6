import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeIcon } from '../../../components/badge-icon.tsx';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { iconLabel, iconsMatching } from '../badges.ts';
import * as styles from './settings-jobs.css.ts';

export interface IconPickerDialogProps {
  /** The icon the badge has now, marked in the grid (none for a new badge). */
  current?: string;
  onPick: (iconName: string) => void;
  onCancel: () => void;
}

/** 'Select Icon': the badge icons in a grid, narrowed by a search; a click picks one. */
export function IconPickerDialog({ current, onPick, onCancel }: IconPickerDialogProps) {
  const { t } = useTranslation('settings');
  const [search, setSearch] = useState('');
  const icons = iconsMatching(search);
  return (
    <AppDialog title={t('badges.selectIcon')} isOpen onOpenChange={(open) => !open && onCancel()}>
      <DialogBody>
        <TextField label={t('badges.search')} value={search} onChange={setSearch} autoFocus />
        {icons.length === 0 ? (
          <p className={emptyMessage}>{t('badges.noIcons')}</p>
        ) : (
          <div className={styles.iconGrid}>
            {icons.map((name) => (
              <PlainButton
                key={name}
                className={styles.iconChoice}
                aria-label={iconLabel(name)}
                data-selected={name === current}
                onPress={() => onPick(name)}
              >
                <BadgeIcon iconName={name} color="currentColor" size={28} />
                {iconLabel(name)}
              </PlainButton>
            ))}
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
