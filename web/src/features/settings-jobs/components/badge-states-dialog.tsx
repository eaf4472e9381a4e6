import type { BadgeState } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ColourPicker } from '../../../components/colour-picker.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { sameValue } from '../../../components/settings/settings-list.ts';
import { TextField } from '../../../components/text-field.tsx';
import { stack } from '../../../styles/shared.css.ts';
import { badgeStatesValid } from '../badges.ts';
import * as styles from './settings-jobs.css.ts';

export interface BadgeStatesDialogProps {
  badgeName: string;
  states: readonly BadgeState[];
  isDisabled: boolean;
  onSubmit: (states: BadgeState[]) => void;
  onCancel: () => void;
}

/** A badge's five states, 1 Inactive to 5 Complete: each a description (never blank) and a colour. */
export function BadgeStatesDialog({ badgeName, states, isDisabled, onSubmit, onCancel }: BadgeStatesDialogProps) {
  const { t } = useTranslation('settings');
  const [edited, setEdited] = useState(() => [...states].sort((a, b) => a.state - b.state));
  const change = (state: number, patch: Partial<BadgeState>) =>
    setEdited((current) => current.map((s) => (s.state === state ? { ...s, ...patch } : s)));
  const valid = badgeStatesValid(edited);
  const changed = !sameValue(
    [...states].sort((a, b) => a.state - b.state),
    edited,
  );
  return (
    <AppDialog
      title={t('badges.statesTitle', { badge: badgeName || t('badges.badge') })}
      isOpen
      onOpenChange={(open) => !open && onCancel()}
    >
      <DialogBody>
        <div className={stack}>
          {edited.map((s) => (
            <div key={s.state} className={styles.stateRow}>
              <span className={styles.stateNumber}>{s.state}</span>
              <TextField
                label={t('badges.state', { state: s.state })}
                value={s.description}
                onChange={(description) => change(s.state, { description })}
                error={s.description.trim() === '' ? t('validation.descriptionRequired') : undefined}
                maxLength={50}
                isDisabled={isDisabled}
              />
              <ColourPicker
                label={t('badges.colorOfState', { state: s.state })}
                value={s.color}
                onChange={(color) => change(s.state, { color })}
                isDisabled={isDisabled}
              />
            </div>
          ))}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={onCancel}>{t('common.cancel')}</Button>
        <Button variant="primary" isDisabled={isDisabled || !valid || !changed} onPress={() => onSubmit(edited)}>
          {t('common.submit')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
