import {
  type BoardCard,
  type Department,
  type DisplayPreferences,
  isClosed,
  type Subdepartment,
  type TileFlags,
} from '@bayline/contracts';
import i18n from 'i18next';
import { formatMoney, formatMonthDay, formatNumber, jobLabel, vehicleText } from '../../lib/format.ts';

export interface BoardColumn {
  department: Department;
  jobs: BoardCard[];
  /** Total hours of the column, closed jobs left out, to one decimal. */
  hours: number;
  /**
   * The hours still to come through the department (hoursType 'remaining'): those of its jobs and of the jobs in
   * every department before it, which have yet to reach it.
   */
  remainingHours: number;
  subTotal: number;
}

/** Sum of hours of the jobs that count: archived and void (roState 3, 4) are left out. */
export function departmentHours(jobs: readonly BoardCard[]): number {
  const total = jobs.reduce((sum, job) => (isClosed(job.roState) ? sum : sum + job.hours), 0);
  return Math.round(total * 10) / 10;
}

/**
 * Order inside a department, as the server lists it (spec 1 section 4): prioritised jobs (priority above 0)
 * first in ascending priority, then the longest waiting, then by job number.
 */
export function columnOrder(a: BoardCard, b: BoardCard): number {
  const rank = (job: BoardCard) => (job.priority > 0 ? job.priority : Number.MAX_SAFE_INTEGER);
  return (
    rank(a) - rank(b) || a.departmentEnteredAt.localeCompare(b.departmentEnteredAt) || a.jobAdminInt - b.jobAdminInt
  );
}

/**
 * One column per department in the given order, each holding its jobs in board order (prioritised first),
 * so a change made on screen before the server answers shows in its place. Jobs of a department not on the
 * board are not shown.
 */
export function buildColumns(departments: readonly Department[], jobs: readonly BoardCard[]): BoardColumn[] {
  const byDepartment = new Map<string, BoardCard[]>(departments.map((d) => [d.shortName, []]));
  for (const job of jobs) byDepartment.get(job.departmentShortName)?.push(job);
  let upstream = 0;
  return departments.map((department) => {
    const columnJobs = (byDepartment.get(department.shortName) ?? []).sort(columnOrder);
    const hours = departmentHours(columnJobs);
    upstream += hours;
    return {
      department,
      jobs: columnJobs,
      hours,
      remainingHours: Math.round(upstream * 10) / 10,
      subTotal: columnJobs.reduce((sum, job) => sum + job.subTotal, 0),
    };
  });
}

/** The open jobs as they are once a job has moved to another department or subdepartment (the optimistic board). */
export function withJobMoved(
  jobs: readonly BoardCard[],
  jobAdminId: string,
  department: Department,
  enteredAt: string,
  subdepartmentShortName: string | null = null,
): BoardCard[] {
  return jobs.map((job) =>
    job.jobAdminId === jobAdminId
      ? {
          ...job,
          departmentShortName: department.shortName,
          departmentId: department.departmentId,
          departmentName: department.name,
          subdepartmentShortName,
          departmentEnteredAt: enteredAt,
          // Leaving its department, a job leaves its priority there (as the server does).
          priority: department.shortName === job.departmentShortName ? job.priority : 0,
        }
      : job,
  );
}

/** A part of a column: the jobs of one subdepartment, or (subdepartment null) those in none of them. */
export interface BoardSection {
  subdepartment: Subdepartment | null;
  jobs: BoardCard[];
}

