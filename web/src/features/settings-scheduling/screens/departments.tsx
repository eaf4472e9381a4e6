import { activeInOrder, type Department } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { ColourPicker, defaultDisplayColour } from '../../../components/colour-picker.tsx';
import { useJobClasses } from '../../../components/job-form/api/get-job-classes.ts';
import { Select } from '../../../components/select.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { NumberInput } from '../../../components/ui/number-input.tsx';
import { useContacts } from '../../../lib/contacts.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { statusMessageOf, useDateTypes } from '../api.ts';
import { CycleGoalsDialog } from '../components/cycle-goals-dialog.tsx';
import { StatusMessageIcon } from '../components/icons.tsx';
import { StatusMessageDialog } from '../components/status-message-dialog.tsx';
import { SubdepartmentsDialog } from '../components/subdepartments-dialog.tsx';
import { laborPercent } from '../numbers.ts';
import * as styles from '../scheduling.css.ts';
import { statusMessageState } from '../status-message.ts';

export const departmentNameMax = 28;
/** Refinish departments have labour type 1 (spec 2 "Department"). */
const refinish = 1;
const noAutofill = 'none';

function newDepartment(departmentId: string, sortOrder: number): Department {
  return {
    departmentId,
    shortName: '',
    name: '',
    description: '',
    displayColor: defaultDisplayColour,
    fontColor: '#ffffff',
    sortOrder,
    isActive: true,
    deletedAt: null,
    isWip: true,
    isMilestone: false,
    laborType: 0,
    laborPercent: 0,
    subdepartments: [],
    jobClassCycles: [],
    dateTypeId: null,
    statusMessage: '',
    sendSmsUpdate: false,
    sendNotification: false,
  };
}

const validate = (d: Department): Record<string, string> =>
  d.name.trim() ? {} : { name: i18n.t('settings:validation.nameRequired') };

type DialogKind = 'subdepartments' | 'cycleGoals' | 'message';

