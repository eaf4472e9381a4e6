import type { addNoteSchema, JobNote, jobNoteSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type AddNoteInput = z.input<typeof addNoteSchema> & { jobAdminId: string };

/** POST jobadmins/{id}/jobhistory: a note on the job. */
export function addNote({ jobAdminId, ...note }: AddNoteInput): Promise<JobNote> {
  return api.post<typeof jobNoteSchema, typeof addNoteSchema>(
    'production',
    `jobadmins/${encodeURIComponent(jobAdminId)}/jobhistory`,
    note,
  );
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
