import type { JobClassCycle } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { MultiSelect } from '../../../components/multi-select.tsx';
import { zip } from '../../../lib/lists.ts';
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

const units = ['days', 'hours', 'minutes'] as const;

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
  const { t } = useTranslation('settings');
  const [opened] = useState(() => cycleGoalRows(jobClasses, initial));
  const [goals, setGoals] = useState(opened);
  const canSubmit = !isReadOnly && cycleGoalsChanged(opened, goals);
  const contactOptions = contacts.map((c) => ({ id: c.contactId, label: c.name }));
  const update = (index: number, change: Partial<CycleGoal>) =>
    setGoals(goals.map((g, i) => (i === index ? { ...g, ...change } : g)));

  return (
    <AppDialog
      title={t('departments.cycleGoalsTitle', { name: departmentName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <DialogBody>
        {goals.length === 0 ? (
          <p className={emptyMessage}>{t('departments.noCycleGoals')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('departments.cycleGoals')}>
            {zip(goals, jobClasses).map(([goal, jobClass], index) => {
              const className = jobClass.name;
              return (
                <li key={goal.jobClassId} className={styles.row}>
                  <span className={styles.rowLabel}>{className}</span>
                  <span className={styles.rowInputs}>
                    {units.map((unit) => (
                      <span key={unit} className={styles.rowInputs}>
                        <WholeNumberInput
                          label={t('departments.unitOf', { name: className, unit: t(`departments.${unit}`) })}
                          value={goal[unit]}
                          max={unit === 'days' ? 365 : undefined}
                          onChange={(value) => update(index, carryCycleTime({ ...goal, [unit]: value }))}
                          isDisabled={isReadOnly}
                        />
                        <span className={styles.unit}>{t(`departments.${unit}`)}</span>
                      </span>
                    ))}
                    <MultiSelect
                      label={t('departments.notifyOf', { name: className })}
                      hideLabel
                      placeholder={t('departments.notify')}
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
        <Button onPress={onClose}>{t('common.cancelCaps')}</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(cycleGoalsToKeep(goals))}>
          {t('common.submitCaps')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
