import { isEmptyId } from '@bayline/contracts';
import { useCallback, useRef, useState } from 'react';
import {
  addPackage,
  addTask,
  deletePackage,
  deleteTask,
  type PackageRow,
  removeTaskFromPackage,
  type TaskKind,
  tasksDraftValid,
} from './tasks.ts';
import { useTasksEditor } from './use-tasks-editor.ts';

/** What the delete question is about. */
export type Deleting =
  | { kind: 'package'; id: string }
  | { kind: 'packageTask'; packageId: string; todoId: string }
  | { kind: 'task'; id: string };

/**
 * The Tasks screen's state: the lists being edited, the selected package, names another row already has (checked
 * against the server while typed), the delete question, and whether Save may run.
 */
export function useTasksScreen() {
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
  const selected: PackageRow | null =
    draft.packages.find((p) => p.todoGroupId === selectedId) ??
    (selectedId && isEmptyId(selectedId)
      ? draft.packages.find((p) => p.description === selectedName.current)
      : undefined) ??
    null;
  selectedName.current = selected?.description;
  const liveIds = new Set([...draft.packages.map((p) => p.todoGroupId), ...draft.tasks.map((task) => task.todoId)]);
  const blocked = [...taken].some((id) => liveIds.has(id));
  const disabled = readOnly || editor.isSaving;
  const canSave = editor.isDirty && tasksDraftValid(draft) && !blocked && !disabled;
  const save = () => editor.save(blocked);

  const add = (kind: TaskKind) => {
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

  return {
    editor,
    selected,
    select: setSelectedId,
    reportTaken,
    disabled,
    canSave,
    save,
    add,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}

export type TasksScreenState = ReturnType<typeof useTasksScreen>;
