import type { FolderAssignment, JobClass, JobFolderView, JobTask } from '@bayline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkJobEdit, type JobFormField } from '../../components/job-form/job-form.ts';
import { useScheduledOutQuestion } from '../../components/job-form/scheduled-out-question.tsx';
import { useJobForm } from '../../components/job-form/use-job-form.ts';
import { ApiError } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { getJobFolder } from './api/get-job-folder.ts';
import { useSaveJobFolder } from './api/save-job-folder.ts';
import { conflictsWith, draftOf, type FolderDraft, modifiedSections, rebaseDraft, saveInput } from './folder-draft.ts';
import { conflictMessage, createDebouncer } from './saving.ts';

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed';

/**
 * The folder's edit state: the copy of the job the user edits against (`base`), the job form, the tasks and the
 * assignments; modified state per section; save (PUT JobAdmins/asfolder), revert, and the refresh rules:
 * - a newer copy of the job replaces the base, the user's edits moved onto it unless they clash with it;
 * - after a save, and after a 409, the fresh copy is read and the user's edits are re-applied on top of it.
 */
export function useFolderEditor(
  initial: JobFolderView,
  latest: JobFolderView | undefined,
  jobClasses: readonly JobClass[],
  today: string,
) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const baseDraft = useMemo(() => draftOf(base), [base]);
  const form = useJobForm(baseDraft.job, jobClasses, (values, jobClass) =>
    checkJobEdit(values, { today, jobClass, saved: base }),
  );
  const scheduledOut = useScheduledOutQuestion(form);
  const [tasks, setTasks] = useState<JobTask[]>(baseDraft.tasks);
  const [assignments, setAssignments] = useState<FolderAssignment[]>(baseDraft.assignments);
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState<string>();
  const saveFolder = useSaveJobFolder();

  const draft: FolderDraft = { job: form.values, tasks, assignments };
  const modified = modifiedSections(baseDraft, draft);
  // Async steps read what is current when they resume, not what was current when they started.
  const current = useRef({ draft, base, modified, saving });
  current.current = { draft, base, modified, saving };

  /** Takes a copy of the job as the base; `keep` leaves the form's touched fields and messages as they are. */
  const load = (fresh: JobFolderView, next: FolderDraft, keep = false) => {
    setBase(fresh);
    if (keep) form.update(() => next.job);
    else {
      form.replace(next.job);
      scheduledOut.reset(next.job.scheduledIn);
    }
    setTasks(next.tasks);
    setAssignments(next.assignments);
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  // A newer copy of the job (the live hub refetched it, or the user's own badge or note changed its version):
  // taken as it is when nothing is modified, with the edits moved onto it when they do not clash; a clash is
  // left for the save to meet as a 409.
  useEffect(() => {
    const now = current.current;
    if (!latest || latest.version <= now.base.version || now.saving) return;
    const fresh = draftOf(latest);
    if (!now.modified.any) loadRef.current(latest, fresh);
    else {
      const oldBase = draftOf(now.base);
      if (!conflictsWith(oldBase, now.draft, fresh))
        loadRef.current(latest, rebaseDraft(oldBase, now.draft, fresh), true);
    }
  }, [latest]);

  /** Reads the job again (past the write just made) and keeps it as the folder's latest copy. */
  const readFresh = async (): Promise<JobFolderView> => {
    const fresh = await getJobFolder(initial.jobAdminId);
    queryClient.setQueryData(queryKeys.jobFolder(initial.jobAdminId), fresh);
    return fresh;
  };

  const save = async (): Promise<SaveOutcome> => {
    form.attempt();
    const fields = form.check.fields;
    if (!fields) {
      setNote(t('folder.invalidFields'));
      return 'invalid';
    }
    const sent = { base, draft };
    setSaving(true);
    setNote(undefined);
    try {
      await saveFolder.mutateAsync(saveInput(base, fields, draft, modified));
    } catch (error) {
      const outcome = await refused(error, sent);
      setSaving(false);
      return outcome;
    }
    try {
      const fresh = await readFresh();
      loadRef.current(fresh, rebaseDraft(sent.draft, current.current.draft, draftOf(fresh)));
    } catch (error) {
      setNote(error instanceof Error ? error.message : String(error));
    }
    setSaving(false);
    return 'saved';
  };

  const refused = async (error: unknown, sent: { base: JobFolderView; draft: FolderDraft }): Promise<SaveOutcome> => {
    if (error instanceof ApiError && error.status === 409) {
      try {
        const fresh = await readFresh();
        loadRef.current(fresh, rebaseDraft(draftOf(sent.base), current.current.draft, draftOf(fresh)));
        setNote(conflictMessage(error));
      } catch (readError) {
        setNote(readError instanceof Error ? readError.message : String(readError));
      }
      return 'conflict';
    }
    if (error instanceof ApiError && error.status === 400 && error.errors.length > 0) {
      const unplaced = form.showServerErrors(error.errors);
      setNote(unplaced.length > 0 ? unplaced.map((e) => e.message).join(' ') : t('folder.invalidFields'));
      return 'invalid';
    }
    setNote(error instanceof Error ? error.message : String(error));
    return 'failed';
  };

  /** The field a failed check or a 400 points at first, to show its tab. */
  const firstErrorField = (): JobFormField | undefined =>
    (Object.keys(form.check.errors) as JobFormField[]).find((f) => form.errorOf(f) !== undefined);

  return {
    base,
    baseDraft,
    form,
    scheduledOut,
    tasks,
    setTasks,
    assignments,
    setAssignments,
    draft,
    modified,
    saving,
    note,
    setNote,
    save,
    /** Back to the job as saved: every section. */
    revert: () => {
      load(base, draftOf(base));
      setNote(undefined);
    },
    /** Takes a fresh copy of the job as it is (after reopen). */
    reload: async () => {
      const fresh = await readFresh();
      loadRef.current(fresh, draftOf(fresh));
    },
    firstErrorField,
  };
}

export type FolderEditor = ReturnType<typeof useFolderEditor>;

/** The latest callback, run once clicks stop for `ms` (the save click's 300 ms). */
export function useDebounced(callback: () => void, ms: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const [debouncer] = useState(() => createDebouncer(ms));
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return () => debouncer.call(() => latest.current());
}
