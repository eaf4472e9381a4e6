import { queryKeys } from '../../../lib/query-keys.ts';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from '../components/settings-table-screen.tsx';
import { requiredText } from '../settings-list.ts';
import { useSettingsList } from '../use-settings-list.ts';

/** A reason a job is delayed (spec 2 "Delay reason"). */
export interface DelayReason {
  delayId: string;
  description: string;
  isActive: boolean;
}

const validate = (reason: DelayReason) => requiredText(reason, 'description', 'Description is required');

/** Delay Reasons: columns Reason, Active, Delete (spec 2 section 2). */
export function DelayReasonsScreen() {
  const list = useSettingsList<DelayReason>({
    listKey: queryKeys.delayReasons,
    path: 'Delay',
    idField: 'delayId',
    newRow: (delayId) => ({ delayId, description: '', isActive: true }),
    validate,
  });
  return (
    <SettingsTableScreen<DelayReason>
      title="Delay Reasons"
      addLabel="Add Delay Reason"
      deleteMessage="Are you sure you want to delete this reason?"
      list={list}
      rowName={(r) => r.description}
      columns={[
        textColumn<DelayReason>('description', 'Reason', { maxLength: 100 }),
        activeColumn('15%'),
        deleteColumn('15%'),
      ]}
    />
  );
}
