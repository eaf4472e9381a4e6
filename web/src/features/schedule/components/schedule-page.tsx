import { addDays, allows, type BoardCard, type DisplayPreferences, type Schedule } from '@bayline/contracts';
import {
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
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { QuestionDialog } from '../../../components/question-dialog.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { dragAccessibility } from '../../../components/sortable.tsx';
import { ApiError } from '../../../lib/api.ts';
import { appointmentsOf, monthsOf, useAppointmentMonths } from '../../../lib/appointment-months.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { jobLabel } from '../../../lib/format.ts';
import { tMessage } from '../../../lib/messages.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useRescheduleJob } from '../api/reschedule-job.ts';
import {
  appointmentsOn,
  dropIssue,
  inMonth,
  jobsByDay,
  placeFromParams,
  rangeOf,
  type SchedulePlace,
  type ScheduleView,
  scheduleViews,
  shiftPlace,
} from '../schedule.ts';
import { dayLabel, rangeLabel, weekdayNames } from '../schedule-dates.ts';
import * as styles from './schedule.css.ts';
import { type DayDropData, ScheduleDay } from './schedule-day.tsx';

/** The innermost day under the pointer; a keyboard drag has no pointer and lands where the tile overlaps most. */
const collisionDetection: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** Left and right carry a tile to the day before or after; up and down a week in the month's grid. */
function keyboardCoordinates(view: ScheduleView): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const { active, collisionRect, droppableRects, droppableContainers, over } = context;
    const step = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: view === 'month' ? -7 : -1,
      ArrowDown: view === 'month' ? 7 : 1,
    }[event.code];
    if (!active || !collisionRect || step === undefined) return undefined;
    event.preventDefault();
    const days = droppableContainers
      .getEnabled()
      .flatMap((container) => {
        const data = container.data.current as DayDropData | undefined;
        const rect = droppableRects.get(container.id);
        return data && rect ? [{ date: data.date, rect }] : [];
      })
      .sort((a, b) => a.date.localeCompare(b.date));
    // Where the tile is now: the day it is over, else (before any collision is known) the job's own day.
    const from = (over?.data.current as DayDropData | undefined)?.date ?? (active.data.current as DayDropData).date;
    const at = from ? days.findIndex((d) => d.date === from) : -1;
    const target = days[at + step];
    if (at < 0 || !target) return undefined;
    return { x: target.rect.left + 8, y: target.rect.top + 8 };
  };
}

interface SchedulePageProps {
  /** Opens a job's folder; without it (no jobfolder right) a tile only moves. */
  onOpenJob?: (jobAdminId: string) => void;
  /** A job's tile as the Schedule Tiles preferences draw it, small in the month's grid. */
  renderTile: (job: BoardCard, view: ScheduleView) => ReactNode;
}

/**
 * /schedule: the jobs scheduled in on each day of a week or a month, grouped by job class with each class's
 * count against its capacity that day. A job dragged to another day is scheduled in there, after the question
 * of spec 1 section 4; other browsers' changes arrive through the live hub.
 */
export function SchedulePage({ onOpenJob, renderTile }: SchedulePageProps) {
  const { t } = useTranslation('schedule');
  const today = useLocationSettings().data?.today;
  const [params, setParams] = useSearchParams();
  const { weekStart } = useDisplayPreferences();
  const place = today ? placeFromParams(params, today) : undefined;
  const range = place && rangeOf(place, weekStart);
  const schedule = useSchedule(range);

  const go = (next: SchedulePlace) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('view', next.view);
        changed.set('date', next.date);
        return changed;
      },
      { replace: true },
    );

  const refused = schedule.error instanceof ApiError && schedule.error.status === 403;
  return (
    <section className={shared.scrollingPage} aria-labelledby="schedule-title">
      <div className={shared.pageToolbar}>
        <h1 id="schedule-title" className={shared.pageTitle}>
          {t('title')}
        </h1>
        {place && today && (
          <>
            <ChoiceGroup
              label={t('view')}
              options={scheduleViews.map((id) => ({ id, label: t(`views.${id}`) }))}
              value={place.view}
              onChange={(view) => go({ ...place, view })}
            />
            <div className={styles.navigation}>
              <Button onPress={() => go(shiftPlace(place, -1))}>{t(`prior.${place.view}`)}</Button>
              <Button onPress={() => go({ ...place, date: today })}>{t('today')}</Button>
              <Button onPress={() => go(shiftPlace(place, 1))}>{t(`next.${place.view}`)}</Button>
            </div>
          </>
        )}
      </div>
      {place && range && (
        <h2 className={styles.rangeTitle} aria-live="polite">
          {rangeLabel(place, range)}
        </h2>
      )}
      {schedule.isError && (
        <p className={styles.message} role="alert">
          {refused ? t('noAccess') : t('loadFailed')}
        </p>
      )}
      {(!place || schedule.isPending) && !schedule.isError && <Loading />}
      {place && today && schedule.data && (
        <ScheduleGrid
          schedule={schedule.data}
          place={place}
          today={today}
          weekStart={weekStart}
          onOpenJob={onOpenJob}
          renderTile={renderTile}
        />
      )}
    </section>
  );
}