/** The department's active subdepartments in their order. */
export function activeSubdepartments(department: Pick<Department, 'subdepartments'>): Subdepartment[] {
  return department.subdepartments.filter((s) => s.isActive).sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * A column split by subdepartment: first the jobs in none of them (or in one no longer active), then one
 * section per active subdepartment. Each keeps the column's order.
 */
export function sectionsOf(department: Pick<Department, 'subdepartments'>, jobs: readonly BoardCard[]): BoardSection[] {
  const subdepartments = activeSubdepartments(department);
  const known = new Set(subdepartments.map((s) => s.shortName));
  const sectionOf = (job: BoardCard) =>
    job.subdepartmentShortName && known.has(job.subdepartmentShortName) ? job.subdepartmentShortName : null;
  return [
    { subdepartment: null, jobs: jobs.filter((job) => sectionOf(job) === null) },
    ...subdepartments.map((subdepartment) => ({
      subdepartment,
      jobs: jobs.filter((job) => sectionOf(job) === subdepartment.shortName),
    })),
  ];
}

/** The section key of a job in its column: its subdepartment when that is an active one, else null. */
export function sectionKeyOf(job: BoardCard, department: Pick<Department, 'subdepartments'>): string | null {
  const sub = job.subdepartmentShortName;
  return sub && activeSubdepartments(department).some((s) => s.shortName === sub) ? sub : null;
}

/** Ids of the prioritised jobs of a list, first first. */
export function prioritisedIds(jobs: readonly BoardCard[]): string[] {
  return jobs
    .filter((job) => job.priority > 0)
    .sort((a, b) => a.priority - b.priority)
    .map((job) => job.jobAdminId);
}

/**
 * The prioritised ids of a list (in board order, prioritised first) once the card `activeId` is dropped on
 * the card `overId`, taking its place; `overId` null means below every card. Landing among the prioritised
 * cards, or in the place directly below the last of them, prioritises the card there; landing further down,
 * in the unprioritised part, leaves it without priority. A card let go where it was changes nothing.
 */
export function reprioritised(jobs: readonly BoardCard[], activeId: string, overId: string | null): string[] {
  const ids = jobs.map((job) => job.jobAdminId);
  const from = ids.indexOf(activeId);
  const current = prioritisedIds(jobs);
  const overIndex = overId === null ? -1 : ids.indexOf(overId);
  const to = overIndex < 0 ? ids.length : overIndex;
  if (from < 0 || from === to) return current;
  const others = current.filter((id) => id !== activeId);
  if (to > others.length) return others;
  return [...others.slice(0, to), activeId, ...others.slice(to)];
}

/** The open jobs once a department's prioritised list is set: listed jobs get 1, 2, …; others in it lose theirs. */
export function withPriorities(
  jobs: readonly BoardCard[],
  departmentShortName: string,
  jobAdminIds: readonly string[],
): BoardCard[] {
  const rank = new Map(jobAdminIds.map((id, index) => [id, index + 1]));
  return jobs.map((job) => {
    if (job.departmentShortName !== departmentShortName) return job;
    const priority = rank.get(job.jobAdminId) ?? 0;
    return priority === job.priority ? job : { ...job, priority };
  });
}

/** What a drop target on the board stands for: a card, a section of a column, or a column as a whole. */
export type BoardDropData =
  | { kind: 'card'; departmentShortName: string; subdepartmentShortName: string | null; jobAdminId: string }
  | { kind: 'section'; departmentShortName: string; subdepartmentShortName: string | null }
  | { kind: 'column'; departmentShortName: string };

/** Where a dragged card was let go: a department, one of its sections, and the card it was dropped on, if any. */
export interface DropTarget {
  departmentShortName: string;
  /** The section: a subdepartment, or null for the part of the column in none. */
  subdepartmentShortName: string | null;
  /** The card dropped on, which the dragged card takes the place of; null below the last card. */
  overJobId: string | null;
  /** Dropped on the column outside its sections (its header): no place in it was chosen. */
  wholeColumn: boolean;
}

export function dropTargetOf(data: BoardDropData): DropTarget {
  switch (data.kind) {
    case 'card':
      return { ...data, overJobId: data.jobAdminId, wholeColumn: false };
    case 'section':
      return { ...data, overJobId: null, wholeColumn: false };
    case 'column':
      return {
        departmentShortName: data.departmentShortName,
        subdepartmentShortName: null,
        overJobId: null,
        wholeColumn: true,
      };
  }
}

export type DropOutcome =
  | { kind: 'none' }
  | { kind: 'move'; department: Department; subdepartmentShortName: string | null }
  | { kind: 'prioritise'; departmentShortName: string; jobAdminIds: string[] };

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What dropping a job means: another department or subdepartment moves it there; a new place within its own
 * section sets the department's prioritised list (the sections' lists one after the other, the section
 * dropped in replaced by its new list). Dropping on its own column's header, or taking a job out of its
 * subdepartment within the same department (not a move the server makes), means nothing.
 */
