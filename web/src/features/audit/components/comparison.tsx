import { folderSections, type JobHistory } from '@bayline/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { Select } from '../../../components/select.tsx';
import * as tableStyles from '../../../components/table.css.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useComparison } from '../api/compare-moments.ts';
import { atText, changeLabel, changeValue, sentenceOf } from '../history.ts';
import * as styles from './audit.css.ts';

interface ComparisonProps {
  jobAdminId: string;
  /** Every change of the job, oldest first: the moments to choose from. */
  history: JobHistory;
  timeZone: string;
}

/** Two moments of the job (each right after one of its changes) and what differs between them, field by field. */
export function Comparison({ jobAdminId, history, timeZone }: ComparisonProps) {
  const { t } = useTranslation(['audit', 'jobs']);
  // One moment per event: its first change names it.
  const moments = history.entries.filter((e, i, all) => all[i - 1]?.position !== e.position);
  const options = moments.map((e) => ({
    id: String(e.position),
    label: t('compare.moment', { at: atText(e.at, timeZone), change: sentenceOf(e, t) }),
  }));
  const [from, setFrom] = useState(moments[0]?.position ?? null);
  const [to, setTo] = useState(moments.at(-1)?.position ?? null);
  const comparison = useComparison(jobAdminId, from, to);
  const changes = comparison.data?.changes ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <Select
          label={t('compare.from')}
          className={styles.grow}
          options={options}
          value={from === null ? null : String(from)}
          onChange={(id) => setFrom(Number(id))}
        />
        <Select
          label={t('compare.to')}
          className={styles.grow}
          options={options}
          value={to === null ? null : String(to)}
          onChange={(id) => setTo(Number(id))}
        />
      </div>
      {comparison.isError ? (
        <p className={styles.error} role="alert">
          {comparison.error.message}
        </p>
      ) : comparison.isPending ? (
        <Loading />
      ) : changes.length === 0 ? (
        <p className={shared.emptyMessage}>{t('compare.same')}</p>
      ) : (
        <div className={tableStyles.scroller}>
          <table className={tableStyles.table} aria-label={t('tabs.compare')}>
            <thead>
              <tr>
                <th className={tableStyles.headerCell}>{t('compare.what')}</th>
                <th className={tableStyles.headerCell}>{t('compare.before')}</th>
                <th className={tableStyles.headerCell}>{t('compare.after')}</th>
              </tr>
            </thead>
            <tbody>
              {folderSections.map((section) => {
                const inSection = changes.filter((c) => c.section === section);
                if (inSection.length === 0) return null;
                return (
                  <Fragment key={section}>
                    <tr className={styles.sectionRow}>
                      <th scope="colgroup" colSpan={3} className={`${tableStyles.cell} ${styles.rowHeader}`}>
                        {t(`compare.sections.${section}`)}
                      </th>
                    </tr>
                    {inSection.map((change) => (
                      <tr key={`${section}.${change.key}`}>
                        <th scope="row" className={`${tableStyles.cell} ${styles.rowHeader}`}>
                          {changeLabel(change, t)}
                        </th>
                        <td className={tableStyles.cell}>{changeValue(change, change.before, t)}</td>
                        <td className={tableStyles.cell}>{changeValue(change, change.after, t)}</td>
                      </tr>
                    ))}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
