import { type JobClass, weekdayCapacityFields } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { EditableTable, type TableColumn } from '../../../components/editable-table.tsx';
import { Loading } from '../../../components/loading.tsx';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { capacityPerWeekday, scheduledClasses, weekdayOf, weeklyCapacity } from '../capacity.ts';
import { WholeNumberInput } from '../components/whole-number-input.tsx';
import * as styles from '../scheduling.css.ts';
import { useJobClassList } from '../use-job-class-list.ts';

/** A row of the schedule: one job class, or the shop's totals under them. */
type ScheduleRow = { key: string; jobClass: JobClass } | { key: 'total'; jobClass: null; perWeekday: number[] };

/**
 * Production Schedule (spec 2): how many jobs of each active class the shop takes on each weekday, with totals.
 * It edits the same list as Job Classes and saves it the same way (PUT jobclass, the whole list).
 */
export function ProductionScheduleScreen() {
  const { t } = useTranslation('settings');
  const list = useJobClassList();
  const classes = scheduledClasses(list.rows);
  const rows: ScheduleRow[] = classes.map((jobClass) => ({ key: jobClass.jobClassId, jobClass }));
  if (classes.length > 0) rows.push({ key: 'total', jobClass: null, perWeekday: capacityPerWeekday(classes) });

  const columns: TableColumn<ScheduleRow>[] = [
    {
      key: 'name',
      header: t('columns.jobClass'),
      render: (row) =>
        row.jobClass ? (
          <span className={styles.toolbar}>
            <span className={styles.swatch} style={{ background: row.jobClass.displayColor }} aria-hidden />
            {row.jobClass.name}
          </span>
        ) : (
          <strong>{t('productionSchedule.total')}</strong>
        ),
    },
    ...weekdayCapacityFields.map(
      (field, day): TableColumn<ScheduleRow> => ({
        key: field,
        header: t(`weekdays.${weekdayOf[field]}`),
        render: (row) =>
          row.jobClass ? (
            <WholeNumberInput
              label={t('productionSchedule.capacityOf', {
                day: t(`weekdays.${weekdayOf[field]}`),
                name: row.jobClass.name,
              })}
              value={row.jobClass[field]}
              max={999}
              maxLength={3}
              onChange={(value) => row.jobClass && list.update(row.jobClass.jobClassId, { [field]: value })}
              isDisabled={list.readOnly || list.isSaving}
            />
          ) : (
            <strong className={styles.total}>{row.perWeekday[day]}</strong>
          ),
      }),
    ),
    {
      key: 'total',
      header: t('columns.total'),
      render: (row) => (
        <strong className={styles.total}>
          {row.jobClass ? weeklyCapacity(row.jobClass) : row.perWeekday.reduce((sum, n) => sum + n, 0)}
        </strong>
      ),
    },
  ];

  return (
    <SettingsPage title={t('productionSchedule.title')} changes={list}>
      {list.status === 'pending' ? (
        <Loading />
      ) : list.status === 'error' ? (
        <p className={emptyMessage}>{t('common.dataNotFound')}</p>
      ) : (
        <EditableTable
          label={t('productionSchedule.title')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          emptyText={t('common.dataNotFound')}
        />
      )}
    </SettingsPage>
  );
}
