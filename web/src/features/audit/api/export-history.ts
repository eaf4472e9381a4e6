import type { ExportFormat } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET audit jobs/{id}/export: the job's history as a file, each event chained by its hash; the export is recorded. */
export function exportHistory(jobAdminId: string, format: ExportFormat): Promise<Blob> {
  return api.file('audit', `jobs/${encodeURIComponent(jobAdminId)}/export?format=${format}`);
}

/** Hands the browser the file to save. */
function save(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports and saves the file as `fileName` names it; the history then tells the export. */
export function useExportHistory(jobAdminId: string, fileName: (format: ExportFormat) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: ExportFormat) => exportHistory(jobAdminId, format),
    onSuccess: (file, format) => {
      save(fileName(format), file);
      return queryClient.invalidateQueries({ queryKey: ['jobs', 'audit', jobAdminId] });
    },
  });
}
