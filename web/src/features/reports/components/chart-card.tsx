import type { SavedReport } from '@bayline/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../components/sortable.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import * as styles from './dashboard.css.ts';
import { ReportItemMenu } from './report-menus.tsx';
import { useReportBody } from './use-report-body.tsx';

export interface ChartCardProps {
  report: SavedReport;
  canWrite: boolean;
  onUnpin: () => void;
  onEdit: (startWithFilter: boolean) => void;
  onDelete: () => void;
}

/**
 * A pinned chart on the dashboard (spec 3 section 2.9): the Move Chart handle, its name, Remove Chart from
 * Dashboard, and its menu (edit, add filter, export PNG or CSV as chart_data.csv, delete).
 */
export function ChartCard({ report, canWrite, onUnpin, onEdit, onDelete }: ChartCardProps) {
  const { t } = useTranslation('reports');
  const sortable = useSortable({ id: report.reportOptionId, disabled: !canWrite });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  // Eight lines are as tall as a chart (280 px): the dashboard keeps its layout while its charts load.
  const shown = useReportBody(report, { skeletonLines: 8 });

  return (
    <article
      ref={setNodeRef}
      className={styles.card}
      data-dragging={isDragging}
      data-testid="dashboard-chart"
      aria-label={report.name}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
    >
      <header className={styles.cardHeader}>
        <DragHandle
          sortable={sortable}
          className={styles.handle}
          label={t('moveChart', { name: report.name })}
          title={t('moveChartTitle')}
          isDisabled={!canWrite}
        />
        <h2 className={styles.cardTitle}>{report.name}</h2>
        <PlainButton className={styles.pin} aria-label={t('pin.remove')} onPress={onUnpin} isDisabled={!canWrite}>
          <PinIcon />
        </PlainButton>
        <ReportItemMenu
          report={report}
          canWrite={canWrite}
          canPng={shown.canPng}
          withAddFilter
          onAction={(action) => {
            if (action === 'edit') onEdit(false);
            else if (action === 'addFilter') onEdit(true);
            else if (action === 'delete') onDelete();
            else if (action === 'csv') shown.exportCsv();
            else if (action === 'png') shown.exportPng();
          }}
        />
      </header>
      {shown.body}
    </article>
  );
}

/** A pin: the chart is on the dashboard. */
function PinIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d="M16 3H8v2h1v6l-3 3v2h5v5l1 1 1-1v-5h5v-2l-3-3V5h1z" />
    </svg>
  );
}
