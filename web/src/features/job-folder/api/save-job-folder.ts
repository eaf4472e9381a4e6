import type { jobAnswerSchema, SaveFolderInput, saveFolderSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ownCardsChanged } from '../../../lib/board-cache.ts';

/** PUT JobAdmins/asfolder: the whole folder; 409 when its version is stale, 400 with field messages. */
export function saveJobFolder(folder: SaveFolderInput) {
  return api.put<typeof jobAnswerSchema, typeof saveFolderSchema>('production', 'JobAdmins/asfolder', folder);
}

/** Saves the folder; the job's card is read again (the folder itself is read again by its dialog). */
export function useSaveJobFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobFolder,
    onSuccess: (_answer, folder) => ownCardsChanged(queryClient, [folder.jobAdminId]),
  });
}
