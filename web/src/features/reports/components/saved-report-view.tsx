import type { DateRange, ReportFilter, SavedReport } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { useReportOptions } from '../api/get-report-options.ts';
import { useReportTemplates } from '../api/get-report-templates.ts';
import { isServerOptionKey, type ListedFilterKey, listedFilters, runsOverRange } from '../filters.ts';
import { DateRangeEditor } from './date-range-editor.tsx';
import { fixedOptions } from './filter-list.tsx';
import { ReportItemMenu } from './report-menus.tsx';
import * as styles from './reports.css.ts';
import { useReportBody } from './use-report-body.tsx';

export interface SavedReportViewProps {
  report: SavedReport;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A saved report's card (spec 3 section 2.8): its actions menu, date range with Run when the range chooses its
 * jobs, its filters, its chart when it is one, and its rows as a grid or, for the report card, one
 * location per page. A skeleton stands in while the rows load.
 */
export function SavedReportView({ report, canWrite, onEdit, onDelete }: SavedReportViewProps) {
  const { t } = useTranslation('reports');
  const templates = useReportTemplates();
  const taken = templates.data?.find((template) => template.reportId === report.reportId)?.filterKeys ?? [];
  const [asked, setAsked] = useState<DateRange | undefined>(undefined);
  const [view, setView] = useState<'list' | 'card'>('list');
  const shown = useReportBody(report, { asked, view });
  const range = asked ?? shown.range;

  return (
    <article className={styles.card} aria-labelledby="saved-report-title" data-testid="saved-report">
      <header className={styles.cardHeader}>
        <div>
          <h2 id="saved-report-title" className={styles.cardTitle}>
            {report.name}
          </h2>
          <p className={styles.cardType}>{t(`setTypes.${report.setType}`)}</p>
        </div>
        <ReportItemMenu
          report={report}
          canWrite={canWrite}
          canPng={shown.canPng}
          onAction={(action) => {
            if (action === 'edit') onEdit();
            else if (action === 'delete') onDelete();
            else if (action === 'csv') shown.exportCsv();
            else if (action === 'png') shown.exportPng();
          }}
        />
      </header>
      <div className={styles.controls}>
        {range && runsOverRange(taken, report.filters) && <DateRangeEditor value={range} onRun={setAsked} />}
        {shown.kind === 'reportCard' && (
          <ChoiceGroup
            label={t('view.label')}
            options={[
              { id: 'list', label: t('view.list') },
              { id: 'card', label: t('view.card') },
            ]}
            value={view}
            onChange={setView}
          />
        )}
      </div>
      <FilterChips filters={report.filters} />
      {shown.body}
    </article>
  );
}

/** The report's filters as read-only chips: 'Job Class: Heavy'. */
function FilterChips({ filters }: { filters: readonly ReportFilter[] }) {
  const { t } = useTranslation('reports');
  const listed = listedFilters(filters);
  if (listed.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('filters.title')}>
      {listed.map((f) => (
        <FilterChip key={f.index} filter={f} />
      ))}
    </ul>
  );
}

function FilterChip({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation('reports');
  const key = filter.filterName as ListedFilterKey;
  const options = useReportOptions(isServerOptionKey(key) ? key : undefined);
  const label =
    options.data?.find((o) => o.value === filter.value)?.label ??
    fixedOptions(key, t).find((o) => o.id === filter.value)?.label ??
    filter.value;
  return <li className={styles.chip}>{t('filters.chip', { key: t(`filters.keys.${key}`), value: label })}</li>;
}
