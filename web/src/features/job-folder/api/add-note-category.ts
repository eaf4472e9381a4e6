import type { addNoteCategorySchema, NoteCategory } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SettingsRow } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST NoteCategories: a category added from the Add Note dialog. */
export function addNoteCategory(input: { description: string }): Promise<NoteCategory> {
  return api.post<SettingsRow<NoteCategory>, typeof addNoteCategorySchema>('production', 'NoteCategories', {
    description: input.description,
    isActive: true,
    isPublic: false,
    isCustom: true,
  });
}

export function useAddNoteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNoteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.noteCategories }),
  });
}
