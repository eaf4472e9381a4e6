import { type JobClass, weekdayCapacityFields } from '@bayline/contracts';

export type CapacityField = (typeof weekdayCapacityFields)[number];

/** Each daily capacity's weekday as the settings catalogue names it (weekdays.*). */
export const weekdayOf = {
  sundayCapacity: 'sunday',
  mondayCapacity: 'monday',
  tuesdayCapacity: 'tuesday',
  wednesdayCapacity: 'wednesday',
  thursdayCapacity: 'thursday',
  fridayCapacity: 'friday',
  saturdayCapacity: 'saturday',
} as const satisfies Record<CapacityField, string>;

/** Jobs a class can take in a week: the sum of its daily capacities. */
export function weeklyCapacity(jobClass: Pick<JobClass, CapacityField>): number {
  return weekdayCapacityFields.reduce((sum, field) => sum + jobClass[field], 0);
}

/** Jobs the shop can take on each weekday across the classes shown, Sunday first. */
export function capacityPerWeekday(jobClasses: readonly Pick<JobClass, CapacityField>[]): number[] {
  return weekdayCapacityFields.map((field) => jobClasses.reduce((sum, c) => sum + c[field], 0));
}

/** The schedule lists the active classes that are not deleted, in their order. */
export function scheduledClasses<T extends Pick<JobClass, 'isActive' | 'deletedAt' | 'sortOrder'>>(
  jobClasses: readonly T[],
): T[] {
  return jobClasses.filter((c) => c.isActive && !c.deletedAt).sort((a, b) => a.sortOrder - b.sortOrder);
}
