import { type JobAdmin, monthDay, type TileFlags } from '@bayline/contracts';
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import { defaultClassColor } from '../../../styles/colors.ts';
import { assigneeName, elapsedText, hoursText, jobLabel, vehicleText } from '../board.ts';
import { useNow } from '../use-now.ts';
import * as styles from './job-card.css.ts';

interface JobCardProps {
  job: JobAdmin;
  tiles: TileFlags;
}

function Elapsed({ since }: { since: string }) {
  const now = useNow();
  return (
    <span className={styles.elapsed} title="Time in department">
      <svg width="11" height="11" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {elapsedText(since, now)}
    </span>
  );
}

/** What a card shows; the display preferences decide which items. */
function JobCardContent({ job, tiles }: JobCardProps) {
  const vehicle = vehicleText(job);
  const assignee = assigneeName(job);
  return (
    <>
      <div className={styles.topRow}>
        <span>{jobLabel(job)}</span>
        {tiles.showCycleCounter && <Elapsed since={job.departmentEnteredAt} />}
      </div>
      {tiles.showCustomerName && <div className={styles.name}>{job.clientName}</div>}
      {(tiles.showVehicle || tiles.showColor) && (
        <div className={styles.line}>
          {tiles.showVehicle && vehicle}
          {tiles.showVehicle && tiles.showColor && vehicle && job.color && ' · '}
          {tiles.showColor && job.color && <span className={styles.muted}>{job.color}</span>}
        </div>
      )}
      {tiles.showVin && job.vin && <div className={styles.vin}>{job.vin}</div>}
      {tiles.showDescription && job.description && <div className={styles.description}>{job.description}</div>}
      {tiles.showGroup && (
        <div className={job.group ? styles.line : styles.placeholder}>{job.group ? job.group.name : '<Group>'}</div>
      )}
      {tiles.showAssignee && (
        <div className={assignee ? styles.line : styles.placeholder}>{assignee ?? '<Assignee>'}</div>
      )}
      <div className={styles.bottomRow}>
        <span>
          <span className={styles.dateLabel}>In</span>
          {monthDay(job.scheduledIn) || '--/--'}
        </span>
        <span>
          <span className={styles.dateLabel}>Out</span>
          {monthDay(job.scheduledOut) || '--/--'}
        </span>
        {tiles.showJobHours && <span className={styles.hours}>{hoursText(job)}</span>}
      </div>
    </>
  );
}

function cardLabel(job: JobAdmin): string {
  return [`Job ${jobLabel(job)}`, job.clientName, vehicleText(job)].filter(Boolean).join(', ');
}

/** A job on the board; it can be dragged to another department with the pointer or the keyboard. */
export const JobCard = memo(function JobCard({ job, tiles, canMove }: JobCardProps & { canMove: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: job.jobAdminId,
    data: { departmentShortName: job.departmentShortName },
    disabled: !canMove,
  });
  return (
    <article
      ref={setNodeRef}
      data-testid={`job-card-${job.jobAdminId}`}
      className={isDragging ? `${styles.card} ${styles.placeholderCard}` : styles.card}
      style={{ borderTopColor: job.jobClass?.displayColor || defaultClassColor }}
      {...attributes}
      {...listeners}
      aria-label={cardLabel(job)}
    >
      <JobCardContent job={job} tiles={tiles} />
    </article>
  );
});

/** The card following the pointer while a job is dragged. */
export function JobCardPreview({ job, tiles }: JobCardProps) {
  return (
    <div
      className={`${styles.card} ${styles.overlayCard}`}
      style={{ borderTopColor: job.jobClass?.displayColor || defaultClassColor }}
    >
      <JobCardContent job={job} tiles={tiles} />
    </div>
  );
}
