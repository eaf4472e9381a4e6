import type { CycleTimeAnalytics, DateRange, StayFigures } from '@bayline/contracts';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { type LateDatesAsked, type StaysAsked, useCycleTime, useCycleTimeStays } from '../api/get-cycle-time.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { type CycleTimeText, departmentPercentilesOption, weeklyTrendOption } from '../charts/cycle-time.ts';
import type { ReportColumn, Row } from '../columns.ts';
import * as dateEntryStyles from './date-entry.css.ts';
import { DateRangeEditor } from './date-range-editor.tsx';
import { EChart } from './echart.tsx';
import { LateHoursInput } from './late-hours-input.tsx';
import * as gridStyles from './report-grid.css.ts';
import { ReportGrid } from './report-grid.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

type Department = CycleTimeAnalytics['departments'][number];
/** A drill-down: what it asks the server for and the figure it explains. */
type Drill = StaysAsked & { title: string };

const figureKeys = ['stays', 'p50', 'p90', 'average', 'goal', 'efficiency', 'withinGoal'] as const;

/** The stays behind a figure, as the drill-down's grid shows them. */
const stayColumns: ReportColumn[] = [
  { field: 'jobAdminInt', kind: 'code', link: (row) => openJobPath(String(row.jobAdminId)) },
  { field: 'hat', kind: 'text' },
  { field: 'clientName', kind: 'text', header: 'customer' },
  { field: 'vehicle', kind: 'text' },
  { field: 'jobClassName', kind: 'text' },
  { field: 'departmentName', kind: 'text' },
  { field: 'dateTimeIn', kind: 'date' },
  { field: 'dateTimeOut', kind: 'date' },
  { field: 'hours', kind: 'hours', header: 'stayHours' },
  { field: 'goal', kind: 'hours', header: 'goalHours' },
  { field: 'efficiency', kind: 'number' },
  { field: 'lateMark', kind: 'text', header: 'lateDates' },
];

const lateChoices = ['include', 'flag', 'exclude'] as const;

/**
 * Cycle time: each department's stays that ended in the range (the 90 days to today at first), their median and
 * 90th percentile against the goal, by job class, and week by week; any figure opens the stays behind it.
 */
