/**
 * Whether the offer to text a late job's customer was dismissed for this expected day: per user and job, in this
 * browser, so it does not come back at every tick but does when the date moves again.
 */
const keyOf = (userId: string, jobAdminId: string) => `bayline.promisePrompt.${userId}.${jobAdminId}`;

export function dismissedFor(userId: string, jobAdminId: string): string | null {
  return globalThis.localStorage?.getItem(keyOf(userId, jobAdminId)) ?? null;
}

export function dismissFor(userId: string, jobAdminId: string, day: string): void {
  globalThis.localStorage?.setItem(keyOf(userId, jobAdminId), day);
}
