import type { JobClassCycle } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { MultiSelect } from '../../../components/multi-select.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import {
  assigneeSummary,
  type CycleGoal,
  carryCycleTime,
  cycleGoalRows,
  cycleGoalsChanged,
  cycleGoalsToKeep,
} from '../cycle-goals.ts';
import * as styles from '../scheduling.css.ts';
import { WholeNumberInput } from './whole-number-input.tsx';

interface CycleGoalsDialogProps {
  departmentName: string;
  jobClasses: readonly { jobClassId: string; name: string }[];
  contacts: readonly { contactId: string; name: string }[];
  initial: readonly JobClassCycle[];
  isReadOnly: boolean;
  onSubmit: (goals: CycleGoal[]) => void;
  onClose: () => void;
}

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
] as const;

/** How long a job of each class should stay in the department, and who is told when it stays longer. */
export function CycleGoalsDialog({
  departmentName,
  jobClasses,
  contacts,
  initial,
  isReadOnly,
  onSubmit,
  onClose,
}: CycleGoalsDialogProps) {
  const [opened] = useState(() => cycleGoalRows(jobClasses, initial));
  const [goals, setGoals] = useState(opened);
  const canSubmit = !isReadOnly && cycleGoalsChanged(opened, goals);
  const contactOptions = contacts.map((c) => ({ id: c.contactId, label: c.name }));
  const update = (index: number, change: Partial<CycleGoal>) =>
    setGoals(goals.map((g, i) => (i === index ? { ...g, ...change } : g)));

  return (
    <AppDialog title={`Cycle Goals: ${departmentName}`} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <DialogBody>
        {goals.length === 0 ? (
          <p className={emptyMessage}>No cycle goals found.</p>
        ) : (
          <ul className={styles.rows} aria-label="Cycle goals">
            {goals.map((goal, index) => {
              const className = jobClasses[index].name;
              return (
                <li key={goal.jobClassId} className={styles.row}>
                  <span className={styles.rowLabel}>{className}</span>
                  <span className={styles.rowInputs}>
                    {units.map(([unit, unitLabel]) => (
                      <span key={unit} className={styles.rowInputs}>
                        <WholeNumberInput
                          label={`${className} ${unitLabel}`}
                          value={goal[unit]}
                          max={unit === 'days' ? 365 : undefined}
                          onChange={(value) => update(index, carryCycleTime({ ...goal, [unit]: value }))}
                          isDisabled={isReadOnly}
                        />
                        <span className={styles.unit}>{unitLabel}</span>
                      </span>
                    ))}
                    <MultiSelect
                      label={`${className} Notify`}
                      hideLabel
                      placeholder="Notify"
                      className={styles.picker}
                      options={contactOptions}
                      value={goal.notifications.map((n) => n.contactId)}
                      onChange={(ids) => update(index, { notifications: ids.map((contactId) => ({ contactId })) })}
                      summary={assigneeSummary}
                      isDisabled={isReadOnly}
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>CANCEL</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(cycleGoalsToKeep(goals))}>
          SUBMIT
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
