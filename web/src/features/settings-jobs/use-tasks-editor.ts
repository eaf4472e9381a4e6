import {
  allows,
  type FieldError,
  type savedTodosSchema,
  type saveTodosSchema,
  type Todo,
  type TodoPackage,
  type todoPackagesSchema,
} from '@bayline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sameValue } from '../../components/settings/settings-list.ts';
import { useSnackbar } from '../../components/snackbar.tsx';
import { ApiError, api, type Loose, type SettingsRows } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveBodyOf, type TasksDraft, tasksDraftOf, tasksDraftValid } from './tasks.ts';

/** The Tasks screen's own read of both lists (the job folder's package list stays as it is until a save). */
const editorKey = [...queryKeys.todoPackages, 'editor'];

async function readTasks(): Promise<TasksDraft> {
  const [packages, todos] = await Promise.all([
    api.get<typeof todoPackagesSchema>('production', 'todos/groups'),
    api.get<SettingsRows<Todo>>('production', 'todos'),
  ]);
  return tasksDraftOf(packages, todos);
}

/** A 400's field errors ('groups.2.description', 'todos.0.description') on the rows that were sent. */
function errorsById(errors: readonly FieldError[], sent: TasksDraft): Map<string, string> {
  const result = new Map<string, string>();
  for (const { field, message } of errors) {
    const match = /^(groups|todos)\.(\d+)\./.exec(field);
    if (!match) continue;
    const index = Number(match[2]);
    const id = match[1] === 'groups' ? sent.packages[index]?.todoGroupId : sent.tasks[index]?.todoId;
    if (id !== undefined) result.set(id, message);
  }
  return result;
}

/**
 * The Tasks screen's packages and tasks: edits held locally until Save (PUT todos/groups with both lists), the
 * screen then shows the server's answer and the job folder's package list is read again.
 */
export function useTasksEditor() {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const { permissions } = useSessionUser();
  const readOnly = !allows(permissions.admin, 'write');
  const query = useQuery({ queryKey: editorKey, queryFn: readTasks });
  const [draft, setDraft] = useState<TasksDraft | null>(null);
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const [isSaving, setSaving] = useState(false);
  const saved = query.data;
  const current = draft ?? saved ?? { packages: [], tasks: [] };
  const isDirty = draft !== null && saved !== undefined && !sameValue(draft, saved);

  const edit = (change: (d: TasksDraft) => TasksDraft) => setDraft((d) => change(d ?? current));

  /** Saves; `blocked` is true while a name check says a name is taken. Resolves true when the server took it. */
  const save = async (blocked = false): Promise<boolean> => {
    if (!draft || !isDirty || readOnly || blocked || !tasksDraftValid(draft)) return false;
    setSaving(true);
    try {
      const answer = await api.put<
        Loose<typeof savedTodosSchema, { groups: TodoPackage[]; todos: Todo[] }>,
        typeof saveTodosSchema
      >('production', 'todos/groups', saveBodyOf(draft));
      setServerErrors(new Map());
      setDraft(null);
      if (Array.isArray(answer?.groups) && Array.isArray(answer.todos)) {
        queryClient.setQueryData(editorKey, tasksDraftOf(answer.groups, answer.todos));
        void queryClient.invalidateQueries({ queryKey: queryKeys.todoPackages, exact: true });
      } else void queryClient.invalidateQueries({ queryKey: editorKey });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400) setServerErrors(errorsById(error.errors, draft));
      else if (error.status === 0) showSnackbar(error.title, 'alert');
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    status: query.status,
    draft: current,
    /** The saved name of a package or task, to tell the name check that a row keeps its own name. */
    savedName: (id: string) =>
      saved?.packages.find((p) => p.todoGroupId === id)?.description ??
      saved?.tasks.find((t) => t.todoId === id)?.description,
    serverError: (id: string) => serverErrors.get(id),
    readOnly,
    isDirty,
    isSaving,
    edit,
    save,
  };
}
