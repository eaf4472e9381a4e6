import { type BoardCard, type Department, defaultDisplayPreferences, type TileFlags } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  assigneeName,
  buildColumns,
  cardView,
  departmentHours,
  dropOutcome,
  dropTargetOf,
  elapsedText,
  heldReasons,
  holdFilterOfReason,
  hoursLabel,
  hoursText,
  matchesHoldFilter,
  moneyText,
  prioritisedIds,
  priorityRanks,
  reprioritised,
  sectionsOf,
  tileSizeOf,
  withJobMoved,
  withPriorities,
} from './board.ts';

function department(shortName: string, sortOrder: number): Department {
  return {
    departmentId: `dep-${shortName}`,
    shortName,
    name: shortName.toUpperCase(),
    description: '',
    displayColor: '#000000',
    fontColor: '#ffffff',
    sortOrder,
    isActive: true,
    deletedAt: null,
    isWip: true,
    isMilestone: false,
    laborType: 0,
    laborPercent: 100,
    subdepartments: [],
    jobClassCycles: [],
  };
}

function job(jobAdminId: string, departmentShortName: string, extra: Partial<BoardCard> = {}): BoardCard {
  return {
    jobAdminId,
    jobAdminInt: 1000,
    locationShortName: 'MAIN',
    departmentShortName,
    departmentId: `dep-${departmentShortName}`,
    departmentName: departmentShortName.toUpperCase(),
    subdepartmentShortName: null,
    departmentEnteredAt: '2025-03-03T08:00:00.000Z',
    jobClassId: 'class-1',
    jobClassName: 'Standard',
    jobClass: { displayColor: '#336699' },
    groupShortName: null,
    group: null,
    roState: 2,
    priority: 0,
    version: 1,
    hat: '',
    clientName: 'Pat Doe',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    color: 'Silver',
    vin: '',
    description: '',
    hours: 0,
    refinish: 0,
    subTotal: 0,
    scheduledIn: null,
    scheduledOut: null,
    badges: [],
    assignees: [],
    hold: null,
    ...extra,
  };
}

// Cards and columns speak English unless a test chooses another language.
beforeAll(() => i18n.changeLanguage('en'));

describe('departmentHours', () => {
  it('adds the hours of open and estimate jobs and leaves out archived (3) and void (4)', () => {
    const jobs = [
      job('a', 'body', { hours: 10.25, roState: 2 }),
      job('b', 'body', { hours: 2, roState: 1 }),
      job('c', 'body', { hours: 100, roState: 3 }),
      job('d', 'body', { hours: 50, roState: 4 }),
    ];
    expect(departmentHours(jobs)).toBe(12.3);
  });

  it('is 0 for no jobs and labels with one decimal', () => {
    expect(departmentHours([])).toBe(0);
    expect(hoursLabel(0)).toBe('0.0 HRS');
    expect(hoursLabel(12.3)).toBe('12.3 HRS');
  });
});

describe('buildColumns', () => {
  const departments = [department('estimate', 0), department('body', 1), department('paint', 2)];

  it('makes one column per department in order and keeps the server order of jobs inside each', () => {
    const jobs = [
      job('p1', 'paint', { priority: 1, hours: 3 }),
      job('b1', 'body', { priority: 2, hours: 4 }),
      job('p2', 'paint', { hours: 1.5 }),
      job('b2', 'body'),
      job('x', 'gone'),
    ];
    const columns = buildColumns(departments, jobs);
    expect(columns.map((c) => c.department.shortName)).toEqual(['estimate', 'body', 'paint']);
    expect(columns.map((c) => c.jobs.map((j) => j.jobAdminId))).toEqual([[], ['b1', 'b2'], ['p1', 'p2']]);
    expect(columns.map((c) => c.hours)).toEqual([0, 4, 4.5]);
    // Remaining: what is in the department and still to reach it from the departments before.
    expect(columns.map((c) => c.remainingHours)).toEqual([0, 4, 8.5]);
  });

  it('totals the subtotal per column', () => {
    const columns = buildColumns(departments, [
      job('a', 'body', { subTotal: 1000.5 }),
      job('b', 'body', { subTotal: 20 }),
    ]);
    const body = itemAt(columns, 1);
    expect(body.subTotal).toBe(1020.5);
    expect(moneyText(body.subTotal)).toBe('$1,020.50');
  });
});

