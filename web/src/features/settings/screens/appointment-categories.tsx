import type { ApptCategory } from '@bayline/contracts';
import { ColourPicker, defaultDisplayColour } from '../../../components/colour-picker.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useContacts } from '../../job-folder/api/get-contacts.ts';
import { withAssignees } from '../../settings-jobs/appointment-categories.ts';
import { AssignmentsPicker } from '../../settings-jobs/components/assignments-picker.tsx';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from '../components/settings-table-screen.tsx';
import { useSettingsList } from '../use-settings-list.ts';

const validate = (c: ApptCategory): Record<string, string> =>
  c.description.trim() ? {} : { description: 'Description is required' };

/** Appointment Category (/settings/appointments/appointmenttypes): colour, description, assignees, active, delete. */
export function AppointmentCategoriesScreen() {
  const assignees = useContacts();
  const list = useSettingsList<ApptCategory>({
    listKey: queryKeys.apptCategories,
    area: 'scheduling',
    path: 'Appointment/ApptCategory',
    idField: 'apptCategoryId',
    newRow: (apptCategoryId) => ({
      apptCategoryId,
      description: '',
      displayColor: defaultDisplayColour,
      isActive: true,
      isPublic: false,
      deletedAt: null,
      assignments: [],
    }),
    validate,
  });

  return (
    <SettingsTableScreen
      title="Appointment Category"
      addLabel="Add Appointment Category"
      list={list}
      deleteMessage="Are you sure you want to delete this category?"
      rowName={(c) => c.description}
      columns={[
        {
          key: 'displayColor',
          header: 'Color',
          width: '15%',
          render: (c, row) => (
            <ColourPicker
              label={`Color of ${c.description || 'new category'}`}
              value={c.displayColor}
              onChange={(displayColor) => row.update({ displayColor })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        textColumn<ApptCategory>('description', 'Category Description', {
          maxLength: 50,
          width: '40%',
          errorOnBlur: true,
        }),
        {
          key: 'assignments',
          header: 'Assignments',
          width: '20%',
          render: (c, row) => (
            <AssignmentsPicker
              label={`Assignments of ${c.description || 'new category'}`}
              assignees={assignees.data ?? []}
              value={c.assignments.map((a) => a.contactId)}
              onChange={(contactIds) => row.update({ assignments: withAssignees(c, contactIds) })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        activeColumn<ApptCategory>('15%'),
        deleteColumn<ApptCategory>('10%'),
      ]}
    />
  );
}
