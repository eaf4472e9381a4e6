import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '../../../components/icons.tsx';
import { Switch } from '../../../components/switch.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { addTaskToPackage, canDeletePackage, changePackage, changeTask, nameError, tasksOf } from '../tasks.ts';
import type { TasksScreenState } from '../use-tasks-screen.ts';
import * as styles from './settings-jobs.css.ts';
import { TaskNameField } from './task-name-field.tsx';

type PanelProps = { screen: TasksScreenState };

/** The packages: each selected by its arrow, named, switched on or off, and deleted unless selected. */
export function PackagesPanel({ screen }: PanelProps) {
  const { t } = useTranslation('settings');
  const { editor, selected, disabled } = screen;
  const { draft, edit } = editor;
  const selectedPackageId = selected?.todoGroupId ?? null;
  return (
    <section className={styles.taskPanel} aria-label={t('tasks.packages')}>
      <h2 className={styles.taskPanelTitle}>{t('tasks.packages')}</h2>
      {draft.packages.length === 0 ? (
        <p className={emptyMessage}>{t('tasks.noPackages')}</p>
      ) : (
        <ul className={styles.taskList}>
          {draft.packages.map((p) => (
            <li key={p.todoGroupId} className={styles.taskRow} data-selected={p.todoGroupId === selectedPackageId}>
              <PlainButton
                className={styles.iconChoice}
                aria-label={t('tasks.selectPackage', { name: p.description })}
                aria-pressed={p.todoGroupId === selectedPackageId}
                onPress={() => screen.select(p.todoGroupId)}
              >
                <ChevronDownIcon style={{ transform: 'rotate(-90deg)' }} />
              </PlainButton>
              <div className={styles.taskName}>
                <TaskNameField
                  kind="package"
                  label={t('tasks.packageName')}
                  value={p.description}
                  savedName={editor.savedName(p.todoGroupId)}
                  localError={nameError(draft, 'package', p.description, p.todoGroupId)}
                  serverError={editor.serverError(p.todoGroupId)}
                  onChange={(description) => edit((d) => changePackage(d, p.todoGroupId, { description }))}
                  onTakenChange={(isTaken) => screen.reportTaken(p.todoGroupId, isTaken)}
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
                onPress={() => screen.askDelete({ kind: 'package', id: p.todoGroupId })}
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tasks of the selected package, each taken out of it by its trash button. */
export function PackageTasksPanel({ screen }: PanelProps) {
  const { t } = useTranslation('settings');
  const { editor, selected, disabled } = screen;
  const packageTasks = tasksOf(editor.draft, selected?.todoGroupId ?? null);
  return (
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
                  screen.askDelete({ kind: 'packageTask', packageId: selected.todoGroupId, todoId: task.todoId })
                }
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every task: added to the selected package by its plus button, named, switched on or off, and deleted. */
export function AvailableTasksPanel({ screen }: PanelProps) {
  const { t } = useTranslation('settings');
  const { editor, selected, disabled } = screen;
  const { draft, edit } = editor;
  return (
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
                  onTakenChange={(isTaken) => screen.reportTaken(task.todoId, isTaken)}
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
                onPress={() => screen.askDelete({ kind: 'task', id: task.todoId })}
              >
                <TrashIcon />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
