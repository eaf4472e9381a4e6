import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { MultiSelect } from '../../../components/multi-select.tsx';
import { zip } from '../../../lib/lists.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { assigneeSummary } from '../cycle-goals.ts';
import {
  assignmentRowProblem,
  assignmentRows,
  assignmentsOf,
  canSubmitAssignments,
  chooseAssignees,
  type DefaultAssignment,
  type DepartmentAssignees,
} from '../default-assignments.ts';
import * as styles from '../scheduling.css.ts';

interface DefaultAssignmentsDialogProps {
  jobClassName: string;
  departments: readonly { departmentId: string; name: string }[];
  contacts: readonly { contactId: string; name: string }[];
  initial: readonly DefaultAssignment[];
  isReadOnly: boolean;
  onSubmit: (assignments: DefaultAssignment[]) => void;
  onClose: () => void;
}

/** Who a new job of the class is assigned to (or only notifies) in each department. */
export function DefaultAssignmentsDialog({
  jobClassName,
  departments,
  contacts,
  initial,
  isReadOnly,
  onSubmit,
  onClose,
}: DefaultAssignmentsDialogProps) {
  const { t } = useTranslation('settings');
  const [opened] = useState(() => assignmentRows(departments, initial));
  const [rows, setRows] = useState(opened);
  const canSubmit = !isReadOnly && canSubmitAssignments(opened, rows);
  const contactOptions = contacts.map((c) => ({ id: c.contactId, label: c.name }));
  const update = (index: number, row: DepartmentAssignees) => setRows(rows.map((r, i) => (i === index ? row : r)));

  return (
    <AppDialog
      title={t('jobClasses.defaultAssignmentsTitle', { name: jobClassName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <DialogBody>
        {rows.length === 0 ? (
          <p className={emptyMessage}>{t('common.dataNotFound')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('jobClasses.defaultAssignments')}>
            {zip(rows, departments).map(([row, department], index) => {
              const name = department.name;
              return (
                <li key={row.departmentId} className={styles.row}>
                  <span className={styles.rowLabel}>{name}</span>
                  <span className={styles.rowInputs}>
                    <MultiSelect
                      label={t('jobClasses.assigneesOf', { name })}
                      hideLabel
                      placeholder={t('jobClasses.noAssignee')}
                      className={styles.picker}
                      options={contactOptions}
                      value={row.assigneeIds}
                      onChange={(ids) => update(index, chooseAssignees(row, 'assigneeIds', ids))}
                      summary={assigneeSummary}
                      error={assignmentRowProblem(row)}
                      isDisabled={isReadOnly}
                    />
                    <MultiSelect
                      label={t('jobClasses.notifyOnlyOf', { name })}
                      hideLabel
                      placeholder={t('jobClasses.notifyOnly')}
                      className={styles.picker}
                      options={contactOptions}
                      value={row.notifyIds}
                      onChange={(ids) => update(index, chooseAssignees(row, 'notifyIds', ids))}
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
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(assignmentsOf(rows))}>
          {t('common.submitCaps')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
