import { addMonths, addYears, getDate, getMonth, getYear, isSameMonth, setYear } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { CalendarIcon } from '../../../components/icons.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { Popover } from '../../../components/ui/popover.tsx';
import { formatDay, formatter } from '../../../lib/format.ts';
import {
  type DateRange,
  dateOf,
  dayOf,
  decadeYears,
  isInRange,
  monthWeeks,
  stepWeek,
  type WeekStart,
  type WeekStep,
  weekOf,
  yearMonths,
} from '../dates.ts';
import * as styles from './date-range.css.ts';

export interface WeekOfPickerProps {
  /** The week shown: its first and last day. */
  value: DateRange;
  onChange: (week: DateRange) => void;
  weekStart?: WeekStart;
}

const steps: { step: WeekStep; text: string }[] = [
  { step: 'priorMonth', text: '«' },
  { step: 'priorWeek', text: '‹' },
  { step: 'nextWeek', text: '›' },
  { step: 'nextMonth', text: '»' },
];

type CalendarView = 'month' | 'year' | 'years';

/** What the calendar's title and arrows do in each view: the next view the title opens, how far an arrow goes. */
const views = {
  month: {
    up: 'year',
    upLabel: 'yearView',
    step: (d: Date, n: number) => addMonths(d, n),
    prior: 'priorMonth',
    next: 'nextMonth',
  },
  year: {
    up: 'years',
    upLabel: 'yearsView',
    step: (d: Date, n: number) => addYears(d, n),
    prior: 'priorYear',
    next: 'nextYear',
  },
  years: {
    up: 'month',
    upLabel: 'monthView',
    step: (d: Date, n: number) => addYears(d, 10 * n),
    prior: 'priorDecade',
    next: 'nextDecade',
  },
} as const;

/**
 * The 'Week of' picker (spec 3 section 2.8): the prior and next week and month, and a calendar whose month view
 * picks a week by any of its days, whose year view picks a month and whose years view picks a year.
 */
export function WeekOfPicker({ value, onChange, weekStart = 'sunday' }: WeekOfPickerProps) {
  const { t } = useTranslation('reports');
  const [view, setView] = useState<CalendarView>('month');
  const [month, setMonth] = useState(() => dateOf(value.start) ?? new Date());
  const move = (step: WeekStep) => {
    const next = stepWeek(value.start, step, weekStart);
    setMonth(dateOf(next.start) ?? month);
    onChange(next);
  };
  const stepButton = (step: WeekStep, text: string) => (
    <Button key={step} variant="icon" aria-label={t(`week.${step}`)} onPress={() => move(step)}>
      {text}
    </Button>
  );
  const monthName = (date: Date) =>
    formatter('monthYear', (tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' })).format(date);
  const shortMonth = (date: Date) =>
    formatter('monthShort', (tag) => new Intl.DateTimeFormat(tag, { month: 'short' })).format(date);
  const decade = decadeYears(getYear(month));
  // A month's grid holds four weeks at least, each of seven days: the first week and a week's first day are there.
  const weekdays = monthWeeks(month, weekStart)[0]!.map((d) =>
    formatter('weekday', (tag) => new Intl.DateTimeFormat(tag, { weekday: 'narrow' })).format(d),
  );

  return (
    <fieldset className={styles.week} aria-label={t('week.label')}>
      {steps.slice(0, 2).map(({ step, text }) => stepButton(step, text))}
      <Popover
        trigger={
          <Button aria-label={t('week.choose')}>
            <CalendarIcon />
            <span className={styles.weekLabel}>{t('week.of', { date: formatDay(value.start) })}</span>
          </Button>
        }
        label={t('week.choose')}
        placement="bottom"
        className={styles.calendar}
      >
        {({ close }) => (
          <>
            <div className={styles.calendarHeader}>
              <Button
                variant="icon"
                aria-label={t(`week.${views[view].prior}`)}
                onPress={() => setMonth((m) => views[view].step(m, -1))}
              >
                ‹
              </Button>
              <PlainButton
                className={styles.calendarTitle}
                onPress={() => setView(views[view].up)}
                aria-label={t(`week.${views[view].upLabel}`)}
              >
                {view === 'month'
                  ? monthName(month)
                  : view === 'year'
                    ? String(getYear(month))
                    : t('week.decade', { first: decade[1], last: decade[10] })}
              </PlainButton>
              <Button
                variant="icon"
                aria-label={t(`week.${views[view].next}`)}
                onPress={() => setMonth((m) => views[view].step(m, 1))}
              >
                ›
              </Button>
            </div>
            {view === 'month' ? (
              <table className={styles.days}>
                <thead>
                  <tr>
                    {weekdays.map((name, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the seven columns of a week
                      <th key={i} className={styles.dayName} scope="col">
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month, weekStart).map((days) => (
                    <tr key={dayOf(days[0]!)}>
                      {days.map((d) => (
                        <td key={dayOf(d)}>
                          <button
                            type="button"
                            className={styles.day}
                            data-outside={isSameMonth(d, month) ? undefined : true}
                            data-chosen={isInRange(d, value) ? true : undefined}
                            aria-label={formatDay(dayOf(d))}
                            onClick={() => {
                              onChange(weekOf(d, weekStart));
                              close();
                            }}
                          >
                            {getDate(d)}
                          </button>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : view === 'year' ? (
              <div className={styles.months}>
                {yearMonths(getYear(month)).map((m) => (
                  <button
                    key={getMonth(m)}
                    type="button"
                    className={styles.month}
                    data-chosen={isSameMonth(m, month) ? true : undefined}
                    onClick={() => {
                      setMonth(m);
                      setView('month');
                    }}
                  >
                    {shortMonth(m)}
                  </button>
                ))}
              </div>
            ) : (
              <div className={styles.months}>
                {decade.map((year, i) => (
                  <button
                    key={year}
                    type="button"
                    className={styles.month}
                    data-outside={i === 0 || i === decade.length - 1 ? true : undefined}
                    data-chosen={year === getYear(month) ? true : undefined}
                    onClick={() => {
                      setMonth((m) => setYear(m, year));
                      setView('year');
                    }}
                  >
                    {year}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
      </Popover>
      {steps.slice(2).map(({ step, text }) => stepButton(step, text))}
    </fieldset>
  );
}
