import { type Contact, type Department, EMPTY_ID, NO_ASSIGNEE_NAME } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select, type SelectOption } from '../../../components/select.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useContacts } from '../../../lib/contacts.ts';
import {
  type AssignmentRow,
  assignAll,
  assignmentRows,
  setAdditionalNotifications,
  setAssignee,
  setNotify,
} from '../assignments.ts';
import { durationText } from '../format.ts';
import type { FolderRights } from '../rights.ts';
import type { FolderEditor } from '../use-folder-editor.ts';
import { AdditionalNotificationsDialog } from './additional-notifications-dialog.tsx';
import * as styles from './folder.css.ts';

interface AssignmentsTabProps {
  editor: FolderEditor;
  departments: readonly Department[];
  rights: FolderRights;
}

/** Who is assigned to each department and who is notified; saved with the folder. */
export function AssignmentsTab({ editor, departments, rights }: AssignmentsTabProps) {
  const { t } = useTranslation('jobs');
  const contactsQuery = useContacts();
  const [now] = useState(() => Date.now());
  const [notifyingFor, setNotifyingFor] = useState<Department>();
  const { assignments, setAssignments, base, baseDraft } = editor;
  if (contactsQuery.isPending) return <Loading />;
  const contacts = contactsQuery.data ?? [];
  const active = contacts.filter((c) => c.isActive && !c.deletedAt);
  const rows = assignmentRows(assignments, departments, base, now);
  const disabled = !rights.editAssignments;
  const nameOf = (contactId: string) => contacts.find((c) => c.contactId === contactId)?.name ?? '';

  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label={t('assignments.assignAll')}
          placeholder={t('assignments.selectAssignee')}
          className={styles.cellSelect}
          options={assigneeOptions(active)}
          value={null}
          isDisabled={disabled || rows.length === 0}
          onChange={(contactId) =>
            setAssignments(
              assignAll(
                assignments,
                rows.map((r) => r.department.departmentId),
                contactId,
                contacts,
              ),
            )
          }
        />
      </div>
      {contactsQuery.error && (
        <p className={styles.muted} role="alert">
          {contactsQuery.error.message}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('folder.tabs.assignments')}>
          <thead>
            <tr>
              <th className={styles.th}>{t('assignments.departments')}</th>
              <th className={styles.th}>{t('assignments.assignee')}</th>
              <th className={styles.th}>{t('assignments.notify')}</th>
              <th className={styles.th}>{t('assignments.additional')}</th>
              <th className={styles.th}>{t('assignments.cycleTime')}</th>
              <th className={styles.th}>{t('assignments.cycleGoal')}</th>
              <th className={styles.th}>{t('assignments.efficiency')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={7}>
                  {t('dataNotFound')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <Row
                  key={row.department.departmentId}
                  row={row}
                  options={assigneeOptions(
                    active,
                    contacts.find((c) => c.contactId === row.contactId),
                  )}
                  disabled={disabled}
                  notifyNames={row.notifyContactIds.map(nameOf).filter(Boolean)}
                  onAssignee={(contactId) =>
                    setAssignments(setAssignee(assignments, row.department.departmentId, contactId, contacts))
                  }
                  onNotify={(doNotify) => setAssignments(setNotify(assignments, row.department.departmentId, doNotify))}
                  onAdditional={() => setNotifyingFor(row.department)}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {notifyingFor && (
        <AdditionalNotificationsDialog
          departmentName={notifyingFor.name}
          contacts={active}
          selected={rows.find((r) => r.department.departmentId === notifyingFor.departmentId)?.notifyContactIds ?? []}
          onClose={() => setNotifyingFor(undefined)}
          onSubmit={(contactIds) => {
            setAssignments(
              setAdditionalNotifications(
                assignments,
                baseDraft.assignments,
                notifyingFor.departmentId,
                contactIds,
                contacts,
              ),
            );
            setNotifyingFor(undefined);
          }}
        />
      )}
    </>
  );
}

/** 'No Assignee' (the empty id) first, then the active assignees; an inactive current one stays listed. */
function assigneeOptions(active: readonly Contact[], current?: Contact): SelectOption[] {
  const people = current && !active.includes(current) ? [...active, current] : active;
  return [{ id: EMPTY_ID, label: NO_ASSIGNEE_NAME }, ...people.map((c) => ({ id: c.contactId, label: c.name }))];
}

interface RowProps {
  row: AssignmentRow;
  options: SelectOption[];
  disabled: boolean;
  notifyNames: string[];
  onAssignee: (contactId: string) => void;
  onNotify: (doNotify: boolean) => void;
  onAdditional: () => void;
}

function Row({ row, options, disabled, notifyNames, onAssignee, onNotify, onAdditional }: RowProps) {
  const { t } = useTranslation('jobs');
  const name = row.department.name;
  return (
    <tr>
      <td className={styles.td}>{name}</td>
      <td className={styles.td}>
        <Select
          label={name}
          hideLabel
          className={styles.cellSelect}
          options={options}
          value={row.contactId}
          isDisabled={disabled}
          onChange={onAssignee}
        />
      </td>
      <td className={styles.td}>
        <Checkbox
          label={t('assignments.notifyOf', { name })}
          hideLabel
          isSelected={row.doNotify}
          isDisabled={disabled || row.contactId === EMPTY_ID}
          onChange={onNotify}
        />
      </td>
      <td className={styles.td}>
        <PlainButton
          className={styles.linkButton}
          aria-label={t('assignments.additionalFor', { name })}
          isDisabled={disabled}
          onPress={onAdditional}
        >
          {notifyNames.length > 0 ? notifyNames.join(', ') : '+'}
        </PlainButton>
      </td>
      <td className={styles.numberCell}>{durationText(row.cycleTime)}</td>
      <td className={styles.numberCell}>{row.cycleGoal === null ? '' : durationText(row.cycleGoal)}</td>
      <td className={styles.numberCell}>{row.efficiency === null ? '' : `${row.efficiency}%`}</td>
    </tr>
  );
}
