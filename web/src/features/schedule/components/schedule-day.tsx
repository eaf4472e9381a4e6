import type { Appointment, BoardCard, ScheduleDay as Day, ScheduleJobClass } from '@bayline/contracts';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { type ClassFigures, canReschedule, classesShown, type ScheduleView } from '../schedule.ts';
import { wallTimeLabel } from '../schedule-dates.ts';
import * as styles from './schedule.css.ts';
import { ScheduleTile } from './schedule-tile.tsx';

/** What a day is as a place to drop a job on. */
export interface DayDropData {
  date: string;
}

/** A day's droppable id: told apart from the jobs' ids in the drag announcements. */
export const dayDropId = (date: string) => `day:${date}`;

/** One class's figures on a day: 'count / capacity', the percentage, and in words when it is full or over. */
function Figures({ jobClass, figures }: { jobClass: ScheduleJobClass; figures: ClassFigures }) {
  const { t } = useTranslation('schedule');
  return (
    <div className={styles.classHeader}>
      <span className={styles.className} title={jobClass.name}>
        {jobClass.name}
      </span>
      <span className={`${styles.figures} ${styles.load[figures.load]}`}>
        {t('figures', { jobs: figures.count, capacity: figures.capacity })}
      </span>
      <span className={styles.percent}>{t('percent', { percent: formatNumber(figures.percent) })}</span>
      {figures.load !== 'open' && <span className={styles.loadBadge[figures.load]}>{t(`load.${figures.load}`)}</span>}
    </div>
  );
}

/** The day's appointments beside its jobs: each one's time (or All day), customer and type colour. */
function Appointments({ date, appointments }: { date: string; appointments: readonly Appointment[] }) {
  const { t } = useTranslation('schedule');
  const timeOf = (appointment: Appointment) => {
    if (appointment.allDay) return t('appointments.allDay');
    // An appointment that began on an earlier day shows when it ends; one that ends on a later day when it starts.
    const starts = appointment.startDateTime.startsWith(date);
    const ends = appointment.endDateTime.startsWith(date);
    if (starts && ends)
      return t('appointments.between', {
        start: wallTimeLabel(appointment.startDateTime),
        end: wallTimeLabel(appointment.endDateTime),
      });
    return starts
      ? t('appointments.from', { start: wallTimeLabel(appointment.startDateTime) })
      : t('appointments.until', { end: wallTimeLabel(appointment.endDateTime) });
  };
  return (
    <div className={styles.classGroup} data-testid={`schedule-appointments-${date}`}>
      <div className={styles.classHeader}>
        <span className={styles.className}>{t('appointments.title')}</span>
        <span className={styles.figures}>{appointments.length}</span>
      </div>
      <ul className={styles.appointments}>
        {appointments.map((appointment) => (
          <li
            key={appointment.appointmentId}
            className={styles.appointment}
            style={{ borderLeftColor: appointment.apptCategory?.displayColor || undefined }}
            title={appointment.description}
          >
            <span className={styles.appointmentTime}>{timeOf(appointment)}</span>
            <span className={styles.appointmentName}>{appointment.clientName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ScheduleDayProps {
  view: ScheduleView;
  day: Day;
  jobClasses: readonly ScheduleJobClass[];
  jobsOn: (day: string, jobClassId: string) => readonly BoardCard[];
  /** The location's appointments that day. */
  appointments: readonly Appointment[];
  /** The day as its header names it, and as the drag announcements say it. */
  label: string;
  isToday: boolean;
  /** A day of a month's grid outside the month shown. */
  isOtherMonth: boolean;
  canMove: boolean;
  onOpenJob?: (jobAdminId: string) => void;
  renderTile: (job: BoardCard) => ReactNode;
}

/**
 * A day of the schedule: each job class with its figures and its jobs' tiles, then the day's appointments. A job
 * dropped on it moves here.
 */
export function ScheduleDay({
  view,
  day,
  jobClasses,
  jobsOn,
  appointments,
  label,
  isToday,
  isOtherMonth,
  canMove,
  onOpenJob,
  renderTile,
}: ScheduleDayProps) {
  const { t } = useTranslation('schedule');
  const data: DayDropData = { date: day.date };
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day.date), data });
  const headingId = `schedule-day-${day.date}-heading`;
  const className = [
    styles.day,
    styles.dayKind[view],
    isToday && styles.today,
    isOtherMonth && styles.otherMonth,
    isOver && styles.dropOver,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      ref={setNodeRef}
      data-testid={`schedule-day-${day.date}`}
      className={className}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.dayHeader}>
        <span>{label}</span>
        {isToday && <span className={styles.todayLabel}>{t('today')}</span>}
      </h2>
      {classesShown(view, jobClasses, day.classes).map(({ jobClass, figures }) => (
        <div
          key={jobClass.jobClassId}
          className={styles.classGroup}
          style={{ borderLeftColor: jobClass.displayColor || undefined }}
          data-testid={`schedule-class-${day.date}-${jobClass.jobClassId}`}
          data-load={figures.load}
        >
          <Figures jobClass={jobClass} figures={figures} />
          <div className={styles.tiles}>
            {jobsOn(day.date, jobClass.jobClassId).map((job) => (
              <ScheduleTile
                key={job.jobAdminId}
                job={job}
                canMove={canMove && canReschedule(job)}
                onOpenJob={onOpenJob}
              >
                {renderTile(job)}
              </ScheduleTile>
            ))}
          </div>
        </div>
      ))}
      {appointments.length > 0 && <Appointments date={day.date} appointments={appointments} />}
    </section>
  );
}
