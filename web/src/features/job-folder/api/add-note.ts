import type { JobNote } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AddNoteInput {
  jobAdminId: string;
  notes: string;
  noteCategoryId: string;
}

/** POST jobadmins/{id}/jobhistory: a note on the job. */
export function addNote({ jobAdminId, ...note }: AddNoteInput): Promise<JobNote> {
  return api.post<JobNote>('production', `jobadmins/${encodeURIComponent(jobAdminId)}/jobhistory`, note);
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    // The note is a fact on the job: its history and the folder (its version) read again.
    onSuccess: (_note, { jobAdminId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobHistory(jobAdminId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobFolder(jobAdminId) }),
      ]),
  });
}
