/**
 * Query keys shared by features and the live hub. The first element is the family a hub message
 * refreshes: everything about jobs sits under 'jobs', the location's settings lists under 'settings'.
 */
export const queryKeys = {
  session: ['session'],
  jobs: ['jobs'],
  /** GET JobAdmins/open: the board's cards. */
  openJobs: ['jobs', 'open'],
  /** GET jobadmins/search, every text. */
  jobSearch: ['jobs', 'search'],
  /** GET JobAdmins/asfolder/{id}. */
  jobFolder: (jobAdminId: string) => ['jobs', 'folder', jobAdminId] as const,
  /** GET jobadmins/{id}/jobhistory. */
  jobHistory: (jobAdminId: string) => ['jobs', 'history', jobAdminId] as const,
  /** GET reports/date-entry/jobs/{id}: under the job's history, so what refreshes that refreshes it. */
  jobDateEntries: (jobAdminId: string) => ['jobs', 'history', jobAdminId, 'dates'] as const,
  /** GET Messages/byjob/{id}: the job's texts with the customer. */
  jobMessages: (jobAdminId: string) => ['jobs', 'messages', jobAdminId] as const,
  /** GET media/byjob/{id}: the job's photos, videos and documents. */
  jobMedia: (jobAdminId: string) => ['jobs', 'media', jobAdminId] as const,
  /** GET Leaderboard/GetLeaderboardTotals, GetLaborFlagsByAssignee and GetDeparturesArrivals, every range: job changes move them. */
  leaderboard: ['jobs', 'leaderboard'],
  leaderboardTotals: (startDate: string, endDate: string) =>
    ['jobs', 'leaderboard', 'totals', startDate, endDate] as const,
  laborFlags: (startDate: string, endDate: string) => ['jobs', 'leaderboard', 'flags', startDate, endDate] as const,
  departuresArrivals: (startDate: string, endDate: string) =>
    ['jobs', 'leaderboard', 'departures-arrivals', startDate, endDate] as const,
  /** GET JobAdmins/getTerminalByDate, every day. */
  terminal: ['jobs', 'terminal'],
  terminalDay: (selectedDate: string) => ['jobs', 'terminal', selectedDate] as const,
  /** The audit views of a job (history, a moment, a comparison): a change of the job adds to them. */
  auditHistory: (jobAdminId: string, filters: object) => ['jobs', 'audit', jobAdminId, 'history', filters] as const,
  auditMoment: (jobAdminId: string, moment: object | undefined) =>
    ['jobs', 'audit', jobAdminId, 'moment', moment] as const,
  auditComparison: (jobAdminId: string, from: number | null, to: number | null) =>
    ['jobs', 'audit', jobAdminId, 'compare', from, to] as const,
  /** The location trail and its settings at a moment: a change of the settings adds to them. */
  auditTrail: (filters: object) => ['settings', 'audit', 'trail', filters] as const,
  auditSettingsAt: (at: string | null) => ['settings', 'audit', 'settings-at', at] as const,
  /** GET JobAdmins/schedule, every range. */
  schedule: ['jobs', 'schedule'],
  scheduleRange: (startDate: string, endDate: string) => ['jobs', 'schedule', startDate, endDate] as const,
  /** GET users/joblocation/{id}: which of the user's locations holds a job. */
  jobLocation: (jobAdminId: string) => ['jobs', 'location', jobAdminId] as const,
  settings: ['settings'],
  departments: ['settings', 'departments'],
  jobClasses: ['settings', 'jobClasses'],
  groups: ['settings', 'groups'],
  badges: ['settings', 'badges'],
  contacts: ['settings', 'contacts'],
  noteCategories: ['settings', 'noteCategories'],
  todoPackages: ['settings', 'todoPackages'],
  delayReasons: ['settings', 'delayReasons'],
  /** GET Delay as the hold dialog reads it (the settings screen holds the list with its tag). */
  holdDelayReasons: ['settings', 'delayReasons', 'holds'],
  mediaCategories: ['settings', 'mediaCategories'],
  /** GET media/categories as the folder's Media tab lists them (the settings screen holds the list with its tag). */
  folderMediaCategories: ['settings', 'mediaCategories', 'folder'],
  messagingPresets: ['settings', 'messagingPresets'],
  apptCategories: ['settings', 'apptCategories'],
  /** GET Appointment/ApptCategory as the calendar reads it (the settings screen holds the list with its tag). */
  calendarApptCategories: ['settings', 'apptCategories', 'calendar'],
  /** GET Messages/unread: the top bar's unread count and drawer. */
  unreadMessages: ['messaging', 'unread'],
  /** Saved reports, their templates, data and filter options, the cycle-time analytics. */
  reports: ['reports'],
  /** GET reports/saved: the user's saved reports and charts. */
  savedReports: ['reports', 'saved'],
  /** GET reports/templates: what a new report is made from. */
  reportTemplates: ['reports', 'templates'],
  /** GET reports/data/{id} (and the cycle analytics): rows that change as jobs do. */
  reportData: ['reports', 'data'],
  /** GET reports/options/{key}: a filter's choices. */
  reportOptions: (key: string) => ['reports', 'options', key] as const,
  /** GET Appointment?date=yyyy-MM, every month: an appointment hub message makes them stale. */
  appointments: ['appointments'],
  appointmentMonth: (month: string) => ['appointments', 'month', month] as const,
  /** The operations page: how Bayline runs, the parked events and what support did. */
  operations: ['operations'],
  operationsSnapshot: ['operations', 'snapshot'],
  operationsLog: ['operations', 'log'],
  parkedEvents: ['operations', 'parked'],
  /** What the embedded outboxes kept: texts and mail. */
  smsOutbox: ['operations', 'sms-outbox'],
  mailOutbox: ['operations', 'mail-outbox'],
  location: ['location'],
  locationSettings: ['location', 'settings'],
  /** GET locations/metrics: the top bar's capacity indicators. */
  locationMetrics: ['location', 'metrics'],
} as const;

/** Signing in: its 401 means bad credentials, not an ended session. */
export const loginMutationKey = ['login'];
