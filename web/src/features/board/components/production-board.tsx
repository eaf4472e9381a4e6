import type { BoardCard, Department } from '@bayline/contracts';
import {
  type Announcements,
  type Collision,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { memo, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { isRefusal } from '../../../lib/api.ts';
import { useOpenJobs } from '../../../lib/board-cache.ts';
import { useDepartments } from '../../../lib/departments.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { jobLabel } from '../../../lib/format.ts';
import { useMoveJob } from '../api/move-job.ts';
import { usePrioritiseJobs } from '../api/prioritise-jobs.ts';
import {
  type BoardDropData,
  buildColumns,
  dropOutcome,
  dropTargetOf,
  type HoldFilter,
  matchesHoldFilter,
  priorityRanks,
  tileSizeOf,
} from '../board.ts';
import * as styles from './board.css.ts';
import { BoardOverview } from './board-overview.tsx';
import { DepartmentColumn } from './department-column.tsx';
import { JobTile } from './job-card.tsx';

const dropData = (collision: Collision) =>
  collision.data?.droppableContainer?.data?.current as BoardDropData | undefined;
const kindRank = { card: 0, section: 1, column: 2 } as const;
const byKind = (collisions: Collision[]) =>
  [...collisions].sort((a, b) => kindRank[dropData(a)?.kind ?? 'column'] - kindRank[dropData(b)?.kind ?? 'column']);

/**
 * The innermost target under the pointer wins: a card, else a section, else a column. In the gap between two
 * cards the card below counts, so only the space under the last card means "below every card". A keyboard
 * drag has no pointer and lands where the dragged card overlaps most.
 */
const collisionDetection: CollisionDetection = (args) => {
  const hits = byKind(pointerWithin(args));
  const top = hits[0] ? dropData(hits[0]) : undefined;
  if (top?.kind === 'section' && args.pointerCoordinates) {
    const y = args.pointerCoordinates.y;
    const below = args.droppableContainers
      .flatMap((container) => {
        const data = container.data.current as BoardDropData | undefined;
        const rect = args.droppableRects.get(container.id);
        return data?.kind === 'card' &&
          rect &&
          data.departmentShortName === top.departmentShortName &&
          data.subdepartmentShortName === top.subdepartmentShortName &&
          rect.bottom >= y
          ? [{ container, rect }]
          : [];
      })
      .sort((a, b) => a.rect.top - b.rect.top)[0];
    if (below) return [{ id: below.container.id, data: { droppableContainer: below.container, value: 0 } }];
  }
  return hits.length > 0 ? hits : byKind(rectIntersection(args));
};

/**
 * Left and right arrows carry a card from column to column; up and down from card to card within its
 * section of the column.
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (!active || !collisionRect) return undefined;
  const activeData = active.data.current as BoardDropData | undefined;
  const overData = over?.data.current as BoardDropData | undefined;
  const placed = (kind: BoardDropData['kind']) =>
    droppableContainers.getEnabled().flatMap((container) => {
      const data = container.data.current as BoardDropData | undefined;
      const rect = droppableRects.get(container.id);
      return data?.kind === kind && rect ? [{ id: container.id, data, rect }] : [];
    });

  const across = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (across !== 0) {
    event.preventDefault();
    const columns = placed('column').sort((a, b) => a.rect.left - b.rect.left);
    const current = overData?.departmentShortName ?? activeData?.departmentShortName;
    const target = columns[columns.findIndex((c) => c.data.departmentShortName === current) + across];
    if (!target) return undefined;
    return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: target.rect.top + 48 };
  }

  const along = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
  if (along === 0 || activeData?.kind !== 'card') return undefined;
  event.preventDefault();
  const cards = placed('card')
    .filter(
      (c) =>
        c.data.kind === 'card' &&
        c.data.departmentShortName === activeData.departmentShortName &&
        c.data.subdepartmentShortName === activeData.subdepartmentShortName,
    )
    .sort((a, b) => a.rect.top - b.rect.top);
  const currentId = over && cards.some((c) => c.id === over.id) ? over.id : active.id;
  const target = cards[cards.findIndex((c) => c.id === currentId) + along];
  return target ? { x: target.rect.left, y: target.rect.top } : undefined;
};

interface ProductionBoardProps {
  /** Board write: cards can be moved and prioritised. */
  canMove: boolean;
  /** Opens a job's folder when its card is pressed. */
  onOpenJob?: (jobAdminId: string) => void;
  /** The badge chips of a job with badges. */
  renderBadges?: (job: BoardCard) => ReactNode;
  /** The jobs shown by their hold (all unless told); a drop still orders among every job of the column. */
  holdFilter?: HoldFilter;
}

/**
 * The production board: one column per active department (split by subdepartment where it has them). A
 * card dragged to another column or subdepartment moves there; dragged within its own, it sets the order of
 * the prioritised jobs. Memoised: opening a folder or a dialog over it re-renders its page, never its cards.
 */
export const ProductionBoard = memo(function ProductionBoard({
  canMove,
  onOpenJob,
  renderBadges,
  holdFilter = 'all',
}: ProductionBoardProps) {
  const { t } = useTranslation(['board', 'common']);
  const departments = useDepartments();
  const jobs = useOpenJobs();
  const preferences = useDisplayPreferences();
  const boardRef = useRef<HTMLDivElement>(null);
  const moveJob = useMoveJob();
  const prioritise = usePrioritiseJobs();
  const showSnackbar = useSnackbar();
  const [activeId, setActiveId] = useState<string | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A finger picks a card up by resting on it, so a quick swipe still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates,
      // Enter opens the job's folder; space picks the card up.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const columns = useMemo(
    () =>
      departments.data && jobs.data
        ? buildColumns(
            departments.data,
            holdFilter === 'all' ? jobs.data : jobs.data.filter((job) => matchesHoldFilter(job, holdFilter)),
          )
        : [],
    [departments.data, jobs.data, holdFilter],
  );
  const jobById = useMemo(() => new Map((jobs.data ?? []).map((j) => [j.jobAdminId, j])), [jobs.data]);
  const departmentByShortName = useMemo(
    () => new Map((departments.data ?? []).map((d) => [d.shortName, d])),
    [departments.data],
  );
  const announcements = useMemo(
    () => boardAnnouncements(t, jobById, departmentByShortName),
    [t, jobById, departmentByShortName],
  );

  const failure = departments.error ?? jobs.error;
  if (failure) {
    return (
      <div className={styles.state} role="alert">
        <p>{failure.message}</p>
        {!isRefusal(failure) && (
          <Button
            onPress={() => {
              void departments.refetch();
              void jobs.refetch();
            }}
          >
            {t('common:retry')}
          </Button>
        )}
      </div>
    );
  }

  const departmentList = departments.data;
  const jobList = jobs.data;
  if (!departmentList || !jobList) return <Loading label={t('loading')} />;
  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const job = jobById.get(String(active.id));
    const data = over?.data.current as BoardDropData | undefined;
    if (!job || !data) return;
    const outcome = dropOutcome(job, dropTargetOf(data), departmentList, jobList);
    const onError = (error: Error) => showSnackbar(error.message, 'alert');
    if (outcome.kind === 'move') {
      moveJob.mutate(
        {
          jobAdminId: job.jobAdminId,
          department: outcome.department,
          subdepartmentShortName: outcome.subdepartmentShortName,
        },
        { onError },
      );
    } else if (outcome.kind === 'prioritise') {
      prioritise.mutate(
        { departmentShortName: outcome.departmentShortName, jobAdminIds: outcome.jobAdminIds },
        { onError },
      );
    }
  };
  const activeJob = activeId ? jobById.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('drag.instructions'),
        },
      }}
    >
      <div className={styles.boardArea}>
        {preferences.departmentOptions.showOverview && <BoardOverview columns={columns} board={boardRef} />}
        <div
          ref={boardRef}
          className={
            preferences.departmentOptions.cardDensity === 'compact'
              ? `${styles.board} ${styles.boardCompact}`
              : styles.board
          }
        >
          {columns.map((column) => (
            <DepartmentColumn
              key={column.department.shortName}
              column={column}
              tiles={preferences.jobTiles}
              options={preferences.departmentOptions}
              canMove={canMove}
              isDragging={activeJob !== undefined}
              onOpenJob={onOpenJob}
              renderBadges={renderBadges}
            />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {activeJob && (
          <JobTile
            raised
            job={activeJob}
            tiles={preferences.jobTiles}
            rank={
              priorityRanks(
                columns.find((c) => c.department.shortName === activeJob.departmentShortName)?.jobs ?? [],
              ).get(activeJob.jobAdminId) ?? null
            }
            size={tileSizeOf(activeJob.departmentShortName, preferences.departmentOptions)}
          />
        )}
      </DragOverlay>
    </DndContext>
  );
});

