import type { BoardCard, Department, DisplayPreferences, TileFlags } from '@bayline/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BoardColumn,
  type BoardDropData,
  type BoardSection,
  hoursLabel,
  moneyText,
  priorityRanks,
  sectionsOf,
  type TileSize,
  tileSizeOf,
} from '../board.ts';
import * as styles from './board.css.ts';
import { JobCard } from './job-card.tsx';

interface CardOptions {
  tiles: TileFlags;
  size: TileSize;
  canMove: boolean;
  onOpenJob?: (jobAdminId: string) => void;
  renderBadges?: (job: BoardCard) => ReactNode;
}

interface DepartmentColumnProps extends Omit<CardOptions, 'size'> {
  column: BoardColumn;
  options: DisplayPreferences['departmentOptions'];
  /** A card is being dragged: every section shows as a place to drop it. */
  isDragging: boolean;
}

/**
 * One department: its name, job count and hours, and its job cards, split into its subdepartments when it
 * has any. The column, each section and each card are drop targets.
 */
export function DepartmentColumn({ column, options, isDragging, ...cardOptions }: DepartmentColumnProps) {
  const { t } = useTranslation('board');
  const { department, jobs } = column;
  const data: BoardDropData = { kind: 'column', departmentShortName: department.shortName };
  const { setNodeRef, isOver } = useDroppable({ id: `column:${department.shortName}`, data });
  const headingId = `department-${department.shortName}-heading`;
  const sections = sectionsOf(department, jobs);
  const size = tileSizeOf(department.shortName, options);
  const ranks = priorityRanks(jobs);
  return (
    <section
      ref={setNodeRef}
      data-testid={`department-${department.shortName}`}
      data-department={department.shortName}
      data-size={size}
      className={`${styles.column} ${styles.columnSize[size]}${isOver ? ` ${styles.columnOver}` : ''}`}
      aria-labelledby={headingId}
    >
      <header className={styles.columnHeader} style={{ borderTopColor: department.displayColor || undefined }}>
        <div className={styles.columnTitleRow}>
          <h2 id={headingId} className={styles.columnTitle} title={department.name}>
            {department.name}
          </h2>
          <span
            className={styles.count}
            title={t('column.jobs')}
            data-testid={`department-${department.shortName}-count`}
          >
            {jobs.length}
          </span>
        </div>
        {(options.showHours || options.showSubtotals) && (
          <div className={styles.columnMeta}>
            {options.showHours &&
              (options.hoursType === 'remaining' ? (
                <span data-testid={`department-${department.shortName}-hours`} title={t('column.remainingTitle')}>
                  {t('column.remaining', { hours: hoursLabel(column.remainingHours) })}
                </span>
              ) : (
                <span data-testid={`department-${department.shortName}-hours`}>{hoursLabel(column.hours)}</span>
              ))}
            {options.showSubtotals && <span>{moneyText(column.subTotal)}</span>}
          </div>
        )}
      </header>
      <div className={styles.columnBody}>
        {sections.map((section) => (
          <ColumnSection
            key={section.subdepartment?.shortName ?? ''}
            department={department}
            section={section}
            isOnly={sections.length === 1}
            columnEmpty={jobs.length === 0}
            isDragging={isDragging}
            ranks={ranks}
            {...cardOptions}
            size={size}
          />
        ))}
      </div>
    </section>
  );
}

interface ColumnSectionProps extends CardOptions {
  department: Department;
  section: BoardSection;
  /** The column has no subdepartments: the section is the whole column body. */
  isOnly: boolean;
  columnEmpty: boolean;
  isDragging: boolean;
  ranks: Map<string, number>;
}

/** The cards of one subdepartment (with its name and count), or of none; sortable among themselves. */
function ColumnSection({
  department,
  section,
  isOnly,
  columnEmpty,
  isDragging,
  ranks,
  renderBadges,
  ...cardOptions
}: ColumnSectionProps) {
  const { t } = useTranslation('board');
  const sub = section.subdepartment;
  const sectionKey = sub?.shortName ?? null;
  const data: BoardDropData = {
    kind: 'section',
    departmentShortName: department.shortName,
    subdepartmentShortName: sectionKey,
  };
  const { setNodeRef, isOver } = useDroppable({ id: `section:${department.shortName}:${sectionKey ?? ''}`, data });
  const ids = section.jobs.map((job) => job.jobAdminId);
  const className = [
    styles.section,
    sub ? styles.subSection : isOnly ? styles.soleSection : styles.generalSection,
    isDragging && !isOnly ? styles.sectionDropZone : '',
    isOver ? styles.sectionOver : '',
  ]
    .filter(Boolean)
    .join(' ');
  const cards = (
    <SortableContext
      id={`sort:${department.shortName}:${sectionKey ?? ''}`}
      items={ids}
      strategy={verticalListSortingStrategy}
    >
      {section.jobs.map((job) => (
        <JobCard
          key={job.jobAdminId}
          job={job}
          rank={ranks.get(job.jobAdminId) ?? null}
          sectionKey={sectionKey}
          renderBadges={renderBadges}
          {...cardOptions}
        />
      ))}
    </SortableContext>
  );
  if (!sub) {
    return (
      <div ref={setNodeRef} className={className}>
        {cards}
        {columnEmpty && <div className={styles.emptyCard}>{t('column.noJobs')}</div>}
      </div>
    );
  }
  const headingId = `subdepartment-${department.shortName}-${sub.shortName}-heading`;
  return (
    <section
      ref={setNodeRef}
      className={className}
      data-testid={`subdepartment-${department.shortName}-${sub.shortName}`}
      aria-labelledby={headingId}
    >
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {sub.name}
        </h3>
        <span className={styles.sectionCount} title={t('column.jobs')}>
          {section.jobs.length}
        </span>
      </div>
      {cards}
    </section>
  );
}
