import type { ProjectorOperations } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import {
  askedRebuilds,
  durationParts,
  rebuildShare,
  rebuildsUnderWay,
  toneOf,
  unfinishedRebuilds,
  withoutRebuilds,
} from './operations.ts';

const projector = (name: string, overrides: Partial<ProjectorOperations> = {}): ProjectorOperations => ({
  name,
  position: 10,
  lag: 0,
  lagMs: 0,
  lagAtLeast: false,
  status: 'live',
  lastError: null,
  ...overrides,
});

describe('the operations page', () => {
  it('reads a live projector as good, a catching-up or rebuilding one as busy, a stopped or retrying one as trouble', () => {
    expect(toneOf('live')).toBe('good');
    expect(['starting', 'catching-up', 'rebuilding'].map((s) => toneOf(s as never))).toEqual(['busy', 'busy', 'busy']);
    expect(toneOf('stopped')).toBe('trouble');
    expect(toneOf('retrying')).toBe('trouble');
    expect(toneOf('standby')).toBe('quiet');
    expect(toneOf('elsewhere')).toBe('quiet');
  });

  it('tells a rebuild’s share of the log, bounded', () => {
    expect(rebuildShare({ position: 25, head: 100 })).toBe(0.25);
    expect(rebuildShare({ position: 0, head: 0 })).toBe(0);
    expect(rebuildShare({ position: 120, head: 100 })).toBe(1);
  });

  it('shows a duration in its two largest units, under a second in milliseconds', () => {
    expect(durationParts(0)).toEqual([{ unit: 'milliseconds', value: 0 }]);
    expect(durationParts(400)).toEqual([{ unit: 'milliseconds', value: 400 }]);
    expect(durationParts(999.6)).toEqual([{ unit: 'seconds', value: 1 }]);
    expect(durationParts(45_000)).toEqual([{ unit: 'seconds', value: 45 }]);
    expect(durationParts(125_000)).toEqual([
      { unit: 'minutes', value: 2 },
      { unit: 'seconds', value: 5 },
    ]);
    expect(durationParts(7_200_000)).toEqual([{ unit: 'hours', value: 2 }]);
    expect(durationParts(90_061_000)).toEqual([
      { unit: 'days', value: 1 },
      { unit: 'hours', value: 1 },
    ]);
  });

  it('keeps a rebuild asked for until the projector shows it ended', () => {
    const before = [
      projector('jobs', { lastRebuild: { outcome: 'completed', finishedAt: '2026-03-02T10:00:00Z', tookMs: 5 } }),
      projector('notes'),
    ];
    const asked = askedRebuilds(new Map(), ['jobs', 'notes'], before);
    expect([...asked]).toEqual([
      ['jobs', '2026-03-02T10:00:00Z'],
      ['notes', null],
    ]);
    // Not started yet, or running: still pending.
    expect([...unfinishedRebuilds(asked, before).keys()]).toEqual(['jobs', 'notes']);
    const running = [itemAt(before, 0), projector('notes', { status: 'rebuilding' })];
    expect([...unfinishedRebuilds(asked, running).keys()]).toEqual(['jobs', 'notes']);
    // Ended (completed or cancelled): no longer pending.
    const ended = [
      projector('jobs', { lastRebuild: { outcome: 'cancelled', finishedAt: '2026-03-02T10:05:00Z', tookMs: 5 } }),
      projector('notes', { lastRebuild: { outcome: 'completed', finishedAt: '2026-03-02T10:05:00Z', tookMs: 9 } }),
    ];
    expect([...unfinishedRebuilds(asked, ended).keys()]).toEqual([]);
    // The page reads faster while one is under way, asked for here or not.
    expect(rebuildsUnderWay(asked, before)).toBe(true);
    expect(rebuildsUnderWay(asked, ended)).toBe(false);
    expect(rebuildsUnderWay(new Map(), [projector('jobs', { status: 'rebuilding' })])).toBe(true);
  });

  it('forgets a rebuild asked for that did not start, and only that one', () => {
    const asked = askedRebuilds(new Map(), ['jobs', 'notes'], [projector('jobs'), projector('notes')]);
    expect([...withoutRebuilds(asked, ['notes']).keys()]).toEqual(['jobs']);
    expect([...withoutRebuilds(asked, []).keys()]).toEqual(['jobs', 'notes']);
  });
});
