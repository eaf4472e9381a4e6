import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { allows, wallTimeInZone } from '@bayline/contracts';
import FullCalendar, { type CalendarRef, type DatesSetInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import fr from '@fullcalendar/react/locales/fr';
import ro from '@fullcalendar/react/locales/ro';
import zhCn from '@fullcalendar/react/locales/zh-cn';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/choice-group.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { Loading } from '../../../components/loading.tsx';
import { DayCalendar } from '../../../components/ui/day-calendar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { appointmentsOf, monthsOf, useAppointmentMonths } from '../../../lib/appointment-months.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { vars } from '../../../styles/theme.css.ts';
import { useAppointmentTypes } from '../api/get-appointment-types.ts';
import {
  agendaDays,
  type CalendarView,
  calendarTimeZone,
  calendarViews,
  eventsOf,
  firstDayOf,
  listedTypes,
  openingOn,
  viewOf,
  wallOf,
} from '../calendar.ts';
import type { OpenedAppointment } from '../use-appointment-form.ts';
import { AppointmentDialog } from './appointment-dialog.tsx';
import * as styles from './appointments.css.ts';
import { TypeFilter } from './type-filter.tsx';

const plugins = [classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const fullCalendarLocales = [fr, ro, zhCn];
/** FullCalendar's locale for each language the app speaks. */
const fullCalendarLocaleOf = { en: 'en', fr: 'fr', ro: 'ro', zh: 'zh-cn' } as const;
const views = { agenda: { type: 'list', duration: { days: agendaDays } } };

interface Shown {
  view: CalendarView;
  title: string;
  /** The months the view touches, 'YYYY-MM'. */
  months: string[];
  /** The calendar's current date, 'YYYY-MM-DD': the mini picker shows it. */
  day: string;
}

/**
 * /appointments (spec 3 section 2.12): the location's appointments in month, week, day and agenda views, the
 * 'View Appointments' picker moving the calendar and the appointment types filtering it. A slot opens Create
 * Appointment and an appointment Update Appointment (read-only without scheduler write). Appointment changes
 * reach it through the live hub.
 */
export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const settings = useLocationSettings().data;
  if (!settings) return <Loading />;
  return (
    <AppointmentsCalendar
      today={settings.today}
      timeZone={settings.timeZone}
      opensAt={settings.notifyStart}
      title={t('title')}
    />
  );
}

function AppointmentsCalendar({
  today,
  timeZone,
  opensAt,
  title,
}: {
  today: string;
  timeZone: string;
  /** The location's opening time, UTC 'HH:mm': a day clicked in the month view starts there. */
  opensAt: string;
  title: string;
}) {
  const { t } = useTranslation('appointments');
  const { permissions } = useSessionUser();
  const canWrite = allows(permissions.scheduler, 'write');
  const canConvert = canWrite && allows(permissions.jobinformation, 'write');
  const firstDay = firstDayOf(useDisplayPreferences().weekStart);
  const calendar = useRef<CalendarRef>(null);
  const [shown, setShown] = useState<Shown>();
  const [hiddenTypes, setHiddenTypes] = useState<ReadonlySet<string>>(() => new Set());
  const [opened, setOpened] = useState<OpenedAppointment>();

  const typesQuery = useAppointmentTypes();
  const types = useMemo(() => listedTypes(typesQuery.data ?? []), [typesQuery.data]);
  const typesById = useMemo(() => new Map(types.map((c) => [c.apptCategoryId, c])), [types]);
  const months = useAppointmentMonths(shown?.months ?? []);
  const appointments = appointmentsOf(months.map((m) => m.data));
  const events = eventsOf(
    appointments,
    hiddenTypes,
    typesById,
    (a) => t('eventTitle', { name: a.clientName, description: a.description }),
    vars.color.primary,
  );
  const failure = [typesQuery, ...months].find((q) => q.isError)?.error;
  const refused = failure instanceof ApiError && failure.status === 403;

  const api = () => calendar.current?.getApi();
  const datesSet = (info: DatesSetInfo) =>
    setShown({
      view: viewOf(info.view.type),
      title: info.view.title,
      months: monthsOf(info.view.activeStart, info.view.activeEnd),
      day: wallOf(info.view.calendar.getDate()).slice(0, 10),
    });

  return (
    <section className={styles.page} aria-labelledby="appointments-title">
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <h1 id="appointments-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.navigation}>
            <Button onPress={() => api()?.today()}>{t('today')}</Button>
            <IconButton label={t('previous')} onPress={() => api()?.prev()}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton label={t('next')} onPress={() => api()?.next()}>
              <ChevronRightIcon />
            </IconButton>
            <h2 className={styles.rangeTitle} aria-live="polite">
              {shown?.title}
            </h2>
          </div>
          <ChoiceGroup
            label={t('views.label')}
            className={styles.views}
            options={(Object.keys(calendarViews) as CalendarView[]).map((id) => ({ id, label: t(`views.${id}`) }))}
            value={shown?.view ?? 'month'}
            onChange={(view) => api()?.changeView(calendarViews[view])}
          />
        </div>
        {failure && (
          <p className={styles.error} role="alert">
            {refused ? t('noAccess') : t('loadFailed')}
          </p>
        )}
        <div className={styles.calendar} data-testid="appointments-calendar">
          <FullCalendar
            ref={calendar}
            plugins={plugins}
            views={views}
            initialView={calendarViews.month}
            headerToolbar={false}
            timeZone={calendarTimeZone}
            now={() => wallTimeInZone(new Date(), timeZone)}
            initialDate={today}
            firstDay={firstDay}
            locales={fullCalendarLocales}
            locale={fullCalendarLocaleOf[currentLanguage()]}
            noEventsText={t('noAppointments')}
            height="100%"
            dayMaxEvents
            eventDisplay="block"
            rowEventClass={styles.rowEvent}
            nowIndicator
            events={events}
            datesSet={datesSet}
            eventClick={(info) => {
              const appointment = appointments.find((a) => a.appointmentId === info.event.id);
              if (appointment) setOpened({ kind: 'existing', appointment });
            }}
            dateClick={
              canWrite
                ? (info) => {
                    const start = wallOf(info.date);
                    const isDay = info.view.type === calendarViews.month;
                    setOpened({
                      kind: 'new',
                      // A day of the month view has no time: it starts when the shop opens that day.
                      start: isDay ? openingOn(start.slice(0, 10), opensAt, timeZone) : start,
                      // The all-day row of the week and day views makes an all-day appointment.
                      allDay: info.allDay && !isDay,
                    });
                  }
                : undefined
            }
          />
        </div>
      </div>
      <aside className={styles.side}>
        <section aria-labelledby="view-appointments">
          <h2 id="view-appointments" className={styles.sideTitle}>
            {t('viewAppointments')}
          </h2>
          <DayCalendar
            label={t('viewAppointments')}
            day={shown?.day ?? today}
            firstDayOfWeek={firstDay === 1 ? 'mon' : 'sun'}
            onChange={(day) => api()?.gotoDate(day)}
          />
        </section>
        <TypeFilter types={types} hidden={hiddenTypes} onChange={setHiddenTypes} />
      </aside>
      {opened && (
        <AppointmentDialog
          // A new opening starts a new form.
          key={opened.kind === 'existing' ? opened.appointment.appointmentId : `${opened.start}`}
          opened={opened}
          types={types}
          canWrite={canWrite}
          canConvert={canConvert}
          today={today}
          timeZone={timeZone}
          firstDayOfWeek={firstDay === 1 ? 'mon' : 'sun'}
          fallbackColour={vars.color.primary}
          onClose={() => setOpened(undefined)}
        />
      )}
    </section>
  );
}
