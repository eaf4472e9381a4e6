import type { Contact } from '@bayline/contracts';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { assignmentChips } from '../assignment-chips.ts';
import * as styles from './settings-jobs.css.ts';

export interface AssignmentsPickerProps {
  /** Names the control ('Assignments of Estimate'). */
  label: string;
  /** The location's assignees; only active ones can be chosen. */
  assignees: readonly Contact[];
  value: readonly string[];
  onChange: (contactIds: string[]) => void;
  isDisabled?: boolean;
}

/** The chosen assignees as chips (two names, then '+N more'); a click opens the active assignees to tick. */
export function AssignmentsPicker({ label, assignees, value, onChange, isDisabled }: AssignmentsPickerProps) {
  const { t } = useTranslation('settings');
  const chosen = new Set(value);
  const names = assignees.filter((a) => chosen.has(a.contactId)).map((a) => a.name);
  const chips = assignmentChips(names);
  const offered = assignees.filter((a) => a.isActive && !a.deletedAt);
  return (
    <DialogTrigger>
      <AriaButton className={selectStyles.trigger} aria-label={label} isDisabled={isDisabled}>
        <span className={styles.chips}>
          {names.length === 0 ? (
            <span className={styles.muted}>{t('assignees.noneSelected')}</span>
          ) : (
            <>
              {chips.names.map((name) => (
                <span key={name} className={styles.chip}>
                  {name}
                </span>
              ))}
              {chips.more && <span className={styles.muted}>{chips.more}</span>}
            </>
          )}
        </span>
      </AriaButton>
      <Popover className={selectStyles.popover} placement="bottom start">
        <Dialog aria-label={label} className={styles.pickerList}>
          {offered.map((a) => (
            <Checkbox
              key={a.contactId}
              label={a.name}
              isSelected={chosen.has(a.contactId)}
              onChange={(on) =>
                onChange(on ? [...value, a.contactId] : value.filter((contactId) => contactId !== a.contactId))
              }
            />
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
