import type { ReportTemplate, SavedReport } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { stack } from '../../../styles/shared.css.ts';
import { useReportTemplates } from '../api/get-report-templates.ts';
import { useSavedReports } from '../api/get-saved-reports.ts';
import { useSaveReport } from '../api/save-report.ts';
import { pinnedCharts } from '../dashboard.ts';
import { filtersToSave, listableKeys, removeFilter } from '../filters.ts';
import { draftErrors, draftOf, maxReportName, newlySaved, reportToSave, withTemplate } from '../report-draft.ts';
import { FilterList } from './filter-list.tsx';
import * as styles from './report-dialog.css.ts';

export interface ReportDialogProps {
  /** 'chart' on the dashboard (Add Chart / Edit Chart, charts only, a new one pinned), 'report' on the Reports screen. */
  mode: 'report' | 'chart';
  /** The report edited; none to add one. */
  report?: SavedReport;
  /** Opens with a new filter row (the chart menu's Add Filter). */
  startWithFilter?: boolean;
  onClose: (saved?: SavedReport) => void;
}

/** A template's name in the user's language: the catalogue's, else the server's. */
export const templateName = (t: ReturnType<typeof useTranslation<'reports'>>['t'], template: ReportTemplate) =>
  t(`templates.${template.reportId}` as 'templates.sales', { defaultValue: template.name });

/**
 * Add Report, Edit Report, Add Chart, Edit Chart (spec 3 section 2.8): title, data type (a template; a chart's
 * chart type when it may be drawn more ways) and the filters the template takes.
 */
export function ReportDialog({ mode, report, startWithFilter, onClose }: ReportDialogProps) {
  const { t } = useTranslation('reports');
  const templates = useReportTemplates();
  const saved = useSavedReports();
  const save = useSaveReport();
  const showSnackbar = useSnackbar();
  const [draft, setDraft] = useState(() => draftOf(report, startWithFilter));
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const errors = draftErrors(draft);
  const choices = (templates.data ?? []).filter((template) => mode === 'report' || template.chartType !== 'report');
  const template = templates.data?.find((c) => c.reportId === draft.reportId);
  const chartTypes = (template?.chartTypes ?? []).filter((type) => type !== 'report');
  const title = t(`dialog.${report ? 'edit' : 'add'}.${mode}`);
  const refused = (error: Error) => {
    // A filter the server refuses is named by its place in the list as sent: 'filters.2.value'.
    const sent = filtersToSave(draft.filters);
    const fields = error instanceof ApiError ? error.errors : [];
    setRefusal(
      fields.map((f) => {
        const filter = sent[Number(/^filters\.(\d+)\./.exec(f.field)?.[1] ?? -1)];
        return filter
          ? t('filters.chip', { key: t(`filters.keys.${filter.filterName}`), value: f.message })
          : f.message;
      }),
    );
    showSnackbar(error.message, 'alert');
  };

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const before = saved.data ?? [];
    const pinnedAfter =
      mode === 'chart' && !report ? Math.max(-1, ...pinnedCharts(before).map((r) => r.sortOrder)) : undefined;
    save.mutate(reportToSave(draft, report, template, pinnedAfter), {
      onSuccess: ({ value: list }) =>
        onClose(report ? list.find((r) => r.reportOptionId === report.reportOptionId) : newlySaved(before, list)),
      onError: refused,
    });
  };

  /** Delete filter on a saved report: it goes, the rest are renumbered, and the report is saved at once. */
  const deleteFilter = (index: number) => {
    setDraft((d) => ({ ...d, filters: removeFilter(d.filters, index) }));
    if (!report?.filters.some((f) => f.index === index)) return;
    save.mutate({ ...report, filters: removeFilter(report.filters, index) }, { onError: refused });
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
              options={choices.map((c) => ({ id: c.reportId, label: templateName(t, c) }))}
              value={draft.reportId || null}
              onChange={(reportId) => {
                const chosen = choices.find((c) => c.reportId === reportId);
                if (chosen) setDraft((d) => withTemplate(d, chosen));
              }}
              placeholder={templates.isLoading ? t('filters.loading') : t('filters.choose')}
              error={tried && errors.reportId ? t('dialog.errors.dataType') : undefined}
              isDisabled={Boolean(report)}
            />
            {template && (
              <p className={styles.empty}>
                {t(`templateDescriptions.${template.reportId}` as 'templateDescriptions.sales', {
                  defaultValue: template.description,
                })}
              </p>
            )}
            {chartTypes.length > 1 && (
              <Select
                label={t('dialog.chartType')}
                options={chartTypes.map((id) => ({ id, label: t(`chartTypes.${id}`) }))}
                value={draft.chartType || null}
                onChange={(chartType) => setDraft((d) => ({ ...d, chartType: chartType as typeof d.chartType }))}
              />
            )}
            <FilterList
              filters={draft.filters}
              keys={listableKeys(template?.filterKeys ?? [])}
              onChange={(filters) => setDraft((d) => ({ ...d, filters }))}
              onDelete={deleteFilter}
              isDisabled={save.isPending || !template}
            />
          </div>
        </DialogBody>
        <DialogFooter note={refusal.join(' ')}>
          <Button onPress={() => onClose()}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="primary" isDisabled={save.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
