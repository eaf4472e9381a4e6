import type { DisplayPreferences, TileFlags } from '@bayline/contracts';
import { useDroppable } from '@dnd-kit/core';
import { type BoardColumn, hoursLabel, moneyText } from '../board.ts';
import * as styles from './board.css.ts';
import { JobCard } from './job-card.tsx';

interface DepartmentColumnProps {
  column: BoardColumn;
  tiles: TileFlags;
  options: DisplayPreferences['departmentOptions'];
  canMove: boolean;
}

/** One department: its name, job count and hours, and its job cards; a drop target for moving jobs. */
export function DepartmentColumn({ column, tiles, options, canMove }: DepartmentColumnProps) {
  const { department, jobs } = column;
  const { setNodeRef, isOver } = useDroppable({ id: department.shortName });
  const headingId = `department-${department.shortName}-heading`;
  return (
    <section
      ref={setNodeRef}
      data-testid={`department-${department.shortName}`}
      className={isOver ? `${styles.column} ${styles.columnOver}` : styles.column}
      aria-labelledby={headingId}
    >
      <header className={styles.columnHeader} style={{ borderTopColor: department.displayColor || undefined }}>
        <div className={styles.columnTitleRow}>
          <h2 id={headingId} className={styles.columnTitle} title={department.name}>
            {department.name}
          </h2>
          <span className={styles.count} title="Jobs" data-testid={`department-${department.shortName}-count`}>
            {jobs.length}
          </span>
        </div>
        {(options.showHours || options.showSubtotals) && (
          <div className={styles.columnMeta}>
            {options.showHours && (
              <span data-testid={`department-${department.shortName}-hours`}>{hoursLabel(column.hours)}</span>
            )}
            {options.showSubtotals && <span>{moneyText(column.subTotal)}</span>}
          </div>
        )}
      </header>
      <div className={styles.columnBody}>
        {jobs.length === 0 ? (
          <div className={styles.emptyCard}>No Jobs</div>
        ) : (
          jobs.map((job) => <JobCard key={job.jobAdminId} job={job} tiles={tiles} canMove={canMove} />)
        )}
      </div>
    </section>
  );
}
