/**
 * An entry's lag (docs/metrics.md "Date entry") in whole days and hours, and how the folder and the Date Entry
 * report word it: ahead of the date, on its own day, or late by the lag itself.
 */
export function lagOf(lagHours: number) {
  const total = Math.round(Math.abs(lagHours));
  const when: 'ahead' | 'onTheDay' | 'late' = lagHours < 0 ? 'ahead' : lagHours <= 24 ? 'onTheDay' : 'late';
  return { days: Math.floor(total / 24), hours: total % 24, when };
}
