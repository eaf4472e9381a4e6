import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { messageTime, showsTimestamp } from './message-time.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// Wednesday 26 November 2026, 15:00 on the location's clock: Oakland's, UTC-8 in November, whatever the browser's.
const oakland = 'America/Los_Angeles';
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour + 8, minute));
const now = at(26, 15);

describe('a text message’s time (spec 1 section 9)', () => {
  it('is the time today, Yesterday and the time, the weekday within 6 days, else month and day', async () => {
    await i18n.changeLanguage('en');
    expect(messageTime(at(26, 9, 5), now, 'drawer', oakland)).toBe('9:05 AM');
    expect(messageTime(at(25, 23, 59), now, 'drawer', oakland)).toBe('Yesterday 11:59 PM');
    expect(messageTime(at(20, 8), now, 'drawer', oakland)).toBe('Friday');
    expect(messageTime(at(19, 8), now, 'drawer', oakland)).toBe('Nov 19');
  });

  it('writes the weekday with the time and older days in full in the folder’s thread', async () => {
    await i18n.changeLanguage('en');
    expect(messageTime(at(20, 8), now, 'thread', oakland)).toBe('Friday 8:00 AM');
    expect(messageTime(at(19, 8), now, 'thread', oakland)).toBe('Thursday, November 19, 2026 at 8:00 AM');
    expect(messageTime(new Date('2026-01-01T01:30:00Z'), now, 'thread', oakland)).toBe(
      'Wednesday, December 31, 2025 at 5:30 PM',
    );
  });

  it('is written in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    expect(messageTime(at(26, 9, 5), now, 'drawer', oakland)).toBe('9:05');
    expect(messageTime(at(25, 14), now, 'drawer', oakland)).toBe('Hier 14:00');
    expect(messageTime(at(20, 8), now, 'drawer', oakland)).toBe('vendredi');
    expect(messageTime(at(19, 8), now, 'drawer', oakland)).toBe('19 nov.');
    await i18n.changeLanguage('zh');
    expect(messageTime(at(25, 14), now, 'drawer', oakland)).toBe('昨天 14:00');
  });
});

describe('timestamps between texts', () => {
  it('go before the first text and any an hour or more after the one before it', () => {
    expect(showsTimestamp(undefined, at(26, 9))).toBe(true);
    expect(showsTimestamp(at(26, 9), at(26, 9, 59))).toBe(false);
    expect(showsTimestamp(at(26, 9), at(26, 10))).toBe(true);
  });
});