export function dropOutcome(
  job: BoardCard,
  target: DropTarget,
  departments: readonly Department[],
  jobs: readonly BoardCard[],
): DropOutcome {
  const department = departments.find((d) => d.shortName === target.departmentShortName);
  if (!department) return { kind: 'none' };
  if (department.shortName !== job.departmentShortName) {
    const sub = target.subdepartmentShortName;
    const valid = sub !== null && activeSubdepartments(department).some((s) => s.shortName === sub);
    return { kind: 'move', department, subdepartmentShortName: valid ? sub : null };
  }
  if (target.wholeColumn) return { kind: 'none' };
  const from = sectionKeyOf(job, department);
  if (target.subdepartmentShortName !== from) {
    return target.subdepartmentShortName === null
      ? { kind: 'none' }
      : { kind: 'move', department, subdepartmentShortName: target.subdepartmentShortName };
  }
  const column = jobs.filter((j) => j.departmentShortName === department.shortName).sort(columnOrder);
  const sections = sectionsOf(department, column);
  const section = sections.find((s) => (s.subdepartment?.shortName ?? null) === from);
  if (!section) return { kind: 'none' };
  const before = prioritisedIds(section.jobs);
  const after = reprioritised(section.jobs, job.jobAdminId, target.overJobId);
  if (same(before, after)) return { kind: 'none' };
  return {
    kind: 'prioritise',
    departmentShortName: department.shortName,
    jobAdminIds: sections.flatMap((s) => (s === section ? after : prioritisedIds(s.jobs))),
  };
}

/** A department's hours: '12.3 HRS'. */
export function hoursLabel(hours: number): string {
  return i18n.t('board:column.hours', { hours: formatNumber(hours, 1) });
}

export const moneyText = formatMoney;

/** 'TTL 12.5', with ' R 3.0' when there are refinish hours. */
export function hoursText(job: Pick<BoardCard, 'hours' | 'refinish'>): string {
  const hours = formatNumber(job.hours, 1);
  return job.refinish > 0
    ? i18n.t('board:card.hoursWithRefinish', { hours, refinish: formatNumber(job.refinish, 1) })
    : i18n.t('board:card.hours', { hours });
}

/** The person assigned to the job's current department, if any. */
export function assigneeName(job: Pick<BoardCard, 'departmentId' | 'assignees'>): string | undefined {
  return job.assignees.find((a) => a.departmentId === job.departmentId)?.name;
}

/** Time since an instant as days, hours and minutes: '2d 3h 15m'. */
export function elapsedText(since: string, now: number): string {
  const started = Date.parse(since);
  const minutes = Number.isNaN(started) ? 0 : Math.max(0, Math.floor((now - started) / 60_000));
  const days = Math.floor(minutes / 1_440);
  const hours = Math.floor((minutes % 1_440) / 60);
  return i18n.t('board:card.elapsed', { days, hours, minutes: minutes % 60 });
}

/** A line a card shows as a placeholder when the job has no value for it. */
export interface CardLine {
  text: string;
  placeholder: boolean;
}

/** What one card shows: only what the display preferences allow and the job has. */
export interface CardView {
  label: string;
  /** The job's place among the column's prioritised jobs (1 is first), null without priority. */
  priority: number | null;
  /** The time in department, always in days, hours and minutes ('6d 2h 13m'); the clock style shows a clock icon before it. */
  timer?: 'clock' | 'text';
  customerName?: string;
  vehicle?: string;
  color?: string;
  vin?: string;
  description?: string;
  group?: CardLine;
  assignee?: CardLine;
  /** Scheduled in and out, month and day as the user's language writes them; absent on a minified or compact tile. */
  scheduled?: { in: string; out: string };
  hours?: string;
  /** The card's background: the class colour, lightened, when tile colour is on. */
  background?: string;
}

