import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import type { BoardColumn } from '../board.ts';
import * as styles from './board.css.ts';

/** The departments whose columns are at least half on screen in the board's scroll area. */
function columnsInView(board: HTMLElement): Set<string> {
  const frame = board.getBoundingClientRect();
  const inView = new Set<string>();
  for (const column of board.querySelectorAll<HTMLElement>('[data-department]')) {
    const rect = column.getBoundingClientRect();
    const visible = Math.min(rect.right, frame.right) - Math.max(rect.left, frame.left);
    if (visible >= rect.width / 2) inView.add(column.dataset.department ?? '');
  }
  return inView;
}

/**
 * A strip of every department with its job count, above the board: the departments on screen stand out, and
 * pressing one scrolls the board to its column. A shop sees where its jobs are even when its columns do not all fit.
 */
export function BoardOverview({ columns, board }: { columns: BoardColumn[]; board: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('board');
  const [inView, setInView] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    const element = board.current;
    if (!element) return;
    const update = () => setInView(columnsInView(element));
    update();
    const resized = new ResizeObserver(update);
    resized.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [board]);

  const scrollTo = (shortName: string) =>
    board.current
      ?.querySelector(`[data-department="${CSS.escape(shortName)}"]`)
      ?.scrollIntoView({ behavior: 'smooth', inline: 'nearest', block: 'nearest' });

  if (columns.length === 0) return null;
  return (
    <nav className={styles.overview} aria-label={t('overview.label')}>
      {columns.map(({ department, jobs }) => (
        <PlainButton
          key={department.shortName}
          className={styles.overviewItem}
          style={{ borderTopColor: department.displayColor || undefined }}
          data-in-view={inView.has(department.shortName)}
          aria-label={t('overview.jobs', { department: department.name, count: jobs.length })}
          onPress={() => scrollTo(department.shortName)}
        >
          {/* The space keeps name and count apart in the text the button's name must contain (WCAG 2.5.3). */}
          <span className={styles.overviewName}>{department.name}</span>{' '}
          <span className={styles.overviewCount}>{jobs.length}</span>
        </PlainButton>
      ))}
    </nav>
  );
}
