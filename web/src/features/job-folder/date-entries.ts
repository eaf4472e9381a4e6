import type { DateEntryRow, JobDateField } from '@bayline/contracts';
import type { TFunction } from 'i18next';
import type { DatesEntered } from '../../components/job-form/job-data-sections.tsx';
import { lagOf } from '../../lib/date-entry.ts';
import { spanText } from '../../lib/duration.ts';
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
  const span = spanText(lag);
  return t(`dateEntry.${lag.when}`, { ...words, lag: span });
}

/**
 * What each set date's tooltip tells: its last entry, or that it is being read (`entries` undefined until the
 * first look, `onLook`, asks for them).
 */
export function datesEntered(
  t: TFunction<'jobs'>,
  dates: Readonly<Record<JobDateField, string>>,
  entries: readonly DateEntryRow[] | undefined,
  timeZone: string | undefined,
  onLook: () => void,
): DatesEntered {
  const last = new Map((entries ?? []).map((e) => [e.field, e]));
  return Object.fromEntries(
    (Object.keys(dateLabelKeys) as JobDateField[])
      .filter((field) => dates[field])
      .map((field) => {
        const entry = last.get(field);
        const text = entry ? enteredText(t, entry, timeZone) : t(entries ? 'dateEntry.unknown' : 'dateEntry.reading');
        return [field, { text, label: t('dateEntry.button', { field: t(dateLabelKeys[field]) }), onLook }];
      }),
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