/** A light tint of a colour, for a card's background. */
export function tileTint(color: string): string {
  return `color-mix(in srgb, ${color} 22%, #ffffff)`;
}

/** Each prioritised job's place in its column, 1 for the first: the number its priority marker shows. */
export function priorityRanks(jobs: readonly BoardCard[]): Map<string, number> {
  return new Map(prioritisedIds(jobs).map((id, index) => [id, index + 1]));
}

/**
 * How big a department's tiles are: small in a department listed in usesMinifyTile, else as the board's card
 * density says.
 */
export type TileSize = 'regular' | 'compact' | 'minified';

export function tileSizeOf(departmentShortName: string, options: DisplayPreferences['departmentOptions']): TileSize {
  if (options.usesMinifyTile.includes(departmentShortName)) return 'minified';
  return options.cardDensity;
}

/**
 * Decides a card's items from the tile flags (spec 3 section 2.6): a minified tile keeps the Job ID, the timer
 * and the customer name; a compact one drops the two tallest items, the description and the scheduled dates.
 * `rank` is the job's place among the column's prioritised jobs.
 */
export function cardView(
  job: BoardCard,
  tiles: TileFlags,
  classColor: string,
  rank: number | null = null,
  size: TileSize = 'regular',
): CardView {
  const view: CardView = { label: jobLabel(job), priority: rank };
  if (tiles.showCycleCounter) view.timer = tiles.useClockTimer ? 'clock' : 'text';
  if (tiles.showCustomerName && job.clientName) view.customerName = job.clientName;
  if (tiles.enableTileColor) view.background = tileTint(classColor);
  if (size === 'minified') return view;
  const regular = size === 'regular';
  const vehicle = vehicleText(job);
  if (tiles.showVehicle && vehicle) view.vehicle = vehicle;
  if (tiles.showColor && job.color) view.color = job.color;
  if (tiles.showVin && job.vin) view.vin = job.vin;
  if (regular && tiles.showDescription && job.description) view.description = job.description;
  if (tiles.showGroup)
    view.group = job.group
      ? { text: job.group.name, placeholder: false }
      : { text: i18n.t('board:card.noGroup'), placeholder: true };
  if (tiles.showAssignee) {
    const name = assigneeName(job);
    view.assignee = name
      ? { text: name, placeholder: false }
      : { text: i18n.t('board:card.noAssignee'), placeholder: true };
  }
  if (regular)
    view.scheduled = {
      in: formatMonthDay(job.scheduledIn) || '--/--',
      out: formatMonthDay(job.scheduledOut) || '--/--',
    };
  if (tiles.showJobHours) view.hours = hoursText(job);
  return view;
}

/** Which jobs the board shows by their hold: all, the held, the not held, or those held for one reason. */
export type HoldFilter = 'all' | 'held' | 'notHeld' | `reason:${string}`;

export const holdFilterOfReason = (delayId: string): HoldFilter => `reason:${delayId}`;

export function matchesHoldFilter(job: BoardCard, filter: HoldFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'held') return job.hold !== null;
  if (filter === 'notHeld') return job.hold === null;
  return job.hold !== null && holdFilterOfReason(job.hold.delayId) === filter;
}

/**
 * The reasons the board's held jobs are held for, by name: what it can be filtered by. Read from the cards, so a
 * reason renamed, made inactive or deleted since is there while a job is held for it.
 */
export function heldReasons(jobs: readonly BoardCard[]): { delayId: string; reason: string }[] {
  const reasons = new Map<string, string>();
  for (const job of jobs)
    if (job.hold && !reasons.has(job.hold.delayId)) reasons.set(job.hold.delayId, job.hold.reason);
  return [...reasons]
    .map(([delayId, reason]) => ({ delayId, reason }))
    .sort((a, b) => a.reason.localeCompare(b.reason, i18n.language, { sensitivity: 'base' }));
}
