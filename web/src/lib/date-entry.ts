/**
 * An entry's lag (docs/metrics.md "Date entry") in whole days and hours, and how the folder and the Date Entry
 * report word it: ahead of the date, on its own day, or late by the lag itself.
 */
export function lagOf(lagHours: number) {
  // Whole hours passed: 47.9 hours is "1 d 23 h", never more than it was.
  const total = Math.floor(Math.abs(lagHours));
  const when: 'ahead' | 'onTheDay' | 'late' = lagHours < 0 ? 'ahead' : lagHours <= 24 ? 'onTheDay' : 'late';
  return { days: Math.floor(total / 24), hours: total % 24, when };
}