describe('withJobMoved', () => {
  it('puts the job in the new department from now, leaving the others alone', () => {
    const jobs = [job('a', 'body'), job('b', 'body')];
    const moved = withJobMoved(jobs, 'a', department('paint', 2), '2025-03-04T10:00:00.000Z');
    expect(moved[0]).toMatchObject({
      departmentShortName: 'paint',
      departmentId: 'dep-paint',
      departmentName: 'PAINT',
      departmentEnteredAt: '2025-03-04T10:00:00.000Z',
    });
    expect(moved[1]).toBe(jobs[1]);
    expect(jobs[0]?.departmentShortName).toBe('body');
  });
});

describe('withJobMoved into another department', () => {
  it('drops the job’s priority, as the server does; a move within its department keeps it', () => {
    const jobs = [job('a', 'body', { priority: 2 })];
    expect(withJobMoved(jobs, 'a', department('paint', 2), '2025-03-04T10:00:00.000Z')[0]?.priority).toBe(0);
    expect(withJobMoved(jobs, 'a', department('body', 1), '2025-03-04T10:00:00.000Z', 'BAY1')[0]?.priority).toBe(2);
  });
});

describe('card texts', () => {
  it('writes hours as TTL with R only when there are refinish hours', () => {
    expect(hoursText({ hours: 12.5, refinish: 0 })).toBe('TTL 12.5');
    expect(hoursText({ hours: 12, refinish: 3.5 })).toBe('TTL 12.0 R 3.5');
  });

  it("finds the assignee of the job's current department only", () => {
    const base = { departmentId: 'dep-body' };
    const ana = { departmentId: 'dep-paint', name: 'Ana' };
    const bo = { departmentId: 'dep-body', name: 'Bo' };
    expect(assigneeName({ ...base, assignees: [ana, bo] })).toBe('Bo');
    expect(assigneeName({ ...base, assignees: [ana] })).toBe(undefined);
    expect(assigneeName({ ...base, assignees: [] })).toBe(undefined);
  });
});

describe('elapsedText', () => {
  const since = '2025-03-01T08:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts days, hours and minutes', () => {
    expect(elapsedText(since, at('2025-03-03T11:15:59.000Z'))).toBe('2d 3h 15m');
    expect(elapsedText(since, at('2025-03-01T08:59:00.000Z'))).toBe('0d 0h 59m');
    expect(elapsedText(since, at('2025-03-11T08:00:00.000Z'))).toBe('10d 0h 0m');
  });

  it('never goes below zero and reads an unknown start as zero', () => {
    expect(elapsedText(since, at('2025-03-01T07:00:00.000Z'))).toBe('0d 0h 0m');
    expect(elapsedText('', at('2025-03-01T07:00:00.000Z'))).toBe('0d 0h 0m');
  });
});

const ids = (jobs: readonly { jobAdminId: string }[]) => jobs.map((j) => j.jobAdminId);

describe('board order inside a column', () => {
  it('puts prioritised jobs first by priority, then the longest waiting, then the job number', () => {
    const jobs = [
      job('late', 'body', { departmentEnteredAt: '2025-03-05T08:00:00.000Z', jobAdminInt: 1 }),
      job('p2', 'body', { priority: 2 }),
      job('early', 'body', { departmentEnteredAt: '2025-03-01T08:00:00.000Z', jobAdminInt: 9 }),
      job('p1', 'body', { priority: 1, departmentEnteredAt: '2025-03-09T08:00:00.000Z' }),
      job('same-time-1', 'body', { departmentEnteredAt: '2025-03-04T08:00:00.000Z', jobAdminInt: 3 }),
      job('same-time-0', 'body', { departmentEnteredAt: '2025-03-04T08:00:00.000Z', jobAdminInt: 2 }),
    ];
    const column = itemAt(buildColumns([department('body', 0)], jobs), 0);
    expect(ids(column.jobs)).toEqual(['p1', 'p2', 'early', 'same-time-0', 'same-time-1', 'late']);
  });
});

