import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { CompletionBar } from '../../../components/progress.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { dateTimeText } from '../format.ts';
import type { FolderRights } from '../rights.ts';
import { renumbered, setAllCompleted, setCompleted, type TaskCompleter, taskProgress } from '../tasks.ts';
import type { FolderEditor } from '../use-folder-editor.ts';
import { EditTasksDialog } from './edit-tasks-dialog.tsx';
import * as styles from './folder.css.ts';

interface TasksTabProps {
  editor: FolderEditor;
  rights: FolderRights;
}

/**
 * The job's tasks: ticks, progress, and the Edit Tasks dialog. Ticks and list edits are part of the folder's
 * modified state and are saved with it; a tick shows who, where and when at once, as the server records them on save.
 */
export function TasksTab({ editor, rights }: TasksTabProps) {
  const { t } = useTranslation('jobs');
  const { tasks, setTasks, baseDraft, base } = editor;
  const user = useSessionUser();
  const timeZone = useLocationSettings().data?.timeZone;
  const progress = taskProgress(tasks);
  /** A tick is shown with its department, completer and time at once. */
  const completer = (): TaskCompleter => ({
    departmentId: base.departmentId,
    departmentName: base.departmentName,
    completedById: user.userId,
    completedByName: `${user.firstName} ${user.lastName}`.trim(),
    completedOn: new Date().toISOString(),
  });
  const [editing, setEditing] = useState(false);

  return (
    <>
      <div className={styles.progressRow}>
        <CompletionBar
          label={t('tasks.progress', { completed: progress.completed, total: progress.total })}
          completed={progress.completed}
          total={progress.total}
        />
        <span className={styles.count}>
          <span className={styles.countValue}>{progress.completed}</span>
          {t('tasks.completedCount')}
        </span>
        <span className={styles.count}>
          <span className={styles.countValue}>{progress.remaining}</span>
          {t('tasks.remainingCount')}
        </span>
        <Button onPress={() => setEditing(true)} isDisabled={!rights.editTasks}>
          {t('tasks.edit')}
        </Button>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('folder.tabs.tasks')}>
          <thead>
            <tr>
              <th className={styles.th}>
                <span className={styles.headerCheck}>
                  <Checkbox
                    label={t('tasks.all')}
                    hideLabel
                    isSelected={progress.state === 'all'}
                    isIndeterminate={progress.state === 'some'}
                    isDisabled={!rights.checkTasks || progress.total === 0}
                    onChange={(checked) => setTasks(setAllCompleted(tasks, baseDraft.tasks, checked, completer()))}
                  />
                  {t('tasks.task')}
                </span>
              </th>
              <th className={styles.th}>{t('tasks.completedDepartment')}</th>
              <th className={styles.th}>{t('tasks.completedBy')}</th>
              <th className={styles.th}>{t('tasks.completedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {tasks.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={4}>
                  {t('tasks.none')}
                </td>
              </tr>
            ) : (
              tasks.map((task) => (
                <tr key={task.jobTodoId}>
                  <td className={styles.td}>
                    <Checkbox
                      label={task.description}
                      isSelected={task.isCompleted}
                      isDisabled={!rights.checkTasks}
                      onChange={(checked) =>
                        setTasks(setCompleted(tasks, baseDraft.tasks, task.jobTodoId, checked, completer()))
                      }
                    />
                  </td>
                  <td className={styles.td}>{task.departmentName}</td>
                  <td className={styles.td}>{task.completedByName}</td>
                  <td className={styles.td}>{dateTimeText(task.completedOn, timeZone)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {editing && (
        <EditTasksDialog
          tasks={tasks}
          canAddPackageTask={rights.addPackageTask}
          onClose={() => setEditing(false)}
          onSubmit={(list) => {
            setTasks(renumbered(list));
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
