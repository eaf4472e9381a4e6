import type { nameInUseSchema } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { existsAgainst, nameCheckDelayMs, type TaskKind } from './tasks.ts';

const existsPath: Record<TaskKind, string> = { package: 'todos/group/isexist', task: 'todos/todo/isexist' };

/**
 * Whether the server already has a package (or task) of this name, asked once typing has paused for 1 second
 * (GET todos/group/isexist?name= / todos/todo/isexist?name=). Undefined until it is known for the name as it is
 * now; false for the row's own saved name.
 */
export function useNameExists(kind: TaskKind, name: string, savedName: string | undefined): boolean | undefined {
  const trimmed = name.trim();
  const settled = useDebouncedValue(trimmed, nameCheckDelayMs);
  // A row's own saved name is never asked about: the server knows it under this very row.
  const asked = settled !== '' && existsAgainst(true, settled, savedName);
  const answer = useQuery({
    queryKey: ['settings', 'todoNameExists', kind, settled.toLowerCase()],
    queryFn: () =>
      api.get<typeof nameInUseSchema>('production', `${existsPath[kind]}?name=${encodeURIComponent(settled)}`),
    enabled: asked,
    staleTime: 0,
  });
  if (settled !== trimmed || !asked || answer.data === undefined) return undefined;
  return existsAgainst(answer.data, trimmed, savedName);
}
