import type { Badge, Contact, Department, Group, JobClass, LocationInfo } from '@bayline/contracts';

/** What a location's deciders consult: its settings lists as their streams have them now. */
export interface Catalog {
  location: LocationInfo;
  departments: Department[];
  jobClasses: JobClass[];
  groups: Group[];
  badges: Badge[];
  contacts: Contact[];
}
