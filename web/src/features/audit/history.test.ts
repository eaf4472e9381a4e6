import type { FolderChange, HistoryEntry } from '@bayline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { type AuditT, atText, changeLabel, changeValue, endOfMinute, sentenceOf, wallMinute } from './history.ts';

const entry = (kind: HistoryEntry['kind'], change: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: '7.0',
  position: 7,
  version: 2,
  at: '2026-12-01T17:04:00.000Z',
  kind,
  category: 'other',
  actor: { userId: 'u1', name: 'Anna Ruiz' },
  subject: null,
  place: null,
  before: null,
  after: null,
  ...change,
});

const tIn = (language: string) => i18n.getFixedT(language, ['audit', 'jobs']) as AuditT;

describe('the history’s sentences', () => {
  afterAll(() => i18n.changeLanguage('en'));
  const t = tIn('en');

  it('tells moves, fields, badges and closing in the shop’s words', async () => {
    await i18n.changeLanguage('en');
    expect(sentenceOf(entry('moved', { before: 'Body', after: 'Paint (Booth 1)' }), t)).toBe(
      'Anna Ruiz moved the job from Body to Paint (Booth 1)',
    );
    expect(
      sentenceOf(
        entry('fieldChanged', { subject: 'scheduledOut', before: '2026-12-03T00:00:00', after: '2026-12-05T00:00:00' }),
        t,
      ),
    ).toBe('Scheduled Out changed from 12/03/2026 to 12/05/2026 by Anna Ruiz');
    expect(sentenceOf(entry('badgeState', { subject: 'Rental', before: 'Inactive', after: 'Critical' }), t)).toBe(
      'Badge Rental set to Critical (it was Inactive) by Anna Ruiz',
    );
    expect(sentenceOf(entry('archived'), t)).toBe('Archived by Anna Ruiz');
    expect(sentenceOf(entry('created', { after: 'Estimate' }), t)).toBe('Anna Ruiz created the job in Estimate');
  });

  it('writes values the locale’s way: money, hours, switches, none, a priority', () => {
    const field = (subject: string, before: HistoryEntry['before'], after: HistoryEntry['after']) =>
      sentenceOf(entry('fieldChanged', { subject, before, after }), t);
    expect(field('subTotal', 1200, 1234.5)).toBe('Total changed from $1,200.00 to $1,234.50 by Anna Ruiz');
    expect(field('hours', 8, 8.5)).toBe('Hours changed from 8.0 to 8.5 by Anna Ruiz');
    expect(field('isTotalLoss', false, true)).toBe('Total Loss changed from No to Yes by Anna Ruiz');
    expect(field('make', '', 'Fiat')).toBe('Make changed from none to Fiat by Anna Ruiz');
    expect(field('clientPhone', '(510) 555-0100', '')).toBe('Phone changed from (510) 555-0100 to none by Anna Ruiz');
    expect(sentenceOf(entry('prioritised', { before: 0, after: 2 }), t)).toBe(
      'Priority changed from none to 2 by Anna Ruiz',
    );
  });

  it('tells a hold by its reason and note, and its release with how long it lasted, in each language', async () => {
    await i18n.changeLanguage('en');
    expect(sentenceOf(entry('held', { subject: 'Parts' }), t)).toBe('Put on hold for Parts by Anna Ruiz');
    expect(sentenceOf(entry('held', { subject: 'Parts', after: 'Bumper' }), t)).toBe(
      'Put on hold for Parts by Anna Ruiz: Bumper',
    );
    const released = entry('released', { subject: 'Parts', before: '2026-11-29T12:59:00.000Z' });
    expect(sentenceOf(released, t)).toBe('Released from hold for Parts by Anna Ruiz after 2 d 4 h');
    await i18n.changeLanguage('fr');
    expect(sentenceOf(released, tIn('fr'))).toBe('Attente pour Parts levée par Anna Ruiz après 2 j 4 h');
  });

  it('tells an assignee changed apart from an assignee’s notices changed', () => {
    expect(
      sentenceOf(
        entry('assignmentChanged', { subject: 'Kim Wu', place: 'Body', before: 'Sam Lee', after: 'Kim Wu' }),
        t,
      ),
    ).toBe('Assignee in Body changed from Sam Lee to Kim Wu by Anna Ruiz');
    expect(sentenceOf(entry('assignmentChanged', { subject: 'Kim Wu', place: 'Body' }), t)).toBe(
      'Notices of Kim Wu in Body changed by Anna Ruiz',
    );
  });

  it('names a user the log no longer knows, and speaks the user’s language', async () => {
    expect(sentenceOf(entry('voided', { actor: { userId: 'gone', name: '' } }), t)).toBe('Voided by an unknown user');
    await i18n.changeLanguage('fr');
    const moved = sentenceOf(entry('moved', { before: 'Body', after: 'Paint' }), tIn('fr'));
    expect(moved).toContain('Anna Ruiz');
    expect(moved).not.toBe('Anna Ruiz moved the job from Body to Paint');
  });
});

describe('the history’s times and comparisons', () => {
  it('shows instants on the location’s clock', async () => {
    await i18n.changeLanguage('en');
    expect(atText('2026-12-01T17:04:00.000Z', 'America/Los_Angeles')).toBe('12/01/26 09:04:00 AM');
    expect(wallMinute('2026-12-01T17:04:00.000Z', 'America/Los_Angeles')).toBe('2026-12-01T09:04');
  });

  it('reads a minute picked on the location’s clock as its end, never after now', () => {
    const later = new Date('2026-12-02T00:00:00Z');
    expect(endOfMinute('2026-12-01T09:04', 'America/Los_Angeles', later)).toBe('2026-12-01T17:04:59.999Z');
    const within = new Date('2026-12-01T17:04:30.000Z');
    expect(endOfMinute('2026-12-01T09:04', 'America/Los_Angeles', within)).toBe('2026-12-01T17:04:30.000Z');
    const before = new Date('2026-12-01T17:00:00.000Z');
    expect(endOfMinute('2026-12-01T09:04', 'America/Los_Angeles', before)).toBe('2026-12-01T17:04:00.000Z');
  });

  it('names a comparison’s line and its values, an item absent on one side as absent', () => {
    const t = tIn('en');
    const field: FolderChange = { section: 'fields', key: 'make', subject: null, before: 'Ford', after: 'Fiat' };
    expect(changeLabel(field, t)).toBe('Make');
    const state: FolderChange = { section: 'job', key: 'roState', subject: null, before: 2, after: 3 };
    expect([changeLabel(state, t), changeValue(state, state.before, t), changeValue(state, state.after, t)]).toEqual([
      'Job state',
      'Open',
      'Archived',
    ]);
    const task: FolderChange = { section: 'tasks', key: 't1', subject: 'Wash', before: null, after: true };
    expect([changeLabel(task, t), changeValue(task, task.before, t), changeValue(task, task.after, t)]).toEqual([
      'Wash',
      '—',
      'Done',
    ]);
  });
});
