/** What a whole-number input holds: its digits as a number, blank (or nothing usable) as 0. */
export function wholeNumber(text: string, max = Number.MAX_SAFE_INTEGER): number {
  const digits = text.replace(/\D/g, '').slice(0, 15);
  return digits === '' ? 0 : Math.min(Number(digits), max);
}

/** Labor %: digits only, at most three of them, capped at 100. */
export function laborPercent(text: string): number {
  return Math.min(100, wholeNumber(text.replace(/\D/g, '').slice(0, 3)));
}
