import type { DateEntryRow, JobDateField } from '@bayline/contracts';
import type { TFunction } from 'i18next';
import type { DatesEntered } from '../../components/job-form/job-data-sections.tsx';
import { lagOf } from '../../lib/date-entry.ts';
import { formatDay } from '../../lib/format.ts';
import { dateTimeText } from './format.ts';

/** The job form's label key of each date. */
const dateLabelKeys = {
  scheduledIn: 'form.scheduledIn',
  dateTowIn: 'form.arrival',
  repairStart: 'form.jobStart',
  dateReady: 'form.jobComplete',
  scheduledOut: 'form.scheduledOut',
  datePickup: 'form.delivered',
} as const satisfies Record<JobDateField, string>;

/** 'Entered 2 d 3 h late by Anna Ruiz on 03/04/26 10:00:00 AM', on the location's clock. */
export function enteredText(t: TFunction<'jobs'>, entry: DateEntryRow, timeZone: string | undefined): string {
  const words = { user: entry.userName || t('history.system'), when: dateTimeText(entry.enteredAt, timeZone) };
  if (entry.lagHours === null) return t('dateEntry.cleared', words);
  const lag = lagOf(entry.lagHours);
  const span = lag.days > 0 ? t('dateEntry.days', lag) : t('dateEntry.hours', lag);
  return t(`dateEntry.${lag.when}`, { ...words, lag: span });
}

/** Each date's last entry, as its field's tooltip tells it. */
export function datesEntered(
  t: TFunction<'jobs'>,
  entries: readonly DateEntryRow[],
  timeZone: string | undefined,
): DatesEntered {
  const last = new Map(entries.map((e) => [e.field, e]));
  return Object.fromEntries(
    [...last].map(([field, entry]) => [
      field,
      { text: enteredText(t, entry, timeZone), label: t('dateEntry.button', { field: t(dateLabelKeys[field]) }) },
    ]),
  );
}

/** 'Arrival: 03/02/26 → 03/04/26', a cleared or a first date written as none. */
export function changeText(t: TFunction<'jobs'>, entry: DateEntryRow): string {
  const day = (value: string | null) => (value ? formatDay(value) : t('dateEntry.none'));
  return t('dateEntry.change', {
    field: t(dateLabelKeys[entry.field]),
    before: day(entry.before),
    after: day(entry.after),
  });
}
