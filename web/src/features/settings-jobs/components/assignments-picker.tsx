import type { Contact } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { visuallyHidden } from '../../../styles/utilities.css.ts';
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
    <Popover
      trigger={
        // Named by its label and the names it shows, so a user speaking those reaches it (WCAG 2.5.3).
        <PlainButton className={selectStyles.trigger} isDisabled={isDisabled}>
          <span className={visuallyHidden}>{label} </span>
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
        </PlainButton>
      }
      label={label}
      className={styles.pickerList}
    >
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
    </Popover>
  );
}
