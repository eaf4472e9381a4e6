/**
 * Query keys shared by features and the live hub. The first element is the family a hub message
 * refreshes: everything about jobs sits under 'jobs', the location's settings lists under 'settings'.
 */
export const queryKeys = {
  session: ['session'],
  jobs: ['jobs'],
  openJobs: ['jobs', 'open'],
  settings: ['settings'],
  departments: ['settings', 'departments'],
  jobClasses: ['settings', 'jobClasses'],
  groups: ['settings', 'groups'],
  location: ['location'],
  locationSettings: ['location', 'settings'],
} as const;

/** Signing in: its 401 means bad credentials, not an ended session. */
export const loginMutationKey = ['login'];
