import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { dragAccessibility, useDragSensors } from '../../../components/sortable.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { useSavedReports } from '../api/get-saved-reports.ts';
import { useOrderCharts } from '../api/order-charts.ts';
import { chartsInOrder, dashboardColumns, moveChart, pinnedCharts } from '../dashboard.ts';
import { ChartCard } from './chart-card.tsx';
import * as styles from './dashboard.css.ts';
import * as reportStyles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';
import { useReportActions } from './use-report-actions.tsx';
import { WhereJobsWaitCard } from './where-jobs-wait-card.tsx';

/**
 * /dashboard (spec 3 section 2.9): the pinned charts in their order, as many a row as their count asks; dragged by
 * Move Chart into another order; Add Chart makes a new one there, Add Chart To Dashboard pins a saved one. Below
 * them, always, where jobs wait.
 */
export function DashboardScreen() {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const saved = useSavedReports();
  const reports = saved.data ?? [];
  const reorder = useOrderCharts();
  // While a move is being saved it shows in its order, whatever a read of the list answers meanwhile.
  const charts = reorder.isPending
    ? chartsInOrder(pinnedCharts(reports), reorder.variables.ordered)
    : pinnedCharts(reports);
  const unpinned = reports.filter((r) => !r.isPinned);
  const actions = useReportActions('chart');
  const showSnackbar = useSnackbar();
  const sensors = useDragSensors();
  const nameOf = (id: string | number) => charts.find((c) => c.reportOptionId === String(id))?.name ?? '';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = charts.map((c) => c.reportOptionId);
    const ordered = moveChart(charts, String(active.id), String(over.id));
    if (ordered.every((id, i) => id === from[i])) return;
    reorder.mutate({ ordered, from }, { onError: (error) => showSnackbar(error.message, 'alert') });
  };

  return (
    <section className={reportStyles.page} aria-labelledby="dashboard-title">
      <header className={reportStyles.header}>
        <h1 id="dashboard-title" className={reportStyles.title}>
          {t('dashboard.title')}
        </h1>
        <div className={reportStyles.toolbar}>
          <Menu
            trigger={
              <Button isDisabled={!actions.canWrite || unpinned.length === 0}>
                {t('pin.add')}
                <ChevronDownIcon />
              </Button>
            }
            placement="bottom end"
            aria-label={t('pin.add')}
            items={unpinned.map((r) => ({ id: r.reportOptionId, name: r.name }))}
            onAction={(key) => {
              const report = unpinned.find((r) => r.reportOptionId === key);
              if (report) actions.togglePin(report, reports);
            }}
          >
            {(item) => <MenuItem>{item.name}</MenuItem>}
          </Menu>
          <Button variant="primary" onPress={actions.add} isDisabled={!actions.canWrite}>
            <PlusIcon />
            {t('dialog.add.chart')}
          </Button>
        </div>
      </header>
      {saved.isPending ? (
        <Skeleton lines={8} />
      ) : saved.isError ? (
        <p className={reportStyles.error} role="alert">
          {t('loadFailed', { reason: saved.error.message })}
        </p>
      ) : charts.length === 0 ? (
        <p className={reportStyles.empty}>{t('dashboard.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={dragAccessibility(
            (moment, name, other) => tc(`table.drag.${moment}`, { name, other }),
            nameOf,
            t('dashboard.dragInstructions'),
          )}
        >
          <SortableContext items={charts.map((c) => c.reportOptionId)} strategy={rectSortingStrategy}>
            <div
              className={styles.grid}
              style={{ '--columns': String(dashboardColumns(charts.length)) } as CSSProperties}
              data-columns={dashboardColumns(charts.length)}
            >
              {charts.map((report) => (
                <ChartCard
                  key={report.reportOptionId}
                  report={report}
                  canWrite={actions.canWrite}
                  onUnpin={() => actions.togglePin(report, reports)}
                  onEdit={(startWithFilter) => actions.edit(report, startWithFilter)}
                  onDelete={() => actions.askDelete(report)}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
      <WhereJobsWaitCard />
      {actions.dialogs}
    </section>
  );
}
