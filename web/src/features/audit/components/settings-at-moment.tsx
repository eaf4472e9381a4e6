import { weekdayCapacityFields } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import * as table from '../../../components/table.css.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useSettingsAt } from '../api/get-settings-at.ts';
import { atText, endOfMinute, wallMinute } from '../history.ts';
import * as styles from './audit.css.ts';

const wallMinutePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

interface SettingsAtMomentViewProps {
  timeZone: string;
  /** The instant shown; null until one is picked. */
  at: string | null;
  onAt: (at: string) => void;
}

/**
 * The location's settings lists as they stood at a date and time on its clock (or right before a change picked in
 * the trail), read only: departments, job classes with their capacities, badges, users and their rights.
 */
export function SettingsAtMomentView({ timeZone, at, onAt }: SettingsAtMomentViewProps) {
  const { t } = useTranslation(['audit', 'settings']);
  const shown = useSettingsAt(at);
  const [typed, setTyped] = useState<string>();
  const data = shown.data;
  return (
    <>
      <div className={styles.toolbar}>
        <TextField
          label={t('moment.when')}
          type="datetime-local"
          value={typed ?? (at ? wallMinute(at, timeZone) : '')}
          onChange={(value) => {
            setTyped(value);
            if (wallMinutePattern.test(value)) onAt(endOfMinute(value, timeZone, new Date()));
          }}
        />
      </div>
      {at === null ? (
        <p className={styles.hint}>{t('trail.pickTime')}</p>
      ) : shown.isError ? (
        <p className={styles.error} role="alert">
          {shown.error.message}
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className={styles.caption}>{t('trail.shownAt', { at: atText(data.at, timeZone) })}</p>
          <section className={styles.section} aria-label={t('trail.areas.departments')}>
            <h3 className={styles.caption}>{t('trail.areas.departments')}</h3>
            <div className={table.scroller}>
              <table className={table.table}>
                <tbody>
                  {data.departments.map((d) => (
                    <tr key={d.departmentId}>
                      <td className={table.cell}>{d.name}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section} aria-label={t('trail.areas.jobClasses')}>
            <h3 className={styles.caption}>{t('trail.areas.jobClasses')}</h3>
            <div className={table.scroller}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th className={table.headerCell}>{t('trail.fields.name')}</th>
                    {weekdayCapacityFields.map((field) => (
                      <th key={field} className={table.headerCell}>
                        {t(`trail.fields.${field}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.jobClasses.map((c) => (
                    <tr key={c.jobClassId}>
                      <th scope="row" className={styles.rowHeader}>
                        {c.name}
                      </th>
                      {weekdayCapacityFields.map((field) => (
                        <td key={field} className={table.numberCell}>
                          {c[field]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={styles.section} aria-label={t('trail.areas.badges')}>
            <h3 className={styles.caption}>{t('trail.areas.badges')}</h3>
            <ul className={styles.chips}>
              {data.badges.map((b) => (
                <li key={b.badgeId} className={styles.chip}>
                  {b.description}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-label={t('trail.areas.users')}>
            <h3 className={styles.caption}>{t('trail.areas.users')}</h3>
            <div className={table.scroller}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th className={table.headerCell}>{t('trail.fields.name')}</th>
                    <th className={table.headerCell}>{t('trail.fields.email')}</th>
                    <th className={table.headerCell}>{t('trail.rights')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((u) => (
                    <tr key={u.userId}>
                      <th scope="row" className={styles.rowHeader}>
                        {u.name}
                      </th>
                      <td className={table.cell}>{u.email}</td>
                      <td className={table.cell}>{u.roles.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </>
  );
}
