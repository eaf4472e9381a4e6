import type { AppointmentEvents } from './appointments/events.ts';
import type { AuditEvents } from './audit.ts';
import type { EventsOf } from './events-of.ts';
import type {
  EmailClaimEvents,
  LocationChoiceEvents,
  SessionEvents,
  UserEvents,
  UserListEvents,
} from './identity/dto.ts';
import type {
  CellPhoneEvents,
  DepartmentPriorityEvents,
  EstimateEvents,
  JobEvents,
  JobNumberEvents,
  ScheduleEvents,
} from './jobs/events.ts';
import type { LocationClaimEvents, LocationEvents } from './locations/settings.ts';
import type { MediaEvents, MediaFilingEvents } from './media.ts';
import type { TextIndexEvents, TextingEvents } from './messaging.ts';
import type { NotificationEvents } from './notifications.ts';
import type { SavedReportEvents } from './reports/events.ts';
import type { SettingsListEvent } from './settings/lists.ts';
import type { UpgradeEvents } from './upgrade.ts';

export type JobEvent = EventsOf<JobEvents>;
export type JobNumberEvent = EventsOf<JobNumberEvents>;
export type EstimateEvent = EventsOf<EstimateEvents>;
export type ScheduleEvent = EventsOf<ScheduleEvents>;
export type DepartmentPriorityEvent = EventsOf<DepartmentPriorityEvents>;
export type CellPhoneEvent = EventsOf<CellPhoneEvents>;
export type UpgradeEvent = EventsOf<UpgradeEvents>;
export type UserEvent = EventsOf<UserEvents>;
export type SessionEvent = EventsOf<SessionEvents>;
export type EmailClaimEvent = EventsOf<EmailClaimEvents>;
export type UserListEvent = EventsOf<UserListEvents>;
export type LocationChoiceEvent = EventsOf<LocationChoiceEvents>;
export type LocationEvent = EventsOf<LocationEvents>;
export type LocationClaimEvent = EventsOf<LocationClaimEvents>;
export type TextingEvent = EventsOf<TextingEvents>;
export type TextIndexEvent = EventsOf<TextIndexEvents>;
export type MediaEvent = EventsOf<MediaEvents>;
export type MediaFilingEvent = EventsOf<MediaFilingEvents>;
export type AuditEvent = EventsOf<AuditEvents>;
export type NotificationEvent = EventsOf<NotificationEvents>;
export type SavedReportEvent = EventsOf<SavedReportEvents>;
export type AppointmentEvent = EventsOf<AppointmentEvents>;

/** Every event Bayline writes, each type declared by name (the settings lists' by their table). */
export type BaylineEvent =
  | JobEvent
  | JobNumberEvent
  | EstimateEvent
  | ScheduleEvent
  | DepartmentPriorityEvent
  | CellPhoneEvent
  | UpgradeEvent
  | UserEvent
  | SessionEvent
  | EmailClaimEvent
  | UserListEvent
  | LocationChoiceEvent
  | LocationEvent
  | LocationClaimEvent
  | TextingEvent
  | TextIndexEvent
  | MediaEvent
  | MediaFilingEvent
  | AuditEvent
  | NotificationEvent
  | SavedReportEvent
  | AppointmentEvent
  | SettingsListEvent;
