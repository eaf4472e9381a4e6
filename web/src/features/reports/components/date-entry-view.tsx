import { type DateEntryCounts, type DateEntryRow, type DateRange, defaultLateHours } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { lagOf } from '../../../lib/date-entry.ts';
import { spanText } from '../../../lib/duration.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { type EntriesAsked, useDateEntries, useDateEntryReport } from '../api/get-date-entry.ts';
import type { ReportColumn, Row } from '../columns.ts';
import * as dateEntryStyles from './date-entry.css.ts';
import { DateRangeEditor } from './date-range-editor.tsx';
import { LateHoursInput } from './late-hours-input.tsx';
import * as gridStyles from './report-grid.css.ts';
import { ReportGrid } from './report-grid.tsx';
import * as styles from './reports.css.ts';
import { Skeleton } from './skeleton.tsx';

/** A drill-down: what it asks the server for and the figure it explains. */
type Drill = EntriesAsked & { title: string };

/** The entries behind a figure, as the drill-down's grid shows them. */
const entryColumns: ReportColumn[] = [
  { field: 'jobAdminInt', kind: 'code', link: (row) => openJobPath(String(row.jobAdminId)) },
  { field: 'fieldName', kind: 'text', header: 'dateField' },
  { field: 'before', kind: 'date', header: 'dateBefore' },
  { field: 'after', kind: 'date', header: 'dateAfter' },
  { field: 'entered', kind: 'text', header: 'enteredAt' },
  { field: 'userName', kind: 'text', header: 'enteredBy' },
  { field: 'lag', kind: 'text', header: 'lag' },
  { field: 'backDatedMark', kind: 'text', header: 'backDated' },
];

/**
 * Date Entry (docs/metrics.md "Date entry"): the range's entries of the six dates (the 90 days to today at first),
 * how many were late and how many back-dated, per user and per date; a count opens the entries behind it.
 */
export function DateEntryView() {
  const { t } = useTranslation('reports');
  const [asked, setAsked] = useState<DateRange | undefined>(undefined);
  const [lateHours, setLateHours] = useState(defaultLateHours);
  const [drill, setDrill] = useState<Drill | undefined>(undefined);
  const report = useDateEntryReport(asked, lateHours);
  const range = asked ?? report.data?.range;

  /** A count, a button opening its entries when there are any. */
  const count = (counts: DateEntryCounts, kind: 'late' | 'backDated', who: string, of: Partial<EntriesAsked>) =>
    counts[kind] > 0 && range ? (
      <Button
        onPress={() =>
          setDrill({ range, lateHours, kind, ...of, title: t(`dateEntry.drill.${kind}`, { figure: who }) })
        }
        aria-label={t('dateEntry.drill.countOf', {
          count: formatNumber(counts[kind], 0),
          figure: t(`dateEntry.drill.${kind}`, { figure: who }),
        })}
      >
        {formatNumber(counts[kind], 0)}
      </Button>
    ) : (
      formatNumber(counts[kind], 0)
    );

  const table = (
    label: string,
    rows: { key: string; name: string; counts: DateEntryCounts; of: Partial<EntriesAsked> }[],
  ) => (
    <div className={gridStyles.scroller}>
      <table className={gridStyles.table} aria-label={label}>
        <thead className={gridStyles.head}>
          <tr>
            <th className={gridStyles.headerCell} scope="col">
              {label}
            </th>
            {(['entries', 'late', 'backDated'] as const).map((key) => (
              <th key={key} className={gridStyles.headerCell} scope="col">
                {t(`dateEntry.counts.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={gridStyles.row}>
              <th className={gridStyles.cell} scope="row">
                {row.name}
              </th>
              <td className={gridStyles.numberCell}>{formatNumber(row.counts.entries, 0)}</td>
              <td className={gridStyles.numberCell}>{count(row.counts, 'late', row.name, row.of)}</td>
              <td className={gridStyles.numberCell}>{count(row.counts, 'backDated', row.name, row.of)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className={styles.card} data-testid="date-entry">
      <div className={styles.controls}>
        {range && <DateRangeEditor value={range} onRun={setAsked} />}
        <LateHoursInput value={lateHours} onChange={setLateHours} />
      </div>
      <p className={dateEntryStyles.definition}>{t('dateEntry.definition', { hours: lateHours })}</p>
      {report.isPending ? (
        <Skeleton />
      ) : report.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed', { reason: report.error.message })}
        </p>
      ) : report.data.totals.entries === 0 ? (
        <p className={emptyMessage}>{t('grid.noData')}</p>
      ) : (
        <>
          <p>{t('dateEntry.totals', { ...report.data.totals })}</p>
          <div className={dateEntryStyles.tables}>
            {table(
              t('dateEntry.byUser'),
              report.data.byUser.map((u) => ({
                key: u.userId,
                name: u.userName || t('dateEntry.system'),
                counts: u,
                of: { user: u.userId },
              })),
            )}
            {table(
              t('dateEntry.byField'),
              report.data.byField.map((f) => ({
                key: f.field,
                name: t(`dateEntry.fields.${f.field}`),
                counts: f,
                of: { field: f.field },
              })),
            )}
          </div>
        </>
      )}
      {drill && <EntriesDialog drill={drill} onClose={() => setDrill(undefined)} />}
    </div>
  );
}

/** The entries behind a figure, most recent first, in a grid that filters and exports like a report's. */
function EntriesDialog({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const entries = useDateEntries(drill);
  const timeZone = useLocationSettings().data?.timeZone;
  const lagText = (entry: DateEntryRow) => {
    if (entry.lagHours === null) return t('dateEntry.cleared');
    const lag = lagOf(entry.lagHours);
    const span = spanText(lag);
    return t(`dateEntry.lag.${lag.when}`, { lag: span });
  };
  const rows = (entries.data ?? []).map((e) => ({
    ...e,
    fieldName: t(`dateEntry.fields.${e.field}`),
    entered: formatDateTime(new Date(e.enteredAt), timeZone),
    userName: e.userName || t('dateEntry.system'),
    lag: lagText(e),
    backDatedMark: e.backDated ? t('dateEntry.backDatedMark') : '',
  }));
  return (
    <AppDialog title={drill.title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="lg">
      <DialogBody>
        {entries.isPending ? (
          <Skeleton />
        ) : entries.isError ? (
          <p className={styles.error} role="alert">
            {t('loadFailed', { reason: entries.error.message })}
          </p>
        ) : (
          <ReportGrid label={drill.title} columns={entryColumns} rows={rows as unknown as Row[]} summaries={[]} />
        )}
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('cycle.close')}</Button>
      </DialogFooter>
    </AppDialog>
  );
}
