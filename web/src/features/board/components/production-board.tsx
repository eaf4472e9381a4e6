import type { Department, JobAdmin } from '@bayline/contracts';
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { isRefusal } from '../../../lib/api.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { useDepartments } from '../api/get-departments.ts';
import { useOpenJobs } from '../api/get-open-jobs.ts';
import { useMoveJob } from '../api/move-job.ts';
import { buildColumns, jobLabel } from '../board.ts';
import * as styles from './board.css.ts';
import { DepartmentColumn } from './department-column.tsx';
import { JobCardPreview } from './job-card.tsx';

/** The pointer decides where a card lands; a keyboard drag has no pointer and lands where the card overlaps. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Left and right arrows carry a card from column to column. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { active, collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !active || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const currentId = over?.id ?? active.data.current?.departmentShortName;
  const target = columns[columns.findIndex((c) => c.id === currentId) + step];
  if (!target) return undefined;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: target.rect.top + 48,
  };
};

interface ProductionBoardProps {
  locationShortName: string;
  canMove: boolean;
}

/** The production board: one column per active department, cards dragged between them. */
export function ProductionBoard({ locationShortName, canMove }: ProductionBoardProps) {
  const departments = useDepartments();
  const jobs = useOpenJobs();
  const preferences = useDisplayPreferences(locationShortName);
  const moveJob = useMoveJob();
  const showSnackbar = useSnackbar();
  const [activeId, setActiveId] = useState<string | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const columns = useMemo(
    () => (departments.data && jobs.data ? buildColumns(departments.data, jobs.data) : []),
    [departments.data, jobs.data],
  );
  const jobById = useMemo(() => new Map((jobs.data ?? []).map((j) => [j.jobAdminId, j])), [jobs.data]);
  const departmentByShortName = useMemo(
    () => new Map((departments.data ?? []).map((d) => [d.shortName, d])),
    [departments.data],
  );
  const announcements = useMemo(
    () => boardAnnouncements(jobById, departmentByShortName),
    [jobById, departmentByShortName],
  );

  if (departments.isPending || jobs.isPending) return <Loading label="Loading board…" />;
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
            Retry
          </Button>
        )}
      </div>
    );
  }

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const job = jobById.get(String(active.id));
    const department = over ? departmentByShortName.get(String(over.id)) : undefined;
    if (!job || !department || department.shortName === job.departmentShortName) return;
    moveJob.mutate(
      { jobAdminId: job.jobAdminId, department },
      { onError: (error) => showSnackbar(error.message, 'alert') },
    );
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
          draggable:
            'To move a job, press space or enter. Use the left and right arrow keys to choose a department, then press space or enter to drop it there, or escape to cancel.',
        },
      }}
    >
      <div className={styles.board}>
        {columns.map((column) => (
          <DepartmentColumn
            key={column.department.shortName}
            column={column}
            tiles={preferences.jobTiles}
            options={preferences.departmentOptions}
            canMove={canMove}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {activeJob && <JobCardPreview job={activeJob} tiles={preferences.jobTiles} />}
      </DragOverlay>
    </DndContext>
  );
}

function boardAnnouncements(jobs: Map<string, JobAdmin>, departments: Map<string, Department>): Announcements {
  const jobName = (id: string | number) => {
    const job = jobs.get(String(id));
    return job ? `Job ${jobLabel(job)}` : 'Job';
  };
  const departmentName = (id: string | number | undefined) =>
    (id !== undefined && departments.get(String(id))?.name) || 'no department';
  return {
    onDragStart: ({ active }) => `Picked up ${jobName(active.id)}.`,
    onDragOver: ({ active, over }) => `${jobName(active.id)} is over ${departmentName(over?.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${jobName(active.id)} was moved to ${departmentName(over.id)}.` : `${jobName(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${jobName(active.id)} was cancelled.`,
  };
}
