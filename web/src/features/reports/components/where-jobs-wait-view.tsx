import type { WaitHoldRow, WaitHours, WaitRow, WhereJobsWait } from '@bayline/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { Select } from '../../../components/select.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import { useWaitHolds, useWaitJobLedger, useWaitJobs, useWhereJobsWait, type WaitAsked } from '../api/get-waiting.ts';
import { heldHoursOption, type WaitingText } from '../charts/waiting.ts';
import type { ReportColumn, Row } from '../columns.ts';
import type { DateRange } from '../dates.ts';
import { DateRangeEditor } from './date-range-editor.tsx';
import { EChart } from './echart.tsx';
import * as gridStyles from './report-grid.css.ts';
import { ReportGrid } from './report-grid.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

/** A drill-down: the jobs or the holds behind a figure. */
interface Drill {
  kind: 'jobs' | 'holds';
  asked: WaitAsked;
  title: string;
}

const jobLink = (row: Row) => openJobPath(String(row.jobAdminId));

const jobColumns: ReportColumn[] = [
  { field: 'jobAdminInt', kind: 'code', link: jobLink },
  { field: 'hat', kind: 'text' },
  { field: 'clientName', kind: 'text', header: 'customer' },
  { field: 'vehicle', kind: 'text' },
  { field: 'jobClassName', kind: 'text' },
  { field: 'groupName', kind: 'text' },
  { field: 'calendarHours', kind: 'hours' },
  { field: 'businessHours', kind: 'hours' },
  { field: 'holds', kind: 'number' },
];

const holdColumns: ReportColumn[] = [
  { field: 'jobAdminInt', kind: 'code', link: jobLink },
  { field: 'hat', kind: 'text' },
  { field: 'vehicle', kind: 'text' },
  { field: 'reason', kind: 'text' },
  { field: 'departmentNames', kind: 'text', header: 'departmentName' },
  { field: 'heldAt', kind: 'text' },
  { field: 'releasedAt', kind: 'text' },
  { field: 'heldBy', kind: 'text' },
  { field: 'releasedBy', kind: 'text' },
  { field: 'calendarHours', kind: 'hours' },
  { field: 'businessHours', kind: 'hours' },
  { field: 'heldHours', kind: 'hours' },
  { field: 'note', kind: 'text' },
];

/** The four ways the figures are cut, each with the filter its rows narrow a drill-down by. */
const cuts = [
  { key: 'byReason', by: 'reason' },
  { key: 'byDepartment', by: 'department' },
  { key: 'byJobClass', by: 'jobClass' },
  { key: 'byGroup', by: 'group' },
] as const;

/**
 * Where Jobs Wait: over a range (the 90 days to today at first), the hours jobs were held, by reason, department,
 * job class and group, largest first, in calendar and business hours side by side; any figure opens the jobs or
 * the holds behind it.
 */
