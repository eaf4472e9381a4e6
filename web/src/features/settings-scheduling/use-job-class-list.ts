import type { JobClass } from '@bayline/contracts';
import { defaultDisplayColour } from '../../components/colour-picker.tsx';
import { useSettingsList } from '../../components/settings/use-settings-list.ts';
import { i18n } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const jobClassNameMax = 25;

function newJobClass(jobClassId: string, sortOrder: number): JobClass {
  return {
    jobClassId,
    name: '',
    description: '',
    isActive: true,
    deletedAt: null,
    sortOrder,
    serviceDays: 0,
    displayColor: defaultDisplayColour,
    sundayCapacity: 0,
    mondayCapacity: 0,
    tuesdayCapacity: 0,
    wednesdayCapacity: 0,
    thursdayCapacity: 0,
    fridayCapacity: 0,
    saturdayCapacity: 0,
    allowOvercapacity: false,
    badgeClasses: [],
    assignees: [],
  };
}

const validate = (c: JobClass): Record<string, string> =>
  c.name.trim() ? {} : { name: i18n.t('settings:validation.nameRequired') };

/** The location's job classes as Job Classes and Production Schedule edit them: GET/PUT jobclass, the whole list. */
export function useJobClassList() {
  return useSettingsList<JobClass>({
    listKey: queryKeys.jobClasses,
    path: 'jobclass',
    idField: 'jobClassId',
    newRow: newJobClass,
    validate,
    sortable: true,
  });
}
