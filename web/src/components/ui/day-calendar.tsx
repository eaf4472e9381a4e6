import { useContext, useEffect, useRef } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  type DateValue,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { locale } from '../../lib/format.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import * as styles from './day-calendar.css.ts';

const dayOf = (date: DateValue) => date.toString().slice(0, 10);

/**
 * Selects and shows `day` whenever it changes from outside (the big calendar moved, a typed date), and only then:
 * paging through months in between is the user's. The calendar's own date objects are made from its state, so the
 * app needs no date library of react-aria's own.
 */
function FollowDay({ day }: { day: string }) {
  const state = useContext(CalendarStateContext);
  const followed = useRef<string>(undefined);
  useEffect(() => {
    if (!state || !day || followed.current === day) return;
    followed.current = day;
    const [year, month, date] = day.split('-').map(Number);
    const target = state.focusedDate.set({ year, month, day: date });
    const selected = state.value;
    if (!selected || Array.isArray(selected) || dayOf(selected as DateValue) !== day) state.setValue(target);
    state.setFocusedDate(target);
  }, [state, day]);
  return null;
}

export interface DayCalendarProps {
  /** Names the calendar for assistive technology. */
  label: string;
  /** The day selected and shown, 'YYYY-MM-DD'. */
  day: string;
  onChange: (day: string) => void;
  firstDayOfWeek: 'sun' | 'mon';
  /** Days that cannot be picked (outside the pickers' bounds). */
  isDayUnavailable?: (day: string) => boolean;
  isDisabled?: boolean;
}

/** A month of days to pick one from, in the app's language, starting the week on the user's day. */
export function DayCalendar({ label, day, onChange, firstDayOfWeek, isDayUnavailable, isDisabled }: DayCalendarProps) {
  return (
    <I18nProvider locale={locale()}>
      <Calendar
        aria-label={label}
        className={styles.calendar}
        firstDayOfWeek={firstDayOfWeek}
        isDisabled={isDisabled}
        isDateUnavailable={isDayUnavailable && ((date) => isDayUnavailable(dayOf(date)))}
        onChange={(date) => {
          if (dayOf(date) !== day) onChange(dayOf(date));
        }}
      >
        <FollowDay day={day} />
        <header className={styles.header}>
          <Button slot="previous" className={styles.nav}>
            <ChevronLeftIcon />
          </Button>
          <Heading className={styles.heading} />
          <Button slot="next" className={styles.nav}>
            <ChevronRightIcon />
          </Button>
        </header>
        <CalendarGrid className={styles.grid}>
          {(date) => <CalendarCell date={date} className={styles.cell} />}
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
