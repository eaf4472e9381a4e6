import type { BoardCard } from '@bayline/contracts';
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './schedule.css.ts';

interface ScheduleTileProps {
  job: BoardCard;
  /** Scheduler write, and a job that is not closed. */
  canMove: boolean;
  onOpenJob?: (jobAdminId: string) => void;
  children: ReactNode;
}

/**
 * A job on the schedule: dragged with the pointer or a finger (resting on it first), or picked up with space and
 * carried from day to day with the arrow keys. A press (or Enter) without dragging opens its folder. It is named
 * by what it shows, so a user speaking any of that reaches it (WCAG 2.5.3).
 */
export function ScheduleTile({ job, canMove, onOpenJob, children }: ScheduleTileProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: job.jobAdminId,
    data: { jobAdminId: job.jobAdminId, date: job.scheduledIn?.slice(0, 10) },
    disabled: !canMove,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !isDragging && onOpenJob) {
      event.preventDefault();
      onOpenJob(job.jobAdminId);
    }
  };
  return (
    <article
      ref={setNodeRef}
      data-testid={`schedule-job-${job.jobAdminId}`}
      className={isDragging ? `${styles.tile} ${styles.dragging}` : styles.tile}
      {...attributes}
      {...listeners}
      aria-disabled={!canMove && !onOpenJob}
      onKeyDown={onKeyDown}
      onClick={onOpenJob ? () => onOpenJob(job.jobAdminId) : undefined}
    >
      {children}
    </article>
  );
}
