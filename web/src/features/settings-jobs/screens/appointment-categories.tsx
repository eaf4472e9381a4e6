import type { ApptCategory } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { ColourPicker, defaultDisplayColour } from '../../../components/colour-picker.tsx';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { useContacts } from '../../../lib/contacts.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withAssignees } from '../appointment-categories.ts';
import { AssignmentsPicker } from '../components/assignments-picker.tsx';

const validate = (c: ApptCategory): Record<string, string> =>
  c.description.trim() ? {} : { description: i18n.t('settings:validation.descriptionRequired') };

/** Appointment Category (/settings/appointments/appointmenttypes): colour, description, assignees, active, delete. */
export function AppointmentCategoriesScreen() {
  const { t } = useTranslation('settings');
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
      title={t('appointmentCategories.title')}
      addLabel={t('appointmentCategories.add')}
      list={list}
      deleteMessage={t('confirmDelete.category')}
      rowName={(c) => c.description}
      columns={[
        {
          key: 'displayColor',
          header: t('columns.color'),
          width: '15%',
          render: (c, row) => (
            <ColourPicker
              label={t('common.colorOf', { name: c.description || t('common.newCategory') })}
              value={c.displayColor}
              onChange={(displayColor) => row.update({ displayColor })}
              isDisabled={row.isDisabled}
            />
          ),
        },
        textColumn<ApptCategory>('description', t('columns.categoryDescription'), {
          maxLength: 50,
          width: '40%',
          errorOnBlur: true,
        }),
        {
          key: 'assignments',
          header: t('columns.assignments'),
          width: '20%',
          render: (c, row) => (
            <AssignmentsPicker
              label={t('appointmentCategories.assignmentsOf', { name: c.description || t('common.newCategory') })}
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
