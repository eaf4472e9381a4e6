import type {
  DateRange,
  WaitHoldRow,
  WaitJobLedger,
  WaitJobRow,
  WhereJobsWait,
  waitHoldRowsSchema,
  waitJobLedgerSchema,
  waitJobRowsSchema,
  whereJobsWaitSchema,
} from '@bayline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Loose } from '../../../lib/api.ts';
import { lastHubPosition } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What Where Jobs Wait is asked for: a range (the 90 days to today when none) and what to narrow it to. */
export interface WaitAsked {
  range?: DateRange;
  department?: string;
  jobClass?: string;
  group?: string;
  reason?: string;
}

const queryOf = ({ range, ...narrowed }: WaitAsked) => {
  const values = { start: range?.start, end: range?.end, ...narrowed };
  const params = new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
  return params.size > 0 ? `?${params}` : '';
};

// Under the reports' data key: the live hub refreshes them when read models change.
const keyOf = (what: string, asked: WaitAsked | string | undefined) => [
  ...queryKeys.reportData,
  'waiting',
  what,
  asked,
];

/** GET reports/waiting: held hours by reason, department, job class and group, largest first. */
export function useWhereJobsWait(asked: WaitAsked) {
  return useQuery({
    queryKey: keyOf('figures', asked),
    queryFn: () =>
      api.get<Loose<typeof whereJobsWaitSchema, WhereJobsWait>>('reports', `reports/waiting${queryOf(asked)}`, {
        position: lastHubPosition(),
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET reports/waiting/jobs: the jobs behind a figure, most held first. */
export function useWaitJobs(asked: WaitAsked | undefined) {
  return useQuery({
    queryKey: keyOf('jobs', asked),
    queryFn: () =>
      api.get<Loose<typeof waitJobRowsSchema, WaitJobRow[]>>('reports', `reports/waiting/jobs${queryOf(asked ?? {})}`, {
        position: lastHubPosition(),
      }),
    enabled: asked !== undefined,
  });
}

/** GET reports/waiting/holds: each hold behind a figure, its part in the range first. */
export function useWaitHolds(asked: WaitAsked | undefined) {
  return useQuery({
    queryKey: keyOf('holds', asked),
    queryFn: () =>
      api.get<Loose<typeof waitHoldRowsSchema, WaitHoldRow[]>>(
        'reports',
        `reports/waiting/holds${queryOf(asked ?? {})}`,
        { position: lastHubPosition() },
      ),
    enabled: asked !== undefined,
  });
}

/** GET reports/waiting/jobs/{id}: the job's department visits, each split into held by reason and not held. */
export function useWaitJobLedger(jobAdminId: string | undefined) {
  return useQuery({
    queryKey: keyOf('ledger', jobAdminId),
    queryFn: () =>
      api.get<Loose<typeof waitJobLedgerSchema, WaitJobLedger>>(
        'reports',
        `reports/waiting/jobs/${encodeURIComponent(jobAdminId ?? '')}`,
        { position: lastHubPosition() },
      ),
    enabled: jobAdminId !== undefined,
  });
}
