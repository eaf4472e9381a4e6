import type { Subdepartment } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { EditableTable } from '../../../components/editable-table.tsx';
import { PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { bySortOrder, moveRow } from '../../../components/settings/settings-list.ts';
import { Switch } from '../../../components/switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import * as styles from '../scheduling.css.ts';
import { addSubdepartment, canSubmitSubdepartments, subdepartmentNameMax } from '../subdepartments.ts';

interface SubdepartmentsDialogProps {
  departmentName: string;
  initial: readonly Subdepartment[];
  isReadOnly: boolean;
  onSubmit: (subdepartments: Subdepartment[]) => void;
  onClose: () => void;
}

const idOf = (s: Subdepartment) => s.subdepartmentId;

/** A department's subdepartments: named, ordered by drag and drop, switched off or deleted. */
export function SubdepartmentsDialog({
  departmentName,
  initial,
  isReadOnly,
  onSubmit,
  onClose,
}: SubdepartmentsDialogProps) {
  const { t } = useTranslation('settings');
  const [opened] = useState(() => bySortOrder(initial));
  const [rows, setRows] = useState(opened);
  const [deleting, setDeleting] = useState<string | null>(null);
  const canSubmit = !isReadOnly && canSubmitSubdepartments(opened, rows);
  const update = (id: string, change: Partial<Subdepartment>) =>
    setRows(rows.map((s) => (s.subdepartmentId === id ? { ...s, ...change } : s)));

  return (
    <AppDialog
      title={t('departments.subdepartmentsTitle', { name: departmentName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <DialogBody>
        <div className={styles.toolbar}>
          <Button onPress={() => setRows(addSubdepartment(rows))} isDisabled={isReadOnly}>
            <PlusIcon /> {t('departments.addSubdepartment')}
          </Button>
        </div>
        <EditableTable
          label={t('departments.subdepartments')}
          rows={rows}
          rowKey={idOf}
          emptyText={t('departments.noSubdepartments')}
          reorder={{
            onMove: (activeId, overId) => setRows(moveRow(rows, idOf, activeId, overId)),
            isDisabled: isReadOnly,
            rowName: (s) => s.name,
          }}
          columns={[
            {
              key: 'name',
              header: t('columns.subdepartment'),
              render: (s) => (
                <TextField
                  label={t('columns.subdepartment')}
                  hideLabel
                  value={s.name}
                  maxLength={subdepartmentNameMax}
                  onChange={(name) => update(s.subdepartmentId, { name })}
                  error={s.name.trim() === '' ? t('validation.nameRequired') : undefined}
                  isDisabled={isReadOnly}
                />
              ),
            },
            {
              key: 'isActive',
              header: t('common.active'),
              width: '80px',
              render: (s) => (
                <Switch
                  label={t('common.active')}
                  hideLabel
                  isSelected={s.isActive}
                  onChange={(isActive) => update(s.subdepartmentId, { isActive })}
                  isDisabled={isReadOnly}
                />
              ),
            },
            {
              key: 'delete',
              header: t('common.delete'),
              width: '72px',
              render: (s) => (
                <Button
                  variant="icon"
                  aria-label={t('common.delete')}
                  onPress={() => setDeleting(s.subdepartmentId)}
                  isDisabled={isReadOnly}
                >
                  <TrashIcon />
                </Button>
              ),
            },
          ]}
        />
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('common.cancelCaps')}</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(rows)}>
          {t('common.submitCaps')}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        message={t('confirmDelete.subdepartment')}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setRows(rows.filter((s) => s.subdepartmentId !== deleting));
          setDeleting(null);
        }}
      />
    </AppDialog>
  );
}