export function WhereJobsWaitView() {
  const { t } = useTranslation('reports');
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  const [department, setDepartment] = useState('');
  const [jobClass, setJobClass] = useState('');
  const [group, setGroup] = useState('');
  const [drill, setDrill] = useState<Drill | undefined>(undefined);
  const asked: WaitAsked = {
    range,
    department: department || undefined,
    jobClass: jobClass || undefined,
    group: group || undefined,
  };
  const figures = useWhereJobsWait(asked);
  const classes = useReportOptions('jobClass');
  const groups = useReportOptions('group');
  // The departments jobs were held in: the filter offers those seen, and keeps them while one is chosen.
  const seen = useRef(new Map<string, string>());
  for (const d of figures.data?.byDepartment ?? []) seen.current.set(d.id, d.name);
  const text = useMemo<WaitingText>(
    () => ({
      calendar: t('waiting.calendar'),
      business: t('waiting.business'),
      hours: (v) => formatNumber(v, 2),
      unit: t('chart.unit.hours'),
    }),
    [t],
  );
  const shown = figures.data;
  const drillInto = (kind: Drill['kind'], narrowed: Partial<WaitAsked>, figure: string) => {
    if (!shown) return;
    setDrill({
      kind,
      asked: { ...asked, range: shown.range, ...narrowed },
      title: t(kind === 'jobs' ? 'waiting.jobsOf' : 'waiting.holdsOf', { figure }),
    });
  };
  const filter = (
    label: string,
    all: string,
    options: { id: string; label: string }[],
    value: string,
    set: (v: string) => void,
  ) => (
    <div className={styles.picker}>
      <Select label={label} options={[{ id: '', label: all }, ...options]} value={value} onChange={set} />
    </div>
  );

  return (
    <div className={styles.card} data-testid="where-jobs-wait">
      <div className={styles.controls}>
        {shown && <DateRangeEditor value={range ?? shown.range} onRun={setRange} />}
        {filter(
          t('columns.departmentName'),
          t('waiting.allDepartments'),
          [...seen.current].map(([id, name]) => ({ id, label: name })),
          department,
          setDepartment,
        )}
        {filter(
          t('cycle.jobClass'),
          t('cycle.allJobClasses'),
          (classes.data ?? []).map((o) => ({ id: o.value, label: o.label })),
          jobClass,
          setJobClass,
        )}
        {filter(
          t('columns.groupName'),
          t('waiting.allGroups'),
          (groups.data ?? []).map((o) => ({ id: o.value, label: o.label })),
          group,
          setGroup,
        )}
      </div>
      {figures.isPending ? (
        <Skeleton />
      ) : figures.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: figures.error.message })}
        </p>
      ) : shown!.total.holds === 0 ? (
        <p className={emptyMessage}>{t('waiting.none')}</p>
      ) : (
        <>
          <p className={styles.drillSummary}>
            {t('waiting.total', {
              calendar: formatNumber(shown!.total.calendarHours, 2),
              business: formatNumber(shown!.total.businessHours, 2),
              holds: shown!.total.holds,
              jobs: shown!.total.jobs,
            })}{' '}
            <Button onPress={() => drillInto('jobs', {}, t('waiting.everything'))}>{t('cycle.jobs')}</Button>{' '}
            <Button onPress={() => drillInto('holds', {}, t('waiting.everything'))}>{t('waiting.holds')}</Button>
          </p>
          <EChart
            option={heldHoursOption(shown!.byReason, text)}
            label={t('waiting.chartLabel')}
            onPick={({ dataIndex }) => {
              const row = shown!.byReason[dataIndex];
              if (row) drillInto('holds', { reason: row.id }, row.name);
            }}
          />
          {cuts.map(({ key, by }) => (
            <CutTable
              key={key}
              title={t(`waiting.${key}`)}
              rows={shown![key]}
              onDrill={(kind, row) => drillInto(kind, { [by]: row.id }, row.name)}
            />
          ))}
        </>
      )}
      {drill && <DrillDialog drill={drill} onClose={() => setDrill(undefined)} />}
    </div>
  );
}

