import type {
  Badge,
  Contact,
  DelayReason,
  Department,
  Group,
  JobClass,
  LocationInfo,
  MediaCategory,
  NoteCategory,
  Todo,
} from '@bayline/contracts';

/** What a location's deciders consult: its settings lists as their streams have them now. */
export interface Catalog {
  location: LocationInfo;
  departments: Department[];
  jobClasses: JobClass[];
  groups: Group[];
  badges: Badge[];
  contacts: Contact[];
  todos: Todo[];
  /** Custom note categories; the built-in ones are in contracts. */
  noteCategories: NoteCategory[];
  /** Media categories, the built-in Messaging one included. */
  mediaCategories: MediaCategory[];
  /** Reasons a job is put on hold. */
  delayReasons: DelayReason[];
  /** Estimate ids the location keeps now (deleted ones left out). */
  estimateIds: string[];
}