export function CycleTimeView() {
  const { t } = useTranslation('reports');
  const [asked, setAsked] = useState<DateRange | undefined>(undefined);
  const [jobClass, setJobClass] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [trendOf, setTrendOf] = useState<string | null>(null);
  const [drill, setDrill] = useState<Drill | undefined>(undefined);
  const [late, setLate] = useState<LateDatesAsked>({ choice: 'include', hours: 24 });
  const analytics = useCycleTime(asked, jobClass || undefined, late);
  const classes = useReportOptions('jobClass');
  const range = asked ?? analytics.data?.range;
  const departments = analytics.data?.departments ?? [];
  const trended = departments.find((d) => d.departmentId === trendOf) ?? departments[0];
  const text = useMemo<CycleTimeText>(
    () => ({
      p50: t('cycle.p50'),
      p90: t('cycle.p90'),
      goal: t('cycle.goal'),
      hours: (v) => formatNumber(v, 2),
      week: (day) => formatDay(day),
      unit: t('chart.unit.hours'),
      partial: (label) => t('chart.partial', { label }),
    }),
    [t],
  );
  const drillInto = (department: Department, extra: { jobClassId?: string; jobClassName?: string; week?: string }) => {
    if (!range) return;
    const parts = [
      department.departmentName,
      extra.jobClassName,
      extra.week && t('week.of', { date: formatDay(extra.week) }),
    ];
    setDrill({
      range,
      department: department.departmentId,
      jobClass: extra.jobClassId ?? (jobClass || undefined),
      week: extra.week,
      late,
      title: t('cycle.drillTitle', { figure: parts.filter(Boolean).join(' · ') }),
    });
  };
  const figure = (f: StayFigures, key: (typeof figureKeys)[number]) => {
    const value = f[key];
    if (value === null) return '–';
    return key === 'stays'
      ? formatNumber(value, 0)
      : key === 'efficiency' || key === 'withinGoal'
        ? `${formatNumber(value, 0)}%`
        : formatNumber(value, 2);
  };

  return (
    <div className={styles.card} data-testid="cycle-time">
      <div className={styles.controls}>
        {range && <DateRangeEditor value={range} onRun={setAsked} />}
        <div className={styles.picker}>
          <Select
            label={t('cycle.jobClass')}
            options={[
              { id: '', label: t('cycle.allJobClasses') },
              ...(classes.data ?? []).map((o) => ({ id: o.value, label: o.label })),
            ]}
            value={jobClass}
            onChange={setJobClass}
          />
        </div>
        <div className={styles.picker}>
          <Select
            label={t('cycle.lateDates.label', { hours: late.hours })}
            options={lateChoices.map((choice) => ({ id: choice, label: t(`cycle.lateDates.${choice}`) }))}
            value={late.choice}
            onChange={(choice) => setLate((l) => ({ ...l, choice: choice as LateDatesAsked['choice'] }))}
          />
        </div>
        <LateHoursInput value={late.hours} onChange={(hours) => setLate((l) => ({ ...l, hours }))} />
      </div>
      {analytics.data && (
        <p className={dateEntryStyles.definition} data-testid="cycle-definition">
          {t('cycle.definition')}
          {analytics.data.lateDates.choice === 'flag' &&
            ` ${t('cycle.lateDates.flagged', { count: analytics.data.lateDates.flaggedStays, hours: analytics.data.lateDates.hours })}`}
          {analytics.data.lateDates.choice === 'exclude' &&
            ` ${t('cycle.lateDates.excluded', { hours: analytics.data.lateDates.hours })}`}
        </p>
      )}
      {analytics.isPending ? (
        <Skeleton />
      ) : analytics.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: analytics.error.message })}
        </p>
      ) : departments.length === 0 ? (
        <p className={emptyMessage}>{t('grid.noData')}</p>
      ) : (
        <>
          <EChart
            option={departmentPercentilesOption(departments, text)}
            label={t('cycle.byDepartment')}
            onPick={({ dataIndex }) => departments[dataIndex] && drillInto(departments[dataIndex], {})}
          />
          <div className={gridStyles.scroller}>
            <table className={gridStyles.table} aria-label={t('cycle.byDepartment')}>
              <thead className={gridStyles.head}>
                <tr>
                  <th className={gridStyles.headerCell} scope="col">
                    {t('columns.departmentName')}
                  </th>
                  {figureKeys.map((key) => (
                    <th key={key} className={gridStyles.headerCell} scope="col">
                      {t(`cycle.figures.${key}`)}
                    </th>
                  ))}
                  <th className={gridStyles.headerCell} scope="col">
                    {t('cycle.jobs')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {departments.map((d) => (
                  <Fragment key={d.departmentId}>
                    <tr className={gridStyles.row}>
                      <th className={gridStyles.cell} scope="row">
                        <button
                          type="button"
                          className={gridStyles.expandButton}
                          aria-expanded={open.has(d.departmentId)}
                          onClick={() =>
                            setOpen((s) => {
                              const next = new Set(s);
                              if (!next.delete(d.departmentId)) next.add(d.departmentId);
                              return next;
                            })
                          }
                        >
                          {open.has(d.departmentId) ? '▾' : '▸'} {d.departmentName}
                        </button>
                      </th>
                      {figureKeys.map((key) => (
                        <td key={key} className={gridStyles.numberCell}>
                          {figure(d, key)}
                        </td>
                      ))}
                      <td className={gridStyles.cell}>
                        <Button
                          onPress={() => drillInto(d, {})}
                          aria-label={t('cycle.showJobs', { figure: d.departmentName })}
                        >
                          {t('cycle.jobs')}
                        </Button>
                      </td>
                    </tr>
                    {open.has(d.departmentId) &&
                      d.byJobClass.map((c) => (
                        <tr key={c.jobClassId} className={gridStyles.row}>
                          <th className={gridStyles.cell} scope="row" style={{ paddingLeft: vars.space.xxl }}>
                            {c.jobClassName}
                          </th>
                          {figureKeys.map((key) => (
                            <td key={key} className={gridStyles.numberCell}>
                              {figure(c, key)}
                            </td>
                          ))}
                          <td className={gridStyles.cell}>
                            <Button
                              onPress={() => drillInto(d, { jobClassId: c.jobClassId, jobClassName: c.jobClassName })}
                              aria-label={t('cycle.showJobs', { figure: `${d.departmentName} · ${c.jobClassName}` })}
                            >
                              {t('cycle.jobs')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {trended && (
            <section aria-label={t('cycle.trend')} className={styles.controls}>
              <div className={styles.picker}>
                <Select
                  label={t('cycle.trendOf')}
                  options={departments.map((d) => ({ id: d.departmentId, label: d.departmentName }))}
                  value={trended.departmentId}
                  onChange={setTrendOf}
                />
              </div>
              <EChart
                option={weeklyTrendOption(trended, text)}
                label={t('cycle.trendLabel', { department: trended.departmentName })}
                onPick={({ dataIndex }) => {
                  const week = trended.trend[dataIndex]?.week;
                  if (week) drillInto(trended, { week });
                }}
              />
            </section>
          )}
        </>
      )}
      {drill && <StaysDialog drill={drill} onClose={() => setDrill(undefined)} />}
    </div>
  );
}

/** The stays behind a figure, longest first, in a grid that filters, groups and exports like a report's. */
function StaysDialog({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const stays = useCycleTimeStays(drill);
  const rows = (stays.data ?? []).map((s) => ({ ...s, lateMark: s.lateDates ? t('cycle.lateDates.mark') : '' }));
  return (
    <AppDialog title={drill.title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      <DialogBody>
        {stays.isPending ? (
          <Skeleton />
        ) : stays.isError ? (
          <p className={styles.error} role="alert">
            {t('loadFailed', { reason: stays.error.message })}
          </p>
        ) : (
          <ReportGrid label={drill.title} columns={stayColumns} rows={rows as unknown as Row[]} summaries={[]} />
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('cycle.close')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
