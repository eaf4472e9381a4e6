/** The job whose folder is open, kept for the browser session (spec 1 section 2). */
export const activeJobKey = 'bayline.activeJob';

export function setActiveJob(jobAdminId: string | null) {
  try {
    if (jobAdminId) sessionStorage.setItem(activeJobKey, jobAdminId);
    else sessionStorage.removeItem(activeJobKey);
  } catch {
    // Storage refused (private mode, quota): the folder works without it.
  }
}
