import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import {
  autoScrollStepMs,
  fadeDelayMs,
  initialOf,
  nextScrollTop,
  type RankBy,
  type RankedRow,
} from '../leaderboard.ts';
import * as styles from './leaderboard.css.ts';

/** Moves a list down a pixel every 50 ms while on, back to the top at its end (spec 3 sections 2.10 and 9). */
function useAutoScroll(on: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!on || !list) return;
    const timer = setInterval(() => {
      list.scrollTop = nextScrollTop(list.scrollTop, list.scrollHeight, list.clientHeight);
    }, autoScrollStepMs);
    return () => clearInterval(timer);
  }, [on]);
  return ref;
}

export interface RankListProps {
  title: string;
  rows: readonly RankedRow[];
  by: RankBy;
  autoScroll: boolean;
}

/** The Assignees or the Departments ranking: rank, avatar initial, name, value and its unit, green to red. */
export function RankList({ title, rows, by, autoScroll }: RankListProps) {
  const { t } = useTranslation('leaderboard');
  const ref = useAutoScroll(autoScroll);
  const id = `rank-${title}`;
  return (
    <section className={styles.list} aria-labelledby={id}>
      <h3 id={id} className={styles.listTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul ref={ref} className={styles.rows} data-auto-scroll={autoScroll || undefined}>
          {rows.map((row) => {
            const shown =
              by === 'hours' ? formatNumber(row.value, 2) : t('row.percent', { value: formatNumber(row.value, 2) });
            return (
              <li
                key={row.key}
                className={styles.row}
                style={{ borderLeftColor: row.colour, animationDelay: `${fadeDelayMs(row.rank)}ms` }}
                aria-label={t('row.label', { rank: row.rank, name: row.name, value: shown })}
              >
                <span className={styles.rank}>{row.rank}</span>
                <span className={styles.avatar} style={{ background: row.colour }} aria-hidden>
                  {initialOf(row.name)}
                </span>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.value}>
                  <span className={styles.number}>{shown}</span>
                  <span className={styles.unit}>{by === 'hours' ? t('row.hours') : t('row.efficiency')}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
