import { type SavedReport, type SavedReportEvent, savedReportSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import {
  decideOrderReports,
  decideRemoveReport,
  decideSaveReport,
  type KnownFilterIds,
  savedReports,
} from './reports.ts';

const report = (changes: Record<string, unknown> = {}): SavedReport =>
  savedReportSchema.parse({
    reportOptionId: '',
    reportId: 'throughput',
    name: 'Throughput',
    setType: 'throughput',
    chartType: 'line',
    filters: [{ filterName: 'jobClass', value: 'cls-L' }],
    ...changes,
  });
const known: KnownFilterIds = { jobClass: new Set(['cls-L']), assignee: new Set(['c1']) };
const added = (reportOptionId: string, changes: Record<string, unknown> = {}) =>
  ({
    type: 'SavedReportAdded',
    data: { report: { ...report(changes), reportOptionId } },
  }) satisfies SavedReportEvent;

describe('saved reports', () => {
  it('adds a new report under a new id', () => {
    const events = given(savedReports, [])
      .when((s) => decideSaveReport(s, report(), 'r1', known))
      .then([added('r1')]);
    expect(given(savedReports, events).state.reports.get('r1')).toMatchObject({ name: 'Throughput', isPinned: false });
  });

  it('tells what changed, pinning as a fact of its own, and nothing when nothing changed', () => {
    const history = [added('r1')];
    const saved = (changes: Record<string, unknown>) =>
      given(savedReports, history).when((s) =>
        decideSaveReport(s, report({ reportOptionId: 'r1', ...changes }), 'x', known),
      );
    saved({}).then([]);
    saved({ isPinned: true }).then([{ type: 'SavedReportPinned', data: { reportOptionId: 'r1' } }]);
    saved({ name: 'Jobs out', sortOrder: 3 }).then([
      { type: 'SavedReportChanged', data: { reportOptionId: 'r1', changes: { name: 'Jobs out', sortOrder: 3 } } },
    ]);
    const pinned = given(savedReports, [...history, { type: 'SavedReportPinned', data: { reportOptionId: 'r1' } }]);
    expect(pinned.state.reports.get('r1')!.isPinned).toBe(true);
    pinned
      .when((s) => decideSaveReport(s, report({ reportOptionId: 'r1', isPinned: false }), 'x', known))
      .then([{ type: 'SavedReportUnpinned', data: { reportOptionId: 'r1' } }]);
  });

  it('refuses an unknown report (404) and a filter naming what the location does not have (400)', () => {
    given(savedReports, [])
      .when((s) => decideSaveReport(s, report({ reportOptionId: 'r9' }), 'x', known))
      .thenThrows('NotFound', (refusal) => expect(refusal).toMatchObject({ title: 'Report not found' }));
    given(savedReports, [])
      .when((s) =>
        decideSaveReport(
          s,
          report({
            filters: [
              { filterName: 'jobClass', value: 'cls-L' },
              { filterName: 'assignee', value: 'c2' },
            ],
          }),
          'r1',
          known,
        ),
      )
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal).toMatchObject({
          extra: { errors: [{ field: 'filters.1.value', message: 'Not found at this location' }] },
        }),
      );
  });

  it('keeps at most 200 reports', () => {
    const history = Array.from({ length: 200 }, (_, i) => added(`r${i}`));
    given(savedReports, history)
      .when((s) => decideSaveReport(s, report(), 'r200', known))
      .thenThrows('InvalidFields', (refusal) =>
        expect(refusal).toMatchObject({
          extra: { errors: [{ message: 'A location keeps at most 200 reports' }] },
        }),
      );
  });

  it('removes a report, and refuses one it does not have', () => {
    const removed = given(savedReports, [added('r1')])
      .when((s) => decideRemoveReport(s, 'r1'))
      .then([{ type: 'SavedReportRemoved', data: { reportOptionId: 'r1' } }]);
    expect(given(savedReports, [added('r1'), ...removed]).state.reports.size).toBe(0);
    given(savedReports, [])
      .when((s) => decideRemoveReport(s, 'r1'))
      .thenThrows('NotFound');
  });

  describe('Move Chart: the pinned charts in a new order, in one command', () => {
    const pinned = (id: string, sortOrder: number): SavedReportEvent[] => [
      added(id, { sortOrder, name: `Chart ${id}` }),
      { type: 'SavedReportPinned', data: { reportOptionId: id } },
    ];
    // Three pinned charts a, b, c (in that order) and a report u that is not on the dashboard.
    const history: SavedReportEvent[] = [
      ...pinned('a', 0),
      ...pinned('b', 1),
      ...pinned('c', 2),
      added('u', { sortOrder: 3 }),
    ];
    const order = (ids: string[]) => given(savedReports, history).when((s) => decideOrderReports(s, ids, 7));

    it('numbers the charts 0, 1, 2… in the order given, one fact for all', () => {
      const events = order(['c', 'a', 'b']).then([
        { type: 'SavedReportsOrdered', data: { reportOptionIds: ['c', 'a', 'b'] } },
      ]);
      const after = given(savedReports, [...history, ...events]).state.reports;
      expect(['a', 'b', 'c', 'u'].map((id) => after.get(id)!.sortOrder)).toEqual([1, 2, 0, 3]);
    });

    it('appends nothing for the order they already have', () => {
      order(['a', 'b', 'c']).then([]);
    });

    it('answers an unknown id as unknown (404)', () => {
      order(['a', 'b', 'zz']).thenThrows('NotFound', (refusal) =>
        expect(refusal).toMatchObject({ title: 'Report not found' }),
      );
    });

    it('refuses an order made on another dashboard (409) with the reports as they are and their version', () => {
      for (const ids of [
        ['a', 'b'],
        ['a', 'b', 'c', 'u'],
        ['b', 'a', 'u'],
      ]) {
        order(ids).thenThrows('StaleVersion', (refusal) => {
          expect(refusal, ids.join()).toMatchObject({
            title: 'This list was changed by someone else',
            extra: { version: 7 },
          });
          const current = refusal.extra.current as SavedReport[];
          expect(current.map((r) => r.reportOptionId)).toEqual(['a', 'b', 'c', 'u']);
        });
      }
    });
  });
});
