import type { JobTask, TodoPackage } from '@bayline/contracts';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import { dragAccessibility, useDragSensors } from '../../../components/sortable.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useTodoPackages } from '../api/get-todo-packages.ts';
import { addTask, addTasks, hasTask, moveTask, removeTask, taskListChanged } from '../tasks.ts';
import { AddPackageTaskDialog } from './add-package-task-dialog.tsx';
import * as styles from './folder.css.ts';

interface EditTasksDialogProps {
  /** The job's tasks as the folder holds them now. */
  tasks: readonly JobTask[];
  canAddPackageTask: boolean;
  onClose: () => void;
  /** The edited list, in its order. */
  onSubmit: (tasks: JobTask[]) => void;
}

/** The packages a task can be picked from: active ones, in their own order. */
function activePackages(packages: readonly TodoPackage[]): TodoPackage[] {
  return packages.filter((p) => p.group.isActive);
}

/** 'Edit Tasks': Available Tasks (by package) and Selected Tasks (drag to reorder); SUBMIT once the list differs. */
export function EditTasksDialog({ tasks, canAddPackageTask, onClose, onSubmit }: EditTasksDialogProps) {
  const { t } = useTranslation('jobs');
  const packagesQuery = useTodoPackages();
  const packages = activePackages(packagesQuery.data ?? []);
  const [list, setList] = useState<JobTask[]>(() => [...tasks]);
  const [chosenId, setChosenId] = useState<string>();
  const [addingTask, setAddingTask] = useState(false);
  const chosen = packages.find((p) => p.group.todoGroupId === chosenId) ?? packages[0];
  const items = chosen ? [...chosen.items].sort((a, b) => a.sortOrder - b.sortOrder) : [];

  return (
    <AppDialog title={t('tasks.edit')} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <DialogBody>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="available-tasks-title">
            <h3 id="available-tasks-title" className={styles.sectionTitle}>
              {t('tasks.available')}
            </h3>
            {packagesQuery.isPending ? (
              <Loading />
            ) : packages.length === 0 ? (
              <p className={styles.empty}>{t('tasks.noGroupedItems')}</p>
            ) : (
              <>
                <Select
                  label={t('tasks.package')}
                  options={packages.map((p) => ({ id: p.group.todoGroupId, label: p.group.description }))}
                  value={chosen?.group.todoGroupId ?? null}
                  onChange={setChosenId}
                />
                <ul className={styles.columnList} aria-label={t('tasks.available')}>
                  {items.length === 0 ? (
                    <li className={styles.empty}>{t('tasks.noGroupedItems')}</li>
                  ) : (
                    items.map((item) => (
                      <li key={item.todoGroupItemId} className={styles.listRow}>
                        <span className={styles.listRowText}>{item.description}</span>
                        <PlainButton
                          className={styles.smallButton}
                          aria-label={t('tasks.add', { task: item.description })}
                          isDisabled={hasTask(list, item.todoId)}
                          onPress={() => setList((current) => addTask(current, item))}
                        >
                          +
                        </PlainButton>
                      </li>
                    ))
                  )}
                </ul>
              </>
            )}
            <div className={styles.columnActions}>
              <Button onPress={() => setAddingTask(true)} isDisabled={!canAddPackageTask}>
                {t('tasks.addPackageTask')}
              </Button>
              <Button
                onPress={() => setList((current) => addTasks(current, items))}
                isDisabled={items.every((item) => hasTask(list, item.todoId))}
              >
                {t('tasks.addAll')}
              </Button>
            </div>
          </section>
          <section className={styles.column} aria-labelledby="selected-tasks-title">
            <h3 id="selected-tasks-title" className={styles.sectionTitle}>
              {t('tasks.selected')}
            </h3>
            <SelectedTasks list={list} onChange={setList} />
            <div className={styles.columnActions}>
              <span />
              <Button onPress={() => setList([])} isDisabled={list.length === 0}>
                {t('tasks.removeAll')}
              </Button>
            </div>
          </section>
        </div>
      </DialogBody>
      <DialogFooter note={packagesQuery.error?.message}>
        <Button onPress={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="primary" onPress={() => onSubmit(list)} isDisabled={!taskListChanged(tasks, list)}>
          {t('dialog.submit')}
        </Button>
      </DialogFooter>
      {addingTask && (
        <AddPackageTaskDialog
          packages={packages}
          initialGroupId={chosen?.group.todoGroupId}
          onClose={() => setAddingTask(false)}
          onAdded={(todoGroupId) => setChosenId(todoGroupId)}
        />
      )}
    </AppDialog>
  );
}

function SelectedTasks({ list, onChange }: { list: JobTask[]; onChange: (list: JobTask[]) => void }) {
  const { t } = useTranslation('jobs');
  const sensors = useDragSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveTask(list, String(active.id), String(over.id)));
  };
  const description = (id: string | number) =>
    list.find((task) => task.jobTodoId === String(id))?.description ?? t('tasks.task');

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={dragAccessibility(
        (moment, task, other) => t(`tasks.drag.${moment}`, { task, other }),
        description,
        t('tasks.drag.instructions'),
      )}
    >
      <SortableContext items={list.map((t) => t.jobTodoId)} strategy={verticalListSortingStrategy}>
        <ul className={styles.columnList} aria-label={t('tasks.selected')}>
          {list.length === 0 ? (
            <li className={styles.empty}>{t('tasks.none')}</li>
          ) : (
            list.map((task) => (
              <SortableTask
                key={task.jobTodoId}
                task={task}
                onRemove={() => onChange(removeTask(list, task.jobTodoId))}
              />
            ))
          )}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableTask({ task, onRemove }: { task: JobTask; onRemove: () => void }) {
  const { t } = useTranslation('jobs');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.jobTodoId,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.listRow}
      data-dragging={isDragging || undefined}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.dragHandle}
        {...attributes}
        {...listeners}
        aria-label={t('tasks.reorder', { task: task.description })}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <span className={styles.listRowText}>{task.description}</span>
      <PlainButton
        className={styles.smallButton}
        aria-label={t('tasks.remove', { task: task.description })}
        onPress={onRemove}
      >
        ×
      </PlainButton>
    </li>
  );
}
