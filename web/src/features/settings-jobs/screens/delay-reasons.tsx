import { useTranslation } from 'react-i18next';
import { requiredText } from '../../../components/settings/settings-list.ts';
import {
  activeColumn,
  deleteColumn,
  SettingsTableScreen,
  textColumn,
} from '../../../components/settings/settings-table-screen.tsx';
import { useSettingsList } from '../../../components/settings/use-settings-list.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A reason a job is delayed (spec 2 "Delay reason"). */
export interface DelayReason {
  delayId: string;
  description: string;
  isActive: boolean;
}

const validate = (reason: DelayReason) =>
  requiredText(reason, 'description', i18n.t('settings:validation.descriptionRequired'));

/** Delay Reasons: columns Reason, Active, Delete (spec 2 section 2). */
export function DelayReasonsScreen() {
  const { t } = useTranslation('settings');
  const list = useSettingsList<DelayReason>({
    listKey: queryKeys.delayReasons,
    path: 'Delay',
    idField: 'delayId',
    newRow: (delayId) => ({ delayId, description: '', isActive: true }),
    validate,
  });
  return (
    <SettingsTableScreen<DelayReason>
      title={t('delayReasons.title')}
      addLabel={t('delayReasons.add')}
      deleteMessage={t('confirmDelete.reason')}
      list={list}
      rowName={(r) => r.description}
      columns={[
        textColumn<DelayReason>('description', t('columns.reason'), { maxLength: 100 }),
        activeColumn('15%'),
        deleteColumn('15%'),
      ]}
    />
  );
}
