import type { ReportCardRow } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { emptyMessage } from '../../../styles/shared.css.ts';
import { cardTitle, figureText, type ReportCardFigure, reportCardFigures } from '../report-card.ts';
import * as styles from './report-cards.css.ts';

/**
 * Report Card: one location per page (spec 3 section 2.8, page size 1) with its delivered count, money, hours,
 * counts, cycles and touch times; the location named by its alias when it has one. A figure opens the jobs behind
 * it (`onDrill`).
 */
export function ReportCards({
  rows,
  onDrill,
}: {
  rows: readonly ReportCardRow[];
  onDrill?: (figure: ReportCardFigure, row: ReportCardRow, label: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [page, setPage] = useState(0);
  const at = Math.min(page, rows.length - 1);
  const row = rows[at];
  // No rows (at is then -1): nothing to show.
  if (row === undefined) return <p className={emptyMessage}>{t('grid.noData')}</p>;
  return (
    <div className={styles.cards}>
      <article className={styles.card} aria-label={cardTitle(row)} data-testid="report-card">
        <h3 className={styles.title}>{cardTitle(row)}</h3>
        <dl className={styles.figures}>
          {reportCardFigures.map((figure) => (
            <div key={figure} className={styles.figure}>
              <dt className={styles.figureLabel}>{t(`card.figures.${figure}`)}</dt>
              <dd className={styles.figureValue}>
                {onDrill ? (
                  <button
                    type="button"
                    className={styles.figureButton}
                    aria-label={t('drill.show', { figure: t(`card.figures.${figure}`) })}
                    onClick={() => onDrill(figure, row, t(`card.figures.${figure}`))}
                  >
                    {figureText(row, figure)}
                  </button>
                ) : (
                  figureText(row, figure)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </article>
      <nav className={styles.pager} aria-label={t('card.pager')}>
        <Button onPress={() => setPage(at - 1)} isDisabled={at === 0}>
          {t('card.previous')}
        </Button>
        <span className={styles.page}>{t('card.page', { page: at + 1, count: rows.length })}</span>
        <Button onPress={() => setPage(at + 1)} isDisabled={at >= rows.length - 1}>
          {t('card.next')}
        </Button>
      </nav>
    </div>
  );
}
