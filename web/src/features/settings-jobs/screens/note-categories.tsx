import type { NoteCategory } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { ColourPicker, defaultDisplayColour } from '../../../components/colour-picker.tsx';
import { requiredText } from '../../../components/settings/settings-list.ts';
import {
  activeColumn,
  deleteColumn,
  type SettingsColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const validate = (category: NoteCategory) =>
  requiredText(category, 'description', i18n.t('settings:validation.descriptionRequired'));
const isPublic = (category: NoteCategory) => category.isPublic;
/** Only the location's own (custom) categories are saved (spec 2 section 4): every one that is not public. */
const customOnly = (rows: NoteCategory[]) => rows.filter((c) => !c.isPublic);
/** A save answers the custom categories: the public ones shown before stay first. */
const withPublic = (custom: NoteCategory[], before: NoteCategory[]) => [...before.filter(isPublic), ...custom];

/** The Color column, in the language of the moment. */
const colourColumn = (): SettingsColumn<NoteCategory> => ({
  key: 'color',
  header: i18n.t('settings:columns.color'),
  width: '12%',
  render: (category, row) => (
    <ColourPicker
      label={i18n.t('settings:common.colorOf', {
        name: category.description || i18n.t('settings:common.newCategory'),
      })}
      value={category.color}
      onChange={(color) => row.update({ color })}
      isDisabled={row.isDisabled}
    />
  ),
});

/** Note Categories: columns Color, Note Category, Active, Delete; public ones locked (spec 2 sections 2 and 4). */
export function NoteCategoriesScreen() {
  const { t } = useTranslation('settings');
  const list = useSettingsList<NoteCategory>({
    listKey: queryKeys.noteCategories,
    path: 'notecategories',
    idField: 'noteCategoryId',
    newRow: (noteCategoryId) => ({
      noteCategoryId,
      description: '',
      color: defaultDisplayColour,
      isActive: true,
      isPublic: false,
      isCustom: true,
      deletedAt: null,
    }),
    validate,
    isLocked: isPublic,
    toSave: customOnly,
    fromAnswer: withPublic,
  });
  return (
    <SettingsTableScreen<NoteCategory>
      title={t('noteCategories.title')}
      addLabel={t('noteCategories.add')}
      deleteMessage={t('confirmDelete.category')}
      list={list}
      rowName={(c) => c.description}
      columns={[
        colourColumn(),
        textColumn<NoteCategory>('description', t('columns.noteCategory'), { maxLength: 50 }),
        activeColumn('15%'),
        deleteColumn('15%'),
      ]}
    />
  );
}