/** One cut of the figures: a row per reason (or department, class, group) with buttons to what is behind it. */
function CutTable({
  title,
  rows,
  onDrill,
}: {
  title: string;
  rows: WhereJobsWait['byReason'];
  onDrill: (kind: Drill['kind'], row: WaitRow) => void;
}) {
  const { t } = useTranslation('reports');
  const figureKeys = ['calendarHours', 'businessHours', 'holds', 'jobs'] as const;
  return (
    <div className={gridStyles.scroller}>
      <table className={gridStyles.table} aria-label={title}>
        <thead className={gridStyles.head}>
          <tr>
            <th className={gridStyles.headerCell} scope="col">
              {title}
            </th>
            {figureKeys.map((key) => (
              <th key={key} className={gridStyles.headerCell} scope="col">
                {t(`columns.${key}`)}
              </th>
            ))}
            <th className={gridStyles.headerCell} scope="col">
              {t('waiting.behind')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.name || t('waiting.noGroup');
            return (
              <tr key={row.id} className={gridStyles.row}>
                <th className={gridStyles.cell} scope="row">
                  {name}
                </th>
                {figureKeys.map((key) => (
                  <td key={key} className={gridStyles.numberCell}>
                    {formatNumber(row[key], key.endsWith('Hours') ? 2 : 0)}
                  </td>
                ))}
                <td className={gridStyles.cell}>
                  {/* A job without a group cannot be asked for by one: its row has no drill-down. */}
                  {row.id !== '' && (
                    <>
                      <Button onPress={() => onDrill('jobs', row)} aria-label={t('waiting.jobsOf', { figure: name })}>
                        {t('cycle.jobs')}
                      </Button>{' '}
                      <Button onPress={() => onDrill('holds', row)} aria-label={t('waiting.holdsOf', { figure: name })}>
                        {t('waiting.holds')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A hold as its grid shows it: its departments in one cell, its times on the clock. */
const holdRowOf = (hold: WaitHoldRow): Row => ({
  ...hold,
  departmentNames: hold.departmentNames.join(', '),
  heldAt: formatDateTime(new Date(hold.heldAt)),
  releasedAt: hold.releasedAt ? formatDateTime(new Date(hold.releasedAt)) : '',
  releasedBy: hold.releasedBy ?? '',
});

/** The jobs or holds behind a figure, largest first, in a grid that filters, groups and exports like a report's. */
function DrillDialog({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const jobs = useWaitJobs(drill.kind === 'jobs' ? drill.asked : undefined);
  const holds = useWaitHolds(drill.kind === 'holds' ? drill.asked : undefined);
  const answer = drill.kind === 'jobs' ? jobs : holds;
  const rows = useMemo(
    () => (drill.kind === 'jobs' ? (jobs.data as unknown as Row[]) : holds.data?.map(holdRowOf)) ?? [],
    [drill.kind, jobs.data, holds.data],
  );
  return (
    <AppDialog title={drill.title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      <DialogBody>
        {answer.isPending ? (
          <Skeleton />
        ) : answer.isError ? (
          <p className={styles.error} role="alert">
            {t('loadFailed', { reason: answer.error.message })}
          </p>
        ) : (
          <>
            <ReportGrid
              label={drill.title}
              columns={drill.kind === 'jobs' ? jobColumns : holdColumns}
              rows={rows}
              summaries={[]}
            />
            {drill.kind === 'jobs' && jobs.data && <JobLedger jobs={jobs.data} />}
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('cycle.close')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}

/** Calendar and business hours in one cell. */
const both = (h: WaitHours) => `${formatNumber(h.calendarHours, 2)} / ${formatNumber(h.businessHours, 2)}`;

/** A chosen job's ledger: each department visit's time, held by reason and not held. */
function JobLedger({ jobs }: { jobs: { jobAdminId: string; jobAdminInt: number; hat: string }[] }) {
  const { t } = useTranslation('reports');
  const [chosen, setChosen] = useState<string | null>(null);
  const ledger = useWaitJobLedger(chosen ?? undefined);
  const title = t('waiting.ledger');
  return (
    <section aria-label={title} className={styles.controls}>
      <div className={styles.picker}>
        <Select
          label={title}
          placeholder={t('waiting.ledgerJob')}
          options={jobs.map((j) => ({ id: j.jobAdminId, label: [j.jobAdminInt, j.hat].filter(Boolean).join(' · ') }))}
          value={chosen}
          onChange={setChosen}
        />
      </div>
      {chosen === null ? null : ledger.isPending ? (
        <Skeleton />
      ) : ledger.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: ledger.error.message })}
        </p>
      ) : (
        <div className={gridStyles.scroller}>
          <table className={gridStyles.table} aria-label={t('waiting.ledgerOf', { job: ledger.data.jobAdminInt })}>
            <caption className={styles.drillSummary}>{t('waiting.ledgerNote')}</caption>
            <thead className={gridStyles.head}>
              <tr>
                {(
                  [
                    'columns.departmentName',
                    'columns.dateTimeIn',
                    'columns.dateTimeOut',
                    'waiting.whole',
                    'waiting.held',
                    'waiting.notHeld',
                    'waiting.reasons',
                  ] as const
                ).map((key) => (
                  <th key={key} className={gridStyles.headerCell} scope="col">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ledger.data.visits.map((visit) => (
                <tr key={visit.from} className={gridStyles.row}>
                  <th className={gridStyles.cell} scope="row">
                    {visit.departmentName}
                  </th>
                  <td className={gridStyles.cell}>{formatDateTime(new Date(visit.from))}</td>
                  <td className={gridStyles.cell}>
                    {visit.to ? formatDateTime(new Date(visit.to)) : t('waiting.open')}
                  </td>
                  <td className={gridStyles.numberCell}>{both(visit)}</td>
                  <td className={gridStyles.numberCell}>{both(visit.held)}</td>
                  <td className={gridStyles.numberCell}>{both(visit.notHeld)}</td>
                  <td className={gridStyles.cell}>{visit.byReason.map((r) => `${r.reason} ${both(r)}`).join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