/** Departments (spec 2): ordered by drag and drop, with subdepartments, cycle goals and the status message. */
export function DepartmentsScreen() {
  const { t } = useTranslation('settings');
  const list = useSettingsList<Department>({
    listKey: queryKeys.departments,
    path: 'departments/settings',
    idField: 'departmentId',
    newRow: newDepartment,
    validate,
    sortable: true,
  });
  const dateTypes = useDateTypes();
  const dateTypeOptions = [
    { id: noAutofill, label: t('common.none') },
    ...(dateTypes.data ?? [])
      .filter((type) => type.isActive)
      .map((type) => ({ id: type.dateTypeId, label: type.description })),
  ];
  const [dialog, setDialog] = useState<{ kind: DialogKind; id: string } | null>(null);
  const open = dialog ? list.rows.find((d) => d.departmentId === dialog.id) : undefined;
  const close = () => setDialog(null);
  const submit = (patch: Partial<Department>) => {
    if (open) list.update(open.departmentId, patch);
    close();
  };
  const nameOf = (d: Department) => d.name || t('common.newDepartment');

  return (
    <SettingsTableScreen
      title={t('departments.title')}
      addLabel={t('departments.add')}
      deleteMessage={t('confirmDelete.department')}
      list={list}
      rowName={(d) => d.name}
      columns={[
        {
          key: 'displayColor',
          header: t('columns.color'),
          render: (d, row) => (
            <ColourPicker
              label={t('common.colorOf', { name: nameOf(d) })}
              value={d.displayColor}
              onChange={(displayColor) => row.update({ displayColor })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        textColumn<Department>('name', t('columns.department'), { maxLength: departmentNameMax }),
        {
          key: 'dateTypeId',
          header: t('columns.autofillDate'),
          render: (d, row) => (
            <Select
              label={t('departments.autofillDateOf', { name: nameOf(d) })}
              hideLabel
              options={dateTypeOptions}
              value={d.dateTypeId ?? noAutofill}
              onChange={(id) => row.update({ dateTypeId: id === noAutofill ? null : id })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'subdepartments',
          header: t('columns.subdepts'),
          render: (d) => (
            <Button
              variant="icon"
              aria-label={t('departments.subdepartmentsOf', { name: nameOf(d), count: d.subdepartments.length })}
              onPress={() => setDialog({ kind: 'subdepartments', id: d.departmentId })}
            >
              {d.subdepartments.length}
            </Button>
          ),
        },
        {
          key: 'jobClassCycles',
          header: t('columns.cycleGoals'),
          render: (d) => (
            <Button
              variant="icon"
              aria-label={t('departments.cycleGoalsOf', { name: nameOf(d), count: d.jobClassCycles.length })}
              onPress={() => setDialog({ kind: 'cycleGoals', id: d.departmentId })}
            >
              {d.jobClassCycles.length}
            </Button>
          ),
        },
        {
          key: 'isWip',
          header: t('columns.wip'),
          render: (d, row) => (
            <Checkbox
              label={t('departments.wipOf', { name: nameOf(d) })}
              hideLabel
              isSelected={d.isWip}
              onChange={(isWip) => row.update({ isWip })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'laborType',
          header: t('columns.refinish'),
          render: (d, row) => (
            <Checkbox
              label={t('departments.refinishOf', { name: nameOf(d) })}
              hideLabel
              isSelected={d.laborType === refinish}
              onChange={(isRefinish) => row.update({ laborType: isRefinish ? refinish : 0 })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'laborPercent',
          header: t('columns.laborPercent'),
          render: (d, row) => (
            <NumberInput
              label={t('departments.laborOf', { name: nameOf(d) })}
              value={d.laborPercent}
              onChange={(percent) => row.update({ laborPercent: percent })}
              parse={laborPercent}
              maxLength={3}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'statusMessage',
          header: t('columns.message'),
          render: (d) => {
            const state = statusMessageState(statusMessageOf(d));
            return (
              <Button
                variant="icon"
                aria-label={t('departments.statusMessageOf', {
                  name: nameOf(d),
                  state: t(`departments.statusMessageState.${state}`),
                })}
                data-state={state}
                onPress={() => setDialog({ kind: 'message', id: d.departmentId })}
              >
                <span className={styles.messageIcon[state]}>
                  <StatusMessageIcon state={state} />
                </span>
              </Button>
            );
          },
        },
        activeColumn<Department>(),
        deleteColumn<Department>(),
      ]}
    >
      {open && dialog?.kind === 'subdepartments' && (
        <SubdepartmentsDialog
          departmentName={open.name}
          initial={open.subdepartments}
          isReadOnly={list.readOnly}
          onSubmit={(subdepartments) => submit({ subdepartments })}
          onClose={close}
        />
      )}
      {open && dialog?.kind === 'cycleGoals' && (
        <DepartmentCycleGoals
          department={open}
          isReadOnly={list.readOnly}
          onSubmit={(jobClassCycles) => submit({ jobClassCycles })}
          onClose={close}
        />
      )}
      {open && dialog?.kind === 'message' && (
        <StatusMessageDialog
          departmentName={open.name}
          initial={statusMessageOf(open)}
          isReadOnly={list.readOnly}
          onSubmit={submit}
          onClose={close}
        />
      )}
    </SettingsTableScreen>
  );
}

function DepartmentCycleGoals({
  department,
  isReadOnly,
  onSubmit,
  onClose,
}: {
  department: Department;
  isReadOnly: boolean;
  onSubmit: (goals: Department['jobClassCycles']) => void;
  onClose: () => void;
}) {
  const jobClasses = useJobClasses();
  const contacts = useContacts();
  if (!jobClasses.data || !contacts.data) return null;
  return (
    <CycleGoalsDialog
      departmentName={department.name}
      jobClasses={activeInOrder(jobClasses.data)}
      contacts={contacts.data.filter((c) => c.isActive && !c.deletedAt)}
      initial={department.jobClassCycles}
      isReadOnly={isReadOnly}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
