import { allows } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../components/settings/settings-list.ts';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A category media is filed under (spec 2 "Media category"); built-in ones (Messaging) are not custom. */
export interface MediaCategory {
  mediaCategoryId: string;
  description: string;
  isActive: boolean;
  isCustom: boolean;
}

const validate = (category: MediaCategory) =>
  requiredText(category, 'description', i18n.t('settings:validation.descriptionRequired'));
const isBuiltIn = (category: MediaCategory) => !category.isCustom;

/** Media Categories: columns Media Category, Active, Delete; built-in ones locked (spec 2 sections 2 and 4). */
export function MediaCategoriesScreen() {
  const { t } = useTranslation('settings');
  const { permissions } = useSessionUser();
  const list = useSettingsList<MediaCategory>({
    listKey: queryKeys.mediaCategories,
    path: 'media/categories',
    idField: 'mediaCategoryId',
    newRow: (mediaCategoryId) => ({ mediaCategoryId, description: '', isActive: true, isCustom: true }),
    validate,
    isLocked: isBuiltIn,
  });
  return (
    <SettingsTableScreen<MediaCategory>
      title={t('mediaCategories.title')}
      addLabel={t('mediaCategories.add')}
      deleteMessage={t('confirmDelete.category')}
      list={list}
      // Adding a category needs the on-the-fly right too (spec 2 section 6).
      canAdd={allows(permissions.onthefly, 'write')}
      rowName={(c) => c.description}
      columns={[
        textColumn<MediaCategory>('description', t('columns.mediaCategory'), { maxLength: 50 }),
        activeColumn('15%'),
        deleteColumn('15%'),
      ]}
    />
  );
}
