import type {
  DateEntryReport,
  DateEntryRow,
  DateRange,
  dateEntryReportSchema,
  dateEntryRowsSchema,
  JobDateField,
} from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { queryOf } from './get-cycle-time.ts';

/** GET reports/date-entry: the range's date entries, late and back-dated ones, per user and per date. */
export function useDateEntryReport(range: DateRange | undefined, lateHours: number) {
  return useQuery({
    queryKey: [...queryKeys.reportData, 'date-entry', range?.start, range?.end, lateHours],
    queryFn: () =>
      api.get<Loose<typeof dateEntryReportSchema, DateEntryReport>>(
        'reports',
        `reports/date-entry${queryOf({ start: range?.start, end: range?.end, lateHours: String(lateHours) })}`,
        { position: lastHubPosition() },
      ),
    placeholderData: keepPreviousData,
  });
}

/** What a drill-down asks for: the late or back-dated entries of a user or a date. */
export interface EntriesAsked {
  range: DateRange;
  lateHours: number;
  kind: 'late' | 'backDated';
  user?: string;
  field?: JobDateField;
}

/** GET reports/date-entry/entries: the entries behind a figure, most recent first (500 at most). */
export function useDateEntries(asked: EntriesAsked | undefined) {
  return useQuery({
    queryKey: [...queryKeys.reportData, 'date-entry-entries', asked],
    queryFn: () =>
      api.get<Loose<typeof dateEntryRowsSchema, DateEntryRow[]>>(
        'reports',
        `reports/date-entry/entries${queryOf({
          start: asked?.range.start,
          end: asked?.range.end,
          lateHours: asked && String(asked.lateHours),
          kind: asked?.kind,
          user: asked?.user,
          field: asked?.field,
        })}`,
        { position: lastHubPosition() },
      ),
    enabled: asked !== undefined,
  });
}
