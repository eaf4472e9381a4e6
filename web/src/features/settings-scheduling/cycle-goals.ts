import type { JobClassCycle } from '@bayline/contracts';
import { i18n } from '../../lib/i18n.ts';

/** A department's goal for how long a job of one class stays there (spec 2 "Job class cycle"). */
export interface CycleGoal {
  jobClassId: string;
  days: number;
  hours: number;
  minutes: number;
  /** Who is told when a job overruns the goal. */
  notifications: { contactId: string }[];
}

const minutesPerHour = 60;
const hoursPerDay = 24;

/** Minutes of 60 or more carry into hours, hours of 24 or more into days (spec 2 section 4). */
export function carryCycleTime({ days, hours, minutes }: { days: number; hours: number; minutes: number }) {
  const carriedHours = hours + Math.floor(minutes / minutesPerHour);
  return {
    days: days + Math.floor(carriedHours / hoursPerDay),
    hours: carriedHours % hoursPerDay,
    minutes: minutes % minutesPerHour,
  };
}

/** One goal per job class shown, in the classes' order; a class with no goal yet starts at zero. */
export function cycleGoalRows(
  jobClasses: readonly { jobClassId: string }[],
  goals: readonly JobClassCycle[],
): CycleGoal[] {
  const byClass = new Map(goals.map((g) => [g.jobClassId, g]));
  return jobClasses.map(({ jobClassId }) => {
    const goal = byClass.get(jobClassId);
    return goal
      ? {
          jobClassId,
          days: goal.days,
          hours: goal.hours,
          minutes: goal.minutes,
          notifications: goal.notifications ?? [],
        }
      : { jobClassId, days: 0, hours: 0, minutes: 0, notifications: [] };
  });
}

function sameGoal(a: CycleGoal, b: CycleGoal): boolean {
  const contacts = (g: CycleGoal) =>
    g.notifications
      .map((n) => n.contactId)
      .sort()
      .join();
  return a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && contacts(a) === contacts(b);
}

/** Submit is enabled only when a goal differs from what the dialog opened with. */
export function cycleGoalsChanged(initial: readonly CycleGoal[], edited: readonly CycleGoal[]): boolean {
  const before = new Map(initial.map((g) => [g.jobClassId, g]));
  return edited.some((g) => {
    const was = before.get(g.jobClassId);
    return was ? !sameGoal(was, g) : !sameGoal({ ...g, days: 0, hours: 0, minutes: 0, notifications: [] }, g);
  });
}

/** The goals worth keeping: a class whose goal is all zero with nobody to notify has none. */
export function cycleGoalsToKeep(edited: readonly CycleGoal[]): CycleGoal[] {
  return edited.filter((g) => g.days > 0 || g.hours > 0 || g.minutes > 0 || g.notifications.length > 0);
}

/** Several people named by the first of them followed by '(+N other(s))' (spec 2 section 4); '' for nobody. */
export function assigneeSummary(names: readonly string[]): string {
  const [first, ...others] = names;
  if (first === undefined) return '';
  return others.length === 0 ? first : i18n.t('settings:departments.others', { name: first, count: others.length });
}