/** A column of three prioritised jobs (a, b, c) and three without priority (x, y, z), in board order. */
const column = () => [
  job('a', 'body', { priority: 1 }),
  job('b', 'body', { priority: 2 }),
  job('c', 'body', { priority: 3 }),
  job('x', 'body', { departmentEnteredAt: '2025-03-01T08:00:00.000Z' }),
  job('y', 'body', { departmentEnteredAt: '2025-03-02T08:00:00.000Z' }),
  job('z', 'body', { departmentEnteredAt: '2025-03-03T08:00:00.000Z' }),
];

describe('reprioritised', () => {
  it('reorders the prioritised cards when one is dropped among them, up or down', () => {
    expect(reprioritised(column(), 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(reprioritised(column(), 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(reprioritised(column(), 'a', 'b')).toEqual(['b', 'a', 'c']);
    expect(reprioritised(column(), 'b', 'a')).toEqual(['b', 'a', 'c']);
  });

  it('prioritises an unprioritised card dropped among or above the prioritised ones, at that place', () => {
    expect(reprioritised(column(), 'y', 'a')).toEqual(['y', 'a', 'b', 'c']);
    expect(reprioritised(column(), 'z', 'b')).toEqual(['a', 'z', 'b', 'c']);
    expect(reprioritised(column(), 'z', 'c')).toEqual(['a', 'b', 'z', 'c']);
  });

  it('prioritises a card dropped in the place directly below the last prioritised one, last', () => {
    expect(reprioritised(column(), 'z', 'x')).toEqual(['a', 'b', 'c', 'z']);
    expect(reprioritised(column(), 'y', 'x')).toEqual(['a', 'b', 'c', 'y']);
  });

  it('removes the priority of a prioritised card dropped below all prioritised cards', () => {
    expect(reprioritised(column(), 'a', 'x')).toEqual(['b', 'c']);
    expect(reprioritised(column(), 'c', 'x')).toEqual(['a', 'b']);
    expect(reprioritised(column(), 'b', 'z')).toEqual(['a', 'c']);
    expect(reprioritised(column(), 'a', null)).toEqual(['b', 'c']);
  });

  it('keeps the last prioritised card prioritised when dropped on itself', () => {
    expect(reprioritised(column(), 'c', 'c')).toEqual(['a', 'b', 'c']);
  });

  it('changes nothing for an unprioritised card moved within the unprioritised part or let go where it was', () => {
    expect(reprioritised(column(), 'z', 'y')).toEqual(['a', 'b', 'c']);
    expect(reprioritised(column(), 'x', 'z')).toEqual(['a', 'b', 'c']);
    expect(reprioritised(column(), 'x', 'x')).toEqual(['a', 'b', 'c']);
    expect(reprioritised(column(), 'z', null)).toEqual(['a', 'b', 'c']);
  });

  it('starts a priority list in a column without one when a card goes to the top', () => {
    const plain = column().slice(3);
    expect(reprioritised(plain, 'z', 'x')).toEqual(['z']);
    expect(reprioritised(plain, 'y', 'x')).toEqual(['y']);
    expect(reprioritised(plain, 'z', 'y')).toEqual([]);
  });

  it('lists the prioritised ids by priority even when the numbers have gaps', () => {
    expect(
      prioritisedIds([job('b', 'body', { priority: 7 }), job('a', 'body', { priority: 2 }), job('n', 'body')]),
    ).toEqual(['a', 'b']);
  });
});

describe('priorityRanks', () => {
  it('numbers the prioritised jobs by their place, whatever their stored priority', () => {
    const jobs = [job('a', 'body', { priority: 7 }), job('b', 'body', { priority: 3 }), job('n', 'body')];
    expect([...priorityRanks(jobs)]).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });
});

describe('withPriorities', () => {
  it("numbers the listed jobs from 1 and clears the others' priority in that department only", () => {
    const jobs = [...column(), job('p', 'paint', { priority: 1 })];
    const after = withPriorities(jobs, 'body', ['z', 'a']);
    expect(Object.fromEntries(after.map((j) => [j.jobAdminId, j.priority]))).toEqual({
      a: 2,
      b: 0,
      c: 0,
      x: 0,
      y: 0,
      z: 1,
      p: 1,
    });
    expect(after[6]).toBe(jobs[6]);
    expect(after[3]).toBe(jobs[3]);
  });
});

const bays = () => ({
  ...department('body', 1),
  subdepartments: [
    { subdepartmentId: 's2', shortName: 'BAY2', name: 'Bay 2', sortOrder: 1, isActive: true },
    { subdepartmentId: 's1', shortName: 'BAY1', name: 'Bay 1', sortOrder: 0, isActive: true },
    { subdepartmentId: 's3', shortName: 'OLD', name: 'Old bay', sortOrder: 2, isActive: false },
  ],
});

describe('sectionsOf', () => {
  it('is one section of every job when the department has no subdepartments', () => {
    const jobs = [job('a', 'paint'), job('b', 'paint', { subdepartmentShortName: 'BAY1' })];
    const sections = sectionsOf(department('paint', 2), jobs);
    expect(sections).toHaveLength(1);
    const only = itemAt(sections, 0);
    expect(only.subdepartment).toBeNull();
    expect(ids(only.jobs)).toEqual(['a', 'b']);
  });

  it('splits by active subdepartment in their order, the jobs in none (or an inactive one) first', () => {
    const jobs = [
      job('p', 'body', { priority: 1, subdepartmentShortName: 'BAY2' }),
      job('n', 'body'),
      job('o', 'body', { subdepartmentShortName: 'OLD' }),
      job('q', 'body', { subdepartmentShortName: 'BAY2' }),
      job('r', 'body', { subdepartmentShortName: 'BAY1' }),
    ];
    const sections = sectionsOf(bays(), jobs);
    expect(sections.map((s) => s.subdepartment?.shortName ?? null)).toEqual([null, 'BAY1', 'BAY2']);
    expect(sections.map((s) => ids(s.jobs))).toEqual([['n', 'o'], ['r'], ['p', 'q']]);
  });
});

describe('dropOutcome', () => {
  const departments = [department('estimate', 0), bays(), department('paint', 2)];
  const card = (departmentShortName: string, jobAdminId: string, subdepartmentShortName: string | null = null) =>
    dropTargetOf({ kind: 'card', departmentShortName, subdepartmentShortName, jobAdminId });
  const section = (departmentShortName: string, subdepartmentShortName: string | null) =>
    dropTargetOf({ kind: 'section', departmentShortName, subdepartmentShortName });
  const columnTarget = (departmentShortName: string) => dropTargetOf({ kind: 'column', departmentShortName });

  it('moves a job dropped anywhere in another column, into the subdepartment dropped in', () => {
    const jobs = [job('e', 'estimate'), job('b1', 'body', { subdepartmentShortName: 'BAY1' })];
    expect(dropOutcome(itemAt(jobs, 0), columnTarget('paint'), departments, jobs)).toMatchObject({
      kind: 'move',
      department: { shortName: 'paint' },
      subdepartmentShortName: null,
    });
    expect(dropOutcome(itemAt(jobs, 0), card('body', 'b1', 'BAY1'), departments, jobs)).toMatchObject({
      kind: 'move',
      department: { shortName: 'body' },
      subdepartmentShortName: 'BAY1',
    });
    expect(dropOutcome(itemAt(jobs, 0), section('body', 'BAY2'), departments, jobs)).toMatchObject({
      kind: 'move',
      subdepartmentShortName: 'BAY2',
    });
    expect(dropOutcome(itemAt(jobs, 0), section('body', null), departments, jobs)).toMatchObject({
      kind: 'move',
      subdepartmentShortName: null,
    });
  });

  it('moves a job to another subdepartment of its own department', () => {
    const jobs = [job('n', 'body'), job('b1', 'body', { subdepartmentShortName: 'BAY1' })];
    expect(dropOutcome(itemAt(jobs, 0), section('body', 'BAY2'), departments, jobs)).toMatchObject({
      kind: 'move',
      department: { shortName: 'body' },
      subdepartmentShortName: 'BAY2',
    });
    expect(dropOutcome(itemAt(jobs, 1), section('body', 'BAY2'), departments, jobs)).toMatchObject({
      subdepartmentShortName: 'BAY2',
    });
  });

  it('does nothing for a drop on its own column header, out of its subdepartment, or on an unknown department', () => {
    const jobs = [job('n', 'body', { priority: 1 }), job('b1', 'body', { subdepartmentShortName: 'BAY1' })];
    expect(dropOutcome(itemAt(jobs, 0), columnTarget('body'), departments, jobs)).toEqual({ kind: 'none' });
    expect(dropOutcome(itemAt(jobs, 1), section('body', null), departments, jobs)).toEqual({ kind: 'none' });
    expect(dropOutcome(itemAt(jobs, 1), card('body', 'n', null), departments, jobs)).toEqual({ kind: 'none' });
    expect(dropOutcome(itemAt(jobs, 0), columnTarget('gone'), departments, jobs)).toEqual({ kind: 'none' });
  });

  it('sets the priority list of the department for a new place in its own column', () => {
    const jobs = [...column().map((j) => ({ ...j, departmentShortName: 'paint' })), job('e', 'estimate')];
    expect(dropOutcome(itemAt(jobs, 4), card('paint', 'b'), departments, jobs)).toEqual({
      kind: 'prioritise',
      departmentShortName: 'paint',
      jobAdminIds: ['a', 'y', 'b', 'c'],
    });
    expect(dropOutcome(itemAt(jobs, 0), section('paint', null), departments, jobs)).toEqual({
      kind: 'prioritise',
      departmentShortName: 'paint',
      jobAdminIds: ['b', 'c'],
    });
    expect(dropOutcome(itemAt(jobs, 4), card('paint', 'z'), departments, jobs)).toEqual({ kind: 'none' });
  });

  it("keeps the other sections' prioritised jobs in the list of a split department", () => {
    const jobs = [
      job('n1', 'body', { priority: 1 }),
      job('b1', 'body', { priority: 2, subdepartmentShortName: 'BAY1' }),
      job('b2', 'body', { subdepartmentShortName: 'BAY1' }),
      job('c1', 'body', { priority: 3, subdepartmentShortName: 'BAY2' }),
    ];
    expect(dropOutcome(itemAt(jobs, 2), card('body', 'b1', 'BAY1'), departments, jobs)).toEqual({
      kind: 'prioritise',
      departmentShortName: 'body',
      jobAdminIds: ['n1', 'b2', 'b1', 'c1'],
    });
    expect(dropOutcome(itemAt(jobs, 1), section('body', 'BAY1'), departments, jobs)).toEqual({
      kind: 'prioritise',
      departmentShortName: 'body',
      jobAdminIds: ['n1', 'c1'],
    });
  });
});

describe('withJobMoved into a subdepartment', () => {
  it('records the subdepartment, and none by default', () => {
    const jobs = [job('a', 'estimate', { subdepartmentShortName: 'X' })];
    expect(withJobMoved(jobs, 'a', bays(), 'now', 'BAY2')[0]?.subdepartmentShortName).toBe('BAY2');
    expect(withJobMoved(jobs, 'a', department('paint', 2), 'now')[0]?.subdepartmentShortName).toBeNull();
  });
});

describe('card timer', () => {
  it('reads days, hours and minutes, as the spec writes them (6d 2h 13m), not a clock', () => {
    const since = '2025-03-01T08:00:00.000Z';
    expect(elapsedText(since, Date.parse('2025-03-07T10:13:40.000Z'))).toBe('6d 2h 13m');
  });
});

describe('cardView', () => {
  const none: TileFlags = Object.fromEntries(
    Object.keys(defaultDisplayPreferences.jobTiles).map((k) => [k, false]),
  ) as unknown as TileFlags;
  const full = job('a', 'body', {
    hat: 'RO-1',
    priority: 2,
    clientName: 'Ann Lee',
    color: 'Red',
    vin: '1HGCM82633A004352',
    description: 'Rear bumper',
    hours: 6,
    refinish: 1.5,
    scheduledIn: '2025-03-04T00:00:00',
    scheduledOut: '2025-03-10T00:00:00',
    group: { shortName: 'FLEET', name: 'Fleet', isActive: true, deletedAt: null },
    departmentId: 'dep-body',
    assignees: [{ departmentId: 'dep-body', name: 'Bo' }],
  });

  it('shows only the Job ID, the priority and the dates with every flag off', () => {
    expect(cardView(full, none, '#336699', 2)).toEqual({
      label: 'RO-1',
      priority: 2,
      scheduled: { in: '03/04', out: '03/10' },
    });
  });

  it('shows each item when its flag is on', () => {
    const on = (flag: keyof TileFlags) => cardView(full, { ...none, [flag]: true }, '#336699');
    expect(on('showCustomerName').customerName).toBe('Ann Lee');
    expect(on('showColor').color).toBe('Red');
    expect(on('showVehicle').vehicle).toBe('2019 Honda Civic');
    expect(on('showJobHours').hours).toBe('TTL 6.0 R 1.5');
    expect(on('showGroup').group).toEqual({ text: 'Fleet', placeholder: false });
    expect(on('showCycleCounter').timer).toBe('text');
    expect(cardView(full, { ...none, showCycleCounter: true, useClockTimer: true }, '#336699').timer).toBe('clock');
    expect(on('useClockTimer').timer).toBeUndefined();
    expect(on('showVin').vin).toBe('1HGCM82633A004352');
    expect(on('showAssignee').assignee).toEqual({ text: 'Bo', placeholder: false });
    expect(on('showDescription').description).toBe('Rear bumper');
    expect(on('enableTileColor').background).toBe('color-mix(in srgb, #336699 22%, #ffffff)');
    expect(on('showVin').customerName).toBeUndefined();
    expect(on('showCustomerName').background).toBeUndefined();
  });

  it('shows the group and assignee placeholders, and leaves out empty values', () => {
    const bare = job('b', 'body', { clientName: '', color: '', year: 0, make: '', model: '' });
    const view = cardView(bare, defaultDisplayPreferences.jobTiles, '#000');
    expect(view.customerName).toBeUndefined();
    expect(view.vehicle).toBeUndefined();
    expect(view.color).toBeUndefined();
    expect(view.priority).toBeNull();
    expect(view.label).toBe('#1000');
    const all = cardView(bare, { ...none, showGroup: true, showAssignee: true }, '#000');
    expect(all.group).toEqual({ text: '<Group>', placeholder: true });
    expect(all.assignee).toEqual({ text: '<Assignee>', placeholder: true });
  });

  it('follows the defaults: customer name, color, vehicle and a clock timer', () => {
    const view = cardView(full, defaultDisplayPreferences.jobTiles, '#336699');
    expect(Object.keys(view).sort()).toEqual([
      'color',
      'customerName',
      'label',
      'priority',
      'scheduled',
      'timer',
      'vehicle',
    ]);
    expect(view.timer).toBe('clock');
  });

  it('keeps only the Job ID, the timer, the name and the tint on a minified tile', () => {
    const tiles = { ...defaultDisplayPreferences.jobTiles, showJobHours: true, showVin: true, enableTileColor: true };
    expect(Object.keys(cardView(full, tiles, '#336699', 1, 'minified')).sort()).toEqual([
      'background',
      'customerName',
      'label',
      'priority',
      'timer',
    ]);
  });

  it('drops the description and the scheduled dates on a compact tile, and keeps what else the flags show', () => {
    const tiles = { ...defaultDisplayPreferences.jobTiles, showJobHours: true, showDescription: true };
    const regular = cardView(full, tiles, '#336699');
    const compact = cardView(full, tiles, '#336699', null, 'compact');
    expect(regular).toHaveProperty('description');
    expect(regular).toHaveProperty('scheduled');
    const { description: _d, scheduled: _s, ...rest } = regular;
    expect(compact).toEqual(rest);
  });

  it('sizes a department’s tiles: minified when listed, else the board’s density', () => {
    const options = { ...defaultDisplayPreferences.departmentOptions, usesMinifyTile: ['PAINT'] };
    expect(tileSizeOf('PAINT', { ...options, cardDensity: 'compact' })).toBe('minified');
    expect(tileSizeOf('BODY', { ...options, cardDensity: 'compact' })).toBe('compact');
    expect(tileSizeOf('BODY', options)).toBe('regular');
  });
});

describe('the board in another language', () => {
  beforeAll(() => i18n.changeLanguage('fr'));
  afterAll(() => i18n.changeLanguage('en'));

  it('writes hours, money and time in department the French way', () => {
    expect(hoursLabel(12.3)).toBe('12,3 H');
    expect(hoursText({ hours: 12, refinish: 3.5 })).toBe('TOT 12,0 P 3,5');
    expect(moneyText(1020.5)).toMatch(/^1\s020,50\s\$US$/);
    expect(elapsedText('2025-03-01T08:00:00.000Z', Date.parse('2025-03-03T11:15:59.000Z'))).toBe('2j 3h 15min');
  });

  it('writes a card’s scheduled dates day first', () => {
    const scheduled = job('a', 'body', { scheduledIn: '2025-03-04T00:00:00', scheduledOut: null });
    const card = cardView(scheduled, defaultDisplayPreferences.jobTiles, '#369');
    expect(card.scheduled).toEqual({ in: '04/03', out: '--/--' });
  });
});

describe('filtering the board by hold', () => {
  const held = (delayId: string, reason: string): Partial<BoardCard> => ({
    hold: {
      holdId: `h-${delayId}`,
      delayId,
      reason,
      note: '',
      heldAt: '2025-03-03T09:00:00.000Z',
      heldById: 'u1',
      heldByName: '',
    },
  });
  const jobs = [
    job('parts-1', 'body', held('d-parts', 'Parts')),
    job('free', 'body'),
    job('approval', 'paint', held('d-approval', 'Insurance approval')),
    job('parts-2', 'paint', held('d-parts', 'Parts')),
  ];
  const shown = (filter: Parameters<typeof matchesHoldFilter>[1]) =>
    jobs.filter((j) => matchesHoldFilter(j, filter)).map((j) => j.jobAdminId);

  it('shows every job, the held ones, the others, or those held for one reason', () => {
    expect(shown('all')).toEqual(['parts-1', 'free', 'approval', 'parts-2']);
    expect(shown('held')).toEqual(['parts-1', 'approval', 'parts-2']);
    expect(shown('notHeld')).toEqual(['free']);
    expect(shown(holdFilterOfReason('d-parts'))).toEqual(['parts-1', 'parts-2']);
    expect(shown(holdFilterOfReason('d-gone'))).toEqual([]);
  });

  it('offers the reasons the held jobs are held for, once each, by name', () => {
    expect(heldReasons(jobs)).toEqual([
      { delayId: 'd-approval', reason: 'Insurance approval' },
      { delayId: 'd-parts', reason: 'Parts' },
    ]);
    expect(heldReasons([job('free', 'body')])).toEqual([]);
  });
});
