import {
  type BoardCard,
  dayInZone,
  type JobPromise,
  jobsAheadByJob,
  type PromiseCause,
  type PromiseJob,
  promiseOf,
  RoState,
} from '@bayline/contracts';
import i18n from 'i18next';
import { useOpenJobs } from '../../lib/board-cache.ts';
import { useDepartments } from '../../lib/departments.ts';
import { spanText } from '../../lib/duration.ts';
import { formatDay } from '../../lib/format.ts';
import { useLocationSettings } from '../job-form/api/get-location-settings.ts';

/** The jobs ahead in each department, worked out once per board read however many cards ask. */
const aheadByBoard = new WeakMap<readonly BoardCard[], Map<string, number>>();
function aheadOf(cards: readonly BoardCard[]): Map<string, number> {
  let ahead = aheadByBoard.get(cards);
  if (!ahead) {
    ahead = jobsAheadByJob(cards);
    aheadByBoard.set(cards, ahead);
  }
  return ahead;
}

/** A job's promise and the time zone its days are read in. */
export interface PromiseAt {
  promise: JobPromise;
  timeZone: string;
}

/**
 * An open job's expected completion at `now` (contracts' `promiseOf`, the rule the server applies too), from the
 * location's departments and the board's open jobs as the cache holds them: worked out again as the clock ticks
 * and as either changes. Undefined while they are read, or for a job with none (closed, or past the work).
 */
export function usePromise(job: (PromiseJob & { roState: number }) | undefined, now: number): PromiseAt | undefined {
  const departments = useDepartments().data;
  const cards = useOpenJobs().data;
  const timeZone = useLocationSettings().data?.timeZone;
  if (!job || job.roState !== RoState.open || !departments || !cards || !timeZone) return undefined;
  const promise = promiseOf({ job, departments, jobsAhead: aheadOf(cards).get(job.jobAdminId) ?? 0, now, timeZone });
  return promise ? { promise, timeZone } : undefined;
}

/** The expected completion's day at the location, 'YYYY-MM-DD'. */
export const expectedDay = ({ promise, timeZone }: PromiseAt) => dayInZone(new Date(promise.expectedAt), timeZone);

/** Hours as the causes say them: '1 d 4 h', '6 h', '45 min' (to the hour from one hour on). */
export function durationText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return spanText({ days: 0, hours: 0, minutes });
  // Whole hours first, so 47 h 59 min reads 2 d 0 h, never 1 d 24 h.
  const wholeHours = Math.round(minutes / 60);
  return spanText({ days: Math.floor(wholeHours / 24), hours: wholeHours % 24 });
}

/** A cause in words: 'On hold: Parts (1 d 4 h)', 'Body over its goal by 6 h', '3 jobs ahead in Body'. */
export function causeText(cause: PromiseCause): string {
  switch (cause.kind) {
    case 'held':
      return i18n.t('common:promise.cause.held', { reason: cause.reason, duration: durationText(cause.hours) });
    case 'overGoal':
      return i18n.t('common:promise.cause.overGoal', {
        department: cause.department,
        duration: durationText(cause.hours),
      });
    case 'queue':
      return i18n.t('common:promise.cause.queue', { count: cause.jobs, department: cause.department });
    case 'ahead':
      return i18n.t('common:promise.cause.ahead', { count: cause.departments, duration: durationText(cause.hours) });
  }
}

/** What a promise says: its verdict (none without Scheduled Out), the expected day, and each cause. */
export function promiseWords(at: PromiseAt) {
  const { promise } = at;
  return {
    verdict: promise.verdict ? i18n.t(`common:promise.verdict.${promise.verdict}`) : null,
    expected: i18n.t('common:promise.expected', { date: formatDay(expectedDay(at)) }),
    causes: promise.causes.map(causeText),
  };
}

/** The promise in one sentence, for a control's accessible name. */
export function promiseSentence(at: PromiseAt): string {
  const words = promiseWords(at);
  return [words.verdict, words.expected, ...words.causes].filter(Boolean).join('. ');
}
