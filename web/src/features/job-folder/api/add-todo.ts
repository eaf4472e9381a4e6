import type { addTodoSchema, Todo } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type SettingsRow } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST Todos (Add Package Task): a new task in a package. */
export function addTodo(input: z.input<typeof addTodoSchema>): Promise<Todo> {
  return api.post<SettingsRow<Todo>, typeof addTodoSchema>('production', 'Todos', input);
}

export function useAddTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.todoPackages }),
  });
}
