import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { stack } from '../../../styles/shared.css.ts';
import { useReportTemplates } from '../api/get-report-templates.ts';
import { useSavedReports } from '../api/get-saved-reports.ts';
import { useSaveReport } from '../api/save-report.ts';
import { isChart } from '../charts/options.ts';
import { pinnedCharts } from '../dashboard.ts';
import { removeFilter } from '../filters.ts';
import { draftErrors, draftOf, maxReportName, newlySaved, reportToSave } from '../report-draft.ts';
import type { SavedReport } from '../types.ts';
import { FilterList } from './filter-list.tsx';

export interface ReportDialogProps {
  /** 'chart' on the dashboard (Add Chart / Edit Chart, charts only, a new one pinned), 'report' on the Reports screen. */
  mode: 'report' | 'chart';
  /** The report edited; none to add one. */
  report?: SavedReport;
  /** Opens with a new filter row (the chart menu's Add Filter). */
  startWithFilter?: boolean;
  onClose: (saved?: SavedReport) => void;
}

/** Add Report, Edit Report, Add Chart, Edit Chart (spec 3 section 2.8): title, data type and filters. */
export function ReportDialog({ mode, report, startWithFilter, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const templates = useReportTemplates();
  const saved = useSavedReports();
  const save = useSaveReport();
  const showSnackbar = useSnackbar();
  const [draft, setDraft] = useState(() => draftOf(report, startWithFilter));
  const [tried, setTried] = useState(false);
  const errors = draftErrors(draft);
  const choices = (templates.data ?? []).filter((template) => mode === 'report' || isChart(template));
  const title = t(`dialog.${report ? 'edit' : 'add'}.${mode}`);

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const before = saved.data ?? [];
    const pinnedAfter =
      mode === 'chart' && !report ? Math.max(-1, ...pinnedCharts(before).map((r) => r.sortOrder)) : undefined;
    const template = choices.find((c) => c.reportId === draft.reportId);
    const body = reportToSave(draft, report, template, pinnedAfter);
    save.mutate(body, {
      onSuccess: (list) =>
        onClose(report ? list.find((r) => r.reportOptionId === report.reportOptionId) : newlySaved(before, list)),
      onError: (error) => showSnackbar(error.message, 'alert'),
    });
  };

  /** Delete filter on a saved report: it goes, the rest are renumbered, and the report is saved at once. */
  const deleteFilter = (index: number) => {
    const filters = removeFilter(draft.filters, index);
    setDraft((d) => ({ ...d, filters }));
    if (!report) return;
    const storedIndex = report.filters.findIndex((f) => f.index === index);
    if (storedIndex < 0) return;
    save.mutate(
      { ...report, filters: removeFilter(report.filters, index) },
      { onError: (error) => showSnackbar(error.message, 'alert') },
    );
  };

  return (
    <AppDialog title={title} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <form
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <div className={stack}>
            <TextField
              label={t('dialog.name')}
              value={draft.name}
              onChange={(name) => setDraft((d) => ({ ...d, name }))}
              maxLength={maxReportName + 1}
              error={tried && errors.name ? t(`dialog.errors.name.${errors.name}`) : undefined}
              autoFocus
            />
            <Select
              label={t('dialog.dataType')}
              options={choices.map((c) => ({ id: c.reportId, label: c.name }))}
              value={draft.reportId || null}
              onChange={(reportId) => setDraft((d) => ({ ...d, reportId }))}
              placeholder={templates.isLoading ? t('filters.loading') : t('filters.choose')}
              error={tried && errors.reportId ? t('dialog.errors.dataType') : undefined}
              isDisabled={Boolean(report)}
            />
            <FilterList
              filters={draft.filters}
              onChange={(filters) => setDraft((d) => ({ ...d, filters }))}
              onDelete={deleteFilter}
              isDisabled={save.isPending}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button onPress={() => onClose()}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="primary" isDisabled={save.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
