import { type CommandDeps, reportCommands } from '@bayline/command-service';
import { type SavedReportInput, savedReportSchema } from '@bayline/contracts';
import { demoLocations, stableId } from './demo-shop.ts';

/** The reports and charts each demo location starts with: the grids a manager reads, the charts pinned to the dashboard. */
function demoReports(location: string): SavedReportInput[] {
  const grid = (reportId: string, setType: string, name: string, sortOrder: number, filters: [string, string][] = []) =>
    ({
      reportOptionId: '',
      reportId,
      name,
      setType,
      chartType: 'report',
      sortOrder,
      filters: filters.map(([filterName, value], index) => ({ index, filterName, value })),
    }) as SavedReportInput;
  const chart = (
    reportId: string,
    setType: string,
    chartType: string,
    name: string,
    sortOrder: number,
    isPinned: boolean,
  ) => ({ reportOptionId: '', reportId, name, setType, chartType, sortOrder, isPinned }) as SavedReportInput;
  return [
    grid('delivered-by-ro', 'deliveredByRo', 'Delivered This Month', 0),
    grid('report-card', 'reportCard', 'Report Card', 1),
    grid('inbound-vehicle', 'inboundVehicle', "Today's Arrivals", 2, [['job', 'today']]),
    grid('outbound-vehicle', 'outboundVehicle', 'Going Out This Week', 3, [
      ['job', 'upcoming'],
      ['upcoming', '1w'],
    ]),
    grid('inventory', 'inventory', 'Inventory', 4),
    grid('sales', 'sales', 'Sales, Last 12 Months', 5),
    grid('assignee-leaderboard', 'assigneeLeaderboard', 'Assignee Hours This Month', 6),
    grid('delivered-by-ro', 'deliveredByRo', 'Heavy Jobs Delivered', 7, [
      ['jobClass', stableId(location, 'class', 'Heavy')],
    ]),
    chart('sales-chart', 'sales', 'line', 'Sales by Month', 10, true),
    chart('throughput', 'throughput', 'line', 'Throughput', 11, true),
    chart('dept-cycle-by-ro', 'deptCycleByRo', 'bar', 'Department Cycle vs Goal', 12, true),
    chart('inventory-by-job-class', 'inventoryByJobClass', 'doughnut', 'Inventory by Job Class', 13, true),
    chart('forecast-chart', 'forecast', 'gauge', 'Forecast This Month', 14, true),
    chart('delivered-by-ro-chart', 'deliveredByRo', 'stackedBar', 'Delivered by Job Class', 15, false),
    chart('cycle-time-by-job-class', 'cycleTimeByJobClass', 'bar', 'Cycle Time by Job Class', 16, false),
    chart('touch-time', 'touchTime', 'line', 'Touch Time', 17, false),
    chart(
      'inventory-by-departments',
      'inventoryByDepartments',
      'horizontalStackedBar',
      'Inventory by Department',
      18,
      false,
    ),
  ];
}

/** Saves each demo location's reports through the saved-reports command, as the Reports screen would. */
export async function seedSavedReports(deps: CommandDeps, at: Date) {
  const reports = reportCommands(deps);
  for (const { shortName } of demoLocations)
    for (const report of demoReports(shortName))
      await reports.save(
        { userId: 'system', locationShortName: shortName, now: at, correlationId: 'demo-seed' },
        savedReportSchema.parse(report),
      );
}
