import type { JobPromise } from '@bayline/contracts';
import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { causeText, durationText, expectedDay, promiseSentence, promiseWords } from './promise.ts';

describe('a promise in words', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('says durations in minutes, hours, or days and hours', () => {
    expect(durationText(0.75)).toBe('45 min');
    expect(durationText(6)).toBe('6 h');
    expect(durationText(28)).toBe('1 d 4 h');
    expect(durationText(47.99)).toBe('2 d 0 h');
  });

  it('says each cause as the shop reads it', () => {
    expect(causeText({ kind: 'held', reason: 'Parts', hours: 28 })).toBe('On hold: Parts (1 d 4 h)');
    expect(causeText({ kind: 'overGoal', department: 'Body', hours: 6 })).toBe('Body over its goal by 6 h');
    expect(causeText({ kind: 'queue', department: 'Body', jobs: 3, hours: 6 })).toBe('3 jobs ahead in Body');
    expect(causeText({ kind: 'queue', department: 'Body', jobs: 1, hours: 2 })).toBe('1 job ahead in Body');
    expect(causeText({ kind: 'ahead', departments: 2, hours: 12 })).toBe('2 departments ahead (12 h)');
  });

  const promise: JobPromise = {
    // 06:30 UTC on the 12th is still the 11th in Los Angeles: the day is the shop's.
    expectedAt: '2027-03-12T06:30:00.000Z',
    dueAt: '2027-03-12T08:00:00.000Z',
    verdict: 'atRisk',
    workHours: 18,
    causes: [{ kind: 'overGoal', department: 'Body', hours: 6 }],
  };
  const at = { promise, timeZone: 'America/Los_Angeles' };

  it('gives the verdict, the expected day at the shop and the causes; no verdict without Scheduled Out', async () => {
    expect(expectedDay(at)).toBe('2027-03-11');
    expect(promiseWords(at)).toEqual({
      verdict: 'At risk',
      expected: 'Expected complete 03/11/2027',
      causes: ['Body over its goal by 6 h'],
    });
    expect(promiseSentence(at)).toBe('At risk. Expected complete 03/11/2027. Body over its goal by 6 h');
    expect(promiseWords({ ...at, promise: { ...promise, dueAt: null, verdict: null } }).verdict).toBeNull();
    await i18n.changeLanguage('fr');
    expect(promiseWords(at).verdict).toBe('À risque');
    expect(causeText({ kind: 'held', reason: 'Pièces', hours: 28 })).toBe('En attente : Pièces (1 j 4 h)');
  });
});
