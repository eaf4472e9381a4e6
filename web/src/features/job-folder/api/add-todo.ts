import type { Todo } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AddTodoInput {
  todoGroupId: string;
  description: string;
}

/** POST Todos (Add Package Task): a new task in a package. */
export function addTodo(input: AddTodoInput): Promise<Todo> {
  return api.post<Todo>('production', 'Todos', input);
}

export function useAddTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.todoPackages }),
  });
}
