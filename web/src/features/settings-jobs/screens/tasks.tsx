import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import * as styles from '../components/settings-jobs.css.ts';
import { AvailableTasksPanel, PackagesPanel, PackageTasksPanel } from '../components/task-panels.tsx';
import { useTasksScreen } from '../use-tasks-screen.ts';

/**
 * Tasks (/settings/jobs/todos): packages of tasks put on jobs together. Three columns: the packages, the tasks of
 * the selected package, and every task; a selected package takes tasks and cannot be deleted.
 */
export function TasksScreen() {
  const { t } = useTranslation('settings');
  const screen = useTasksScreen();
  const { editor, deleting } = screen;
  return (
    <SettingsPage
      title={t('tasks.title')}
      changes={{ isDirty: editor.isDirty, canSave: screen.canSave, save: screen.save }}
      actions={
        <Menu
          trigger={
            <Button isDisabled={screen.disabled || editor.status !== 'success'}>
              <PlusIcon /> {t('tasks.add')} <ChevronDownIcon />
            </Button>
          }
          placement="bottom end"
          onAction={(key) => screen.add(key === 'package' ? 'package' : 'task')}
        >
          <MenuItem id="package">{t('tasks.package')}</MenuItem>
          <MenuItem id="task">{t('tasks.task')}</MenuItem>
        </Menu>
      }
    >
      {editor.status === 'pending' ? (
        <Loading />
      ) : editor.status === 'error' ? (
        <p className={emptyMessage}>{t('common.dataNotFound')}</p>
      ) : (
        <div className={styles.taskColumns}>
          <PackagesPanel screen={screen} />
          <PackageTasksPanel screen={screen} />
          <AvailableTasksPanel screen={screen} />
        </div>
      )}
      <ConfirmDialog
        message={deleting ? t(`confirmDelete.${deleting.kind}`) : ''}
        isOpen={deleting !== null}
        onCancel={screen.cancelDelete}
        onConfirm={screen.confirmDelete}
      />
    </SettingsPage>
  );
}
