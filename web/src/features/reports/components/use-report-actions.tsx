import type { SavedReport } from '@bayline/contracts';
import { allows } from '@bayline/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useDeleteReport } from '../api/delete-report.ts';
import { useSaveReport } from '../api/save-report.ts';
import { togglePin } from '../dashboard.ts';
import { ReportDialog } from './report-dialog.tsx';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; report: SavedReport; startWithFilter: boolean }
  | { kind: 'delete'; report: SavedReport }
  | null;

/**
 * What both the Reports screen and the dashboard do with a saved report: add, edit (or add a filter to), delete
 * after a question, pin or unpin. `dialogs` is what to render for them.
 */
export function useReportActions(mode: 'report' | 'chart', options: { onSaved?: (report: SavedReport) => void } = {}) {
  const { t } = useTranslation('reports');
  const { permissions } = useSessionUser();
  const canWrite = allows(permissions.dash, 'write');
  const [open, setOpen] = useState<Open>(null);
  const save = useSaveReport();
  const remove = useDeleteReport();
  const showSnackbar = useSnackbar();
  const fail = (error: Error) => showSnackbar(error.message, 'alert');

  const dialogs: ReactNode = (
    <>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ReportDialog
          mode={mode}
          report={open.kind === 'edit' ? open.report : undefined}
          startWithFilter={open.kind === 'edit' && open.startWithFilter}
          onClose={(saved) => {
            setOpen(null);
            if (saved) options.onSaved?.(saved);
          }}
        />
      )}
      <ConfirmDialog
        message={t('deleteQuestion', { name: open?.kind === 'delete' ? open.report.name : '' })}
        isOpen={open?.kind === 'delete'}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          if (open?.kind === 'delete') remove.mutate(open.report.reportOptionId, { onError: fail });
          setOpen(null);
        }}
      />
    </>
  );

  return {
    canWrite,
    add: () => setOpen({ kind: 'add' }),
    edit: (report: SavedReport, startWithFilter = false) => setOpen({ kind: 'edit', report, startWithFilter }),
    askDelete: (report: SavedReport) => setOpen({ kind: 'delete', report }),
    /** Pinning toggles isPinned and saves the report (spec 3 section 4). */
    togglePin: (report: SavedReport, reports: readonly SavedReport[]) =>
      save.mutate(togglePin(report, reports), { onError: fail }),
    isPinning: save.isPending,
    dialogs,
  };
}
