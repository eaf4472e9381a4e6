import type { BoardCard, TileFlags } from '@bayline/contracts';
import { useSortable } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { jobLabel, vehicleText } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { defaultClassColor } from '../../../styles/colors.ts';
import { type BoardDropData, type CardView, cardView, elapsedText, type TileSize } from '../board.ts';
import { CardHoldMark, CardHoldMenu } from './card-hold.tsx';
import * as styles from './job-card.css.ts';
import { PromiseMarker } from './promise-marker.tsx';

/** The job's class colour, or the default green. */
export const classColorOf = (job: BoardCard) => job.jobClass?.displayColor || defaultClassColor;

/** Time in department, refreshed with the board's shared clock. */
function Timer({ since, kind }: { since: string; kind: 'clock' | 'text' }) {
  const { t } = useTranslation('board');
  const now = useNow();
  return (
    <span
      className={kind === 'clock' ? `${styles.elapsed} ${styles.elapsedClock}` : styles.elapsed}
      title={t('card.timeInDepartment')}
    >
      {elapsedText(since, now)}
    </span>
  );
}

interface CardContentProps {
  job: BoardCard;
  view: CardView;
  renderBadges?: (job: BoardCard) => ReactNode;
  /** Board write: the card's menu puts the job on hold and releases it. */
  canHold?: boolean;
}

/**
 * The items of a card, as `cardView` decided them from the display preferences. Memoised apart from the card's
 * drag wrapper, which renders again whenever the board's drag state changes (400 cards register at once).
 */
const JobCardContent = memo(function JobCardContent({ job, view, renderBadges, canHold }: CardContentProps) {
  const { t } = useTranslation('board');
  const badges = job.badges.length > 0 ? renderBadges?.(job) : undefined;
  return (
    <>
      <div className={styles.topRow}>
        <span className={styles.label}>
          {view.priority !== null && (
            <span
              className={styles.priority}
              data-testid={`priority-${job.jobAdminId}`}
              title={t('card.priority', { rank: view.priority })}
            >
              {t('card.priorityShort', { rank: view.priority })}
            </span>
          )}
          {view.label}
        </span>
        {canHold ? (
          <span className={styles.topEnd}>
            {view.timer && <Timer since={job.departmentEnteredAt} kind={view.timer} />}
            <CardHoldMenu job={job} />
          </span>
        ) : (
          view.timer && <Timer since={job.departmentEnteredAt} kind={view.timer} />
        )}
      </div>
      <CardHoldMark job={job} />
      {view.customerName && <div className={styles.name}>{view.customerName}</div>}
      {(view.vehicle || view.color) && (
        <div className={styles.line}>
          {view.vehicle}
          {view.vehicle && view.color && ' · '}
          {view.color && <span className={styles.muted}>{view.color}</span>}
        </div>
      )}
      {view.vin && <div className={styles.vin}>{view.vin}</div>}
      {view.description && <div className={styles.description}>{view.description}</div>}
      {view.group && <div className={view.group.placeholder ? styles.placeholder : styles.line}>{view.group.text}</div>}
      {view.assignee && (
        <div className={view.assignee.placeholder ? styles.placeholder : styles.line}>{view.assignee.text}</div>
      )}
      {badges && <div className={styles.badges}>{badges}</div>}
      {view.scheduled && (
        <div className={styles.bottomRow}>
          <span>
            <span className={styles.dateLabel}>{t('card.in')}</span>
            {view.scheduled.in}
          </span>
          <span>
            <span className={styles.dateLabel}>{t('card.out')}</span>
            {view.scheduled.out}
          </span>
          {view.hours && <span className={styles.hours}>{view.hours}</span>}
        </div>
      )}
    </>
  );
});

function cardLabel(t: TFunction<'board'>, job: BoardCard, rank: number | null): string {
  return [
    t('job', { label: jobLabel(job) }),
    rank ? t('card.priorityLower', { rank }) : '',
    job.clientName,
    vehicleText(job),
  ]
    .filter(Boolean)
    .join(', ');
}

interface JobCardProps {
  job: BoardCard;
  tiles: TileFlags;
  /** Small in a department listed in usesMinifyTile, else the board's card density. */
  size: TileSize;
  /** The job's place among its column's prioritised jobs, null without priority. */
  rank: number | null;
  /** The section of its column the card is in: its subdepartment, or null. */
  sectionKey: string | null;
  canMove: boolean;
  /** Opens the job's folder; without it the card only moves. */
  onOpenJob?: (jobAdminId: string) => void;
  /** The job's badge chips; nothing for a job without badges. */
  renderBadges?: (job: BoardCard) => ReactNode;
}

/**
 * A job on the board. It is dragged with the pointer, or picked up with space and carried with the arrow
 * keys: within its column it changes its priority, into another column or subdepartment it moves there. A
 * press (or Enter) without dragging opens the job's folder. That is one button laid over the whole card; the
 * badge chips are its siblings above it, so no control holds another (WCAG 4.1.2).
 */
export const JobCard = memo(function JobCard({
  job,
  tiles,
  size,
  rank,
  sectionKey,
  canMove,
  onOpenJob,
  renderBadges,
}: JobCardProps) {
  const { t } = useTranslation('board');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's texts (hours, placeholders) follow the language t stands for.
  const view = useMemo(() => cardView(job, tiles, classColorOf(job), rank, size), [job, tiles, rank, size, t]);
  const data: BoardDropData = {
    kind: 'card',
    departmentShortName: job.departmentShortName,
    subdepartmentShortName: sectionKey,
    jobAdminId: job.jobAdminId,
  };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform, transition } = useSortable({
    id: job.jobAdminId,
    data,
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
      data-testid={`job-card-${job.jobAdminId}`}
      className={`${styles.card} ${styles.cardSize[size]}${isDragging ? ` ${styles.placeholderCard}` : ''}`}
      style={{
        borderTopColor: classColorOf(job),
        background: view.background,
        transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.cardControl}
        {...attributes}
        {...listeners}
        aria-disabled={!canMove && !onOpenJob}
        onKeyDown={onKeyDown}
        onClick={onOpenJob ? () => onOpenJob(job.jobAdminId) : undefined}
        aria-label={cardLabel(t, job, rank)}
      />
      <JobCardContent job={job} view={view} renderBadges={renderBadges} canHold={canMove} />
      <PromiseMarker job={job} />
    </article>
  );
});

/**
 * A job's tile drawn alone, without the board's drag: the card following the pointer while a job is dragged
 * (`raised`), and the tiles of the schedule, drawn with its own tile preferences.
 */
export function JobTile({
  job,
  tiles,
  rank = null,
  size,
  raised = false,
}: {
  job: BoardCard;
  tiles: TileFlags;
  rank?: number | null;
  size: TileSize;
  raised?: boolean;
}) {
  const view = cardView(job, tiles, classColorOf(job), rank, size);
  return (
    <div
      className={`${styles.card} ${styles.cardSize[size]}${raised ? ` ${styles.overlayCard}` : ''}`}
      style={{ borderTopColor: classColorOf(job), background: view.background }}
    >
      <JobCardContent job={job} view={view} />
    </div>
  );
}
