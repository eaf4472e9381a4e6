import type { NoteCategory } from '@bayline/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, type SettingsRows } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET NoteCategories: System and Communications first, then the location's own. */
export function getNoteCategories(): Promise<NoteCategory[]> {
  return api.get<SettingsRows<NoteCategory>>('production', 'NoteCategories');
}

export function useNoteCategories() {
  return useQuery({ queryKey: queryKeys.noteCategories, queryFn: getNoteCategories });
}