interface ScheduleGridProps extends SchedulePageProps {
  schedule: Schedule;
  place: SchedulePlace;
  today: string;
  weekStart: DisplayPreferences['weekStart'];
}

/** The days of the view, each a place to drop a job on; the question asked before a job moves. */
function ScheduleGrid({ schedule, place, today, weekStart, onOpenJob, renderTile }: ScheduleGridProps) {
  const { t } = useTranslation(['schedule', 'jobs', 'common']);
  const user = useSessionUser();
  const canMove = allows(user.permissions.scheduler, 'write');
  const showSnackbar = useSnackbar();
  const reschedule = useRescheduleJob();
  const [activeId, setActiveId] = useState<string | null>(null);
  /** A job dropped on a day that may take it: waiting for the answer about scheduled out. */
  const [asking, setAsking] = useState<{ job: BoardCard; date: string } | null>(null);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A finger picks a tile up by resting on it, so a quick swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates(place.view),
      // Enter opens the job's folder; space picks the tile up.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const jobsOn = useMemo(() => jobsByDay(schedule.jobs), [schedule.jobs]);
  // The appointments of the months the days touch (read as the appointments calendar reads them), each once.
  const months = monthsOf(
    new Date(`${schedule.startDate}T00:00:00Z`),
    new Date(`${addDays(schedule.endDate, 1)}T00:00:00Z`),
  );
  const monthReads = useAppointmentMonths(months);
  const appointments = appointmentsOf(monthReads.map((read) => read.data));
  const jobById = useMemo(() => new Map(schedule.jobs.map((job) => [job.jobAdminId, job])), [schedule.jobs]);
  const range = { startDate: schedule.startDate, endDate: schedule.endDate };

  const nameOf = (id: UniqueIdentifier) => {
    const text = String(id);
    if (text.startsWith('day:')) return dayLabel(text.slice(4));
    const job = jobById.get(text);
    return job ? t('job', { label: jobLabel(job) }) : t('aJob');
  };
  const accessibility = dragAccessibility(
    (moment, name, other) => t(`drag.${moment}`, { name, other }),
    nameOf,
    t('drag.instructions'),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const job = jobById.get(String(active.id));
    const date = (over?.data.current as DayDropData | undefined)?.date;
    if (!job || !date || job.scheduledIn?.startsWith(date)) return;
    const issue = dropIssue(schedule, job, date, today);
    if (issue) showSnackbar(tMessage(issue), 'alert');
    else setAsking({ job, date });
  };
  const move = (recalculateScheduledOut: boolean) => {
    if (!asking) return;
    setAsking(null);
    reschedule.mutate(
      { jobAdminId: asking.job.jobAdminId, scheduledIn: asking.date, recalculateScheduledOut, range },
      {
        onError: (error) =>
          showSnackbar(
            error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : error.message,
            'alert',
          ),
      },
    );
  };
  const activeJob = activeId ? jobById.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={({ active }: DragStartEvent) => setActiveId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={accessibility}
    >
      {place.view === 'month' && (
        <div className={styles.weekdays} aria-hidden="true">
          {weekdayNames(weekStart).map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
      )}
      <div className={styles.days}>
        {schedule.days.map((day) => (
          <ScheduleDay
            key={day.date}
            view={place.view}
            day={day}
            jobClasses={schedule.jobClasses}
            jobsOn={jobsOn}
            appointments={appointmentsOn(appointments, day.date)}
            label={dayLabel(day.date)}
            isToday={day.date === today}
            isOtherMonth={place.view === 'month' && !inMonth(day.date, place)}
            canMove={canMove}
            onOpenJob={onOpenJob}
            renderTile={(job) => renderTile(job, place.view)}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>{activeJob && renderTile(activeJob, place.view)}</DragOverlay>
      <QuestionDialog
        message={t('jobs:form.recalculateQuestion')}
        isOpen={asking !== null}
        onDismiss={() => setAsking(null)}
        answers={[
          { label: t('common:yes'), variant: 'primary', onPress: () => move(true), autoFocus: true },
          { label: t('common:no'), onPress: () => move(false) },
          { label: t('common:cancel'), onPress: () => setAsking(null) },
        ]}
      />
    </DndContext>
  );
}
