import type { OperationsLogEntry } from '@bayline/contracts';
import { allProjectors } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import * as styles from './operations.css.ts';

/** The operator who acted: the user's name, the admin token, or the id of a user no longer known. */
const adminTokenUser = 'admin-token';

/** What support did, newest first: skips and retries of parked events, rebuilds asked for and cancelled. */
export function OperationsLogSection({ entries }: { entries: readonly OperationsLogEntry[] }) {
  const { t } = useTranslation('operations');
  return (
    <section className={styles.section} aria-labelledby="operations-log">
      <h2 id="operations-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('log.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const projector = entry.projector === allProjectors ? t('log.allProjectors') : entry.projector;
            const who = entry.userName ?? (entry.userId === adminTokenUser ? t('log.adminToken') : entry.userId);
            return (
              <li key={entry.position} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>
                    {t(`log.${entry.type}`, { position: entry.parkedPosition, projector })}
                  </span>
                  {entry.reason && <span>{t('log.reason', { reason: entry.reason })}</span>}
                  <span className={styles.muted}>{t('log.by', { who, at: formatDateTime(new Date(entry.at)) })}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
