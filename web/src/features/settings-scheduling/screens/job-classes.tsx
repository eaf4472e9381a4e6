import type { JobClass } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ColourPicker } from '../../../components/colour-picker.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useBadges } from '../../../lib/badges.ts';
import { useContacts } from '../../../lib/contacts.ts';
import { useDepartments } from '../../../lib/departments.ts';
import { DefaultAssignmentsDialog } from '../components/default-assignments-dialog.tsx';
import { JobClassBadgesDialog } from '../components/job-class-badges-dialog.tsx';
import { WholeNumberInput } from '../components/whole-number-input.tsx';
import { jobClassNameMax, useJobClassList } from '../use-job-class-list.ts';

/** Job Classes (spec 2): ordered by drag and drop, each with its colour, scheduled days, badges and assignees. */
export function JobClassesScreen() {
  const { t } = useTranslation('settings');
  const list = useJobClassList();
  const [dialog, setDialog] = useState<{ kind: 'badges' | 'assignments'; id: string } | null>(null);
  const open = dialog ? list.rows.find((c) => c.jobClassId === dialog.id) : undefined;
  const close = () => setDialog(null);
  const nameOf = (c: JobClass) => c.name || t('common.newJobClass');

  return (
    <SettingsTableScreen
      title={t('jobClasses.title')}
      addLabel={t('jobClasses.add')}
      deleteMessage={t('confirmDelete.jobClass')}
      list={list}
      rowName={(c) => c.name}
      columns={[
        {
          key: 'displayColor',
          header: t('columns.color'),
          width: '64px',
          render: (c, row) => (
            <ColourPicker
              label={t('common.colorOf', { name: nameOf(c) })}
              value={c.displayColor}
              onChange={(displayColor) => row.update({ displayColor })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        textColumn<JobClass>('name', t('columns.jobClass'), { maxLength: jobClassNameMax }),
        {
          key: 'serviceDays',
          header: t('columns.scheduledDays'),
          width: '96px',
          render: (c, row) => (
            <WholeNumberInput
              label={t('jobClasses.scheduledDaysOf', { name: nameOf(c) })}
              value={c.serviceDays}
              max={365}
              maxLength={3}
              onChange={(serviceDays) => row.update({ serviceDays })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        {
          key: 'badges',
          header: t('columns.badges'),
          width: '80px',
          render: (c) => (
            <Button
              variant="icon"
              aria-label={t('jobClasses.badgesOf', { name: nameOf(c), count: c.badgeClasses.length })}
              onPress={() => setDialog({ kind: 'badges', id: c.jobClassId })}
            >
              {c.badgeClasses.length}
            </Button>
          ),
        },
        {
          key: 'assignees',
          header: t('columns.defaultAssignments'),
          width: '96px',
          render: (c) => {
            const count = new Set((c.assignees ?? []).map((a) => a.departmentId)).size;
            return (
              <Button
                variant="icon"
                aria-label={t('jobClasses.defaultAssignmentsOf', { name: nameOf(c), count })}
                onPress={() => setDialog({ kind: 'assignments', id: c.jobClassId })}
              >
                {count}
              </Button>
            );
          },
        },
        activeColumn<JobClass>('72px'),
        deleteColumn<JobClass>('72px'),
      ]}
    >
      {open && dialog?.kind === 'badges' && (
        <BadgesDialog
          jobClass={open}
          isReadOnly={list.readOnly}
          onSubmit={(badgeClasses) => {
            list.update(open.jobClassId, { badgeClasses });
            close();
          }}
          onClose={close}
        />
      )}
      {open && dialog?.kind === 'assignments' && (
        <AssignmentsDialog
          jobClass={open}
          isReadOnly={list.readOnly}
          onSubmit={(assignees) => {
            list.update(open.jobClassId, { assignees });
            close();
          }}
          onClose={close}
        />
      )}
    </SettingsTableScreen>
  );
}

interface ClassDialogProps<Field extends keyof JobClass> {
  jobClass: JobClass;
  isReadOnly: boolean;
  onSubmit: (value: JobClass[Field]) => void;
  onClose: () => void;
}

function BadgesDialog({ jobClass, isReadOnly, onSubmit, onClose }: ClassDialogProps<'badgeClasses'>) {
  const badges = useBadges();
  if (!badges.data) return null;
  return (
    <JobClassBadgesDialog
      jobClassName={jobClass.name}
      badges={badges.data}
      initial={jobClass.badgeClasses}
      isReadOnly={isReadOnly}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

function AssignmentsDialog({ jobClass, isReadOnly, onSubmit, onClose }: ClassDialogProps<'assignees'>) {
  const departments = useDepartments();
  const contacts = useContacts();
  if (!departments.data || !contacts.data) return null;
  return (
    <DefaultAssignmentsDialog
      jobClassName={jobClass.name}
      departments={departments.data}
      contacts={contacts.data.filter((c) => c.isActive && !c.deletedAt)}
      initial={jobClass.assignees ?? []}
      isReadOnly={isReadOnly}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
