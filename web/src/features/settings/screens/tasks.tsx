import { isEmptyId } from '@bayline/contracts';
import { useCallback, useRef, useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import * as selectStyles from '../../../components/select.css.ts';
import { Switch } from '../../../components/switch.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import * as styles from '../../settings-jobs/components/settings-jobs.css.ts';
import { TaskNameField } from '../../settings-jobs/components/task-name-field.tsx';
import {
  addPackage,
  addTask,
  addTaskToPackage,
  canDeletePackage,
  changePackage,
  changeTask,
  deletePackage,
  deleteTask,
  nameError,
  removeTaskFromPackage,
  tasksDraftValid,
  tasksOf,
} from '../../settings-jobs/tasks.ts';
import { useTasksEditor } from '../../settings-jobs/use-tasks-editor.ts';
import { SettingsPage } from '../components/settings-page.tsx';
import { UnsavedChangesPrompt } from '../components/unsaved-changes-prompt.tsx';

/** What the delete question is about. */
type Deleting =
  | { kind: 'package'; id: string }
  | { kind: 'packageTask'; packageId: string; todoId: string }
  | { kind: 'task'; id: string };

/**
 * Tasks (/settings/jobs/todos): packages of tasks put on jobs together. Three columns: the packages, the tasks of
 * the selected package, and every task; a selected package takes tasks and cannot be deleted.
 */
export function TasksScreen() {
  const { t } = useTranslation('settings');
  const editor = useTasksEditor();
  const { draft, edit, readOnly } = editor;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const reportTaken = useCallback(
    (id: string, isTaken: boolean) =>
      setTaken((now) => {
        if (now.has(id) === isTaken) return now;
        const next = new Set(now);
        if (isTaken) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  // A new package gets its real id when saved: the selection then finds it again by the name it had.
  const selectedName = useRef<string | undefined>(undefined);
  const selected =
    draft.packages.find((p) => p.todoGroupId === selectedId) ??
    (selectedId && isEmptyId(selectedId)
      ? draft.packages.find((p) => p.description === selectedName.current)
      : undefined) ??
    null;
  selectedName.current = selected?.description;
  const selectedPackageId = selected?.todoGroupId ?? null;
  const liveIds = new Set([...draft.packages.map((p) => p.todoGroupId), ...draft.tasks.map((task) => task.todoId)]);
  const blocked = [...taken].some((id) => liveIds.has(id));
  const disabled = readOnly || editor.isSaving;
  const canSave = editor.isDirty && tasksDraftValid(draft) && !blocked && !disabled;
  const save = () => editor.save(blocked);

  const add = (kind: 'package' | 'task') => {
    if (kind === 'package') {
      const added = addPackage(draft, '');
      edit(() => added.draft);
      setSelectedId(added.id);
    } else edit((d) => addTask(d, '', selected?.todoGroupId ?? null).draft);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'package') edit((d) => deletePackage(d, deleting.id));
    else if (deleting.kind === 'task') edit((d) => deleteTask(d, deleting.id));
    else edit((d) => removeTaskFromPackage(d, deleting.packageId, deleting.todoId));
    setDeleting(null);
  };

  const packageTasks = tasksOf(draft, selectedPackageId);
  return (
    <SettingsPage
      title={t('tasks.title')}
      actions={
        <>
          <MenuTrigger>
            <Button isDisabled={disabled || editor.status !== 'success'}>
              <PlusIcon /> {t('tasks.add')} <ChevronDownIcon />
            </Button>
            <Popover className={selectStyles.popover} placement="bottom end">
              <Menu className={selectStyles.listBox} onAction={(key) => add(key === 'package' ? 'package' : 'task')}>
                <MenuItem id="package" className={selectStyles.option}>
                  {t('tasks.package')}
                </MenuItem>
                <MenuItem id="task" className={selectStyles.option}>
                  {t('tasks.task')}
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
          <Button variant="primary" isDisabled={!canSave} onPress={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {editor.status === 'pending' ? (
        <Loading />
      ) : editor.status === 'error' ? (
        <p className={emptyMessage}>{t('common.dataNotFound')}</p>
      ) : (
        <div className={styles.taskColumns}>
          <section className={styles.taskPanel} aria-label={t('tasks.packages')}>
            <h2 className={styles.taskPanelTitle}>{t('tasks.packages')}</h2>
            {draft.packages.length === 0 ? (
              <p className={emptyMessage}>{t('tasks.noPackages')}</p>
            ) : (
              <ul className={styles.taskList}>
                {draft.packages.map((p) => (
                  <li
                    key={p.todoGroupId}
                    className={styles.taskRow}
                    data-selected={p.todoGroupId === selectedPackageId}
                  >
                    <AriaButton
                      className={styles.iconChoice}
                      aria-label={t('tasks.selectPackage', { name: p.description })}
                      aria-pressed={p.todoGroupId === selectedPackageId}
                      onPress={() => setSelectedId(p.todoGroupId)}
                    >
                      <ChevronDownIcon style={{ transform: 'rotate(-90deg)' }} />
                    </AriaButton>
                    <div className={styles.taskName}>
                      <TaskNameField
                        kind="package"
                        label={t('tasks.packageName')}
                        value={p.description}
                        savedName={editor.savedName(p.todoGroupId)}
                        localError={nameError(draft, 'package', p.description, p.todoGroupId)}
                        serverError={editor.serverError(p.todoGroupId)}
                        onChange={(description) => edit((d) => changePackage(d, p.todoGroupId, { description }))}
                        onTakenChange={(isTaken) => reportTaken(p.todoGroupId, isTaken)}
                        isDisabled={disabled}
                      />
                    </div>
                    <Switch
                      label={t('common.active')}
                      hideLabel
                      isSelected={p.isActive}
                      onChange={(isActive) => edit((d) => changePackage(d, p.todoGroupId, { isActive }))}
                      isDisabled={disabled}
                    />
                    <Button
                      variant="icon"
                      aria-label={t('tasks.deletePackage')}
                      isDisabled={disabled || !canDeletePackage(p.todoGroupId, selectedPackageId)}
                      onPress={() => setDeleting({ kind: 'package', id: p.todoGroupId })}
                    >
                      <TrashIcon />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.taskPanel} aria-label={t('tasks.selectedPackage')}>
            <h2 className={styles.taskPanelTitle}>
              {selected ? t('tasks.selectedPackageOf', { name: selected.description }) : t('tasks.selectedPackage')}
            </h2>
            {!selected ? (
              <p className={emptyMessage}>{t('tasks.noPackageSelected')}</p>
            ) : packageTasks.length === 0 ? (
              <p className={emptyMessage}>{t('tasks.packageEmpty')}</p>
            ) : (
              <ul className={styles.taskList}>
                {packageTasks.map((task) => (
                  <li key={task.todoId} className={styles.taskRow}>
                    <span className={styles.taskText}>{task.description}</span>
                    <Button
                      variant="icon"
                      aria-label={t('tasks.deletePackageTask')}
                      isDisabled={disabled}
                      onPress={() =>
                        setDeleting({ kind: 'packageTask', packageId: selected.todoGroupId, todoId: task.todoId })
                      }
                    >
                      <TrashIcon />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.taskPanel} aria-label={t('tasks.availableTasks')}>
            <h2 className={styles.taskPanelTitle}>{t('tasks.availableTasks')}</h2>
            {draft.tasks.length === 0 ? (
              <p className={emptyMessage}>{t('tasks.noTasks')}</p>
            ) : (
              <ul className={styles.taskList}>
                {draft.tasks.map((task) => (
                  <li key={task.todoId} className={styles.taskRow}>
                    <Button
                      variant="icon"
                      aria-label={t('tasks.addTaskToPackage')}
                      isDisabled={disabled || !selected || selected.todoIds.includes(task.todoId)}
                      onPress={() => selected && edit((d) => addTaskToPackage(d, selected.todoGroupId, task.todoId))}
                    >
                      <PlusIcon />
                    </Button>
                    <div className={styles.taskName}>
                      <TaskNameField
                        kind="task"
                        label={t('tasks.taskName')}
                        value={task.description}
                        savedName={editor.savedName(task.todoId)}
                        localError={nameError(draft, 'task', task.description, task.todoId)}
                        serverError={editor.serverError(task.todoId)}
                        onChange={(description) => edit((d) => changeTask(d, task.todoId, { description }))}
                        onTakenChange={(isTaken) => reportTaken(task.todoId, isTaken)}
                        isDisabled={disabled}
                      />
                    </div>
                    <Switch
                      label={t('common.active')}
                      hideLabel
                      isSelected={task.isActive}
                      onChange={(isActive) => edit((d) => changeTask(d, task.todoId, { isActive }))}
                      isDisabled={disabled}
                    />
                    <Button
                      variant="icon"
                      aria-label={t('tasks.deleteTask')}
                      isDisabled={disabled}
                      onPress={() => setDeleting({ kind: 'task', id: task.todoId })}
                    >
                      <TrashIcon />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        message={deleting ? t(`confirmDelete.${deleting.kind}`) : ''}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <UnsavedChangesPrompt isDirty={editor.isDirty} onSave={save} />
    </SettingsPage>
  );
}