function boardAnnouncements(
  t: TFunction<'board'>,
  jobs: Map<string, BoardCard>,
  departments: Map<string, Department>,
): Announcements {
  const jobName = (id: string | number) => {
    const job = jobs.get(String(id));
    return job ? t('job', { label: jobLabel(job) }) : t('drag.aJob');
  };
  const placeName = (data: BoardDropData | undefined) => {
    const department = data && departments.get(data.departmentShortName);
    if (!data || !department) return t('drag.noDepartment');
    if (data.kind === 'card') {
      const over = jobs.get(data.jobAdminId);
      return t('drag.inDepartment', {
        place: over ? t('job', { label: jobLabel(over) }) : t('drag.aJob'),
        department: department.name,
      });
    }
    const sub =
      data.kind === 'section' && data.subdepartmentShortName
        ? department.subdepartments.find((s) => s.shortName === data.subdepartmentShortName)
        : undefined;
    return sub ? t('drag.inDepartment', { place: sub.name, department: department.name }) : department.name;
  };
  const overData = (over: { data: { current?: unknown } } | null) => over?.data.current as BoardDropData | undefined;
  return {
    onDragStart: ({ active }) => t('drag.start', { job: jobName(active.id) }),
    onDragOver: ({ active, over }) => t('drag.over', { job: jobName(active.id), place: placeName(overData(over)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('drag.droppedOn', { job: jobName(active.id), place: placeName(overData(over)) })
        : t('drag.dropped', { job: jobName(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { job: jobName(active.id) }),
  };
}
