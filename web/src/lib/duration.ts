import i18n from 'i18next';

/**
 * A span of time in the user's language, in its two largest units: '2 d 4 h', '3 h 5 min', '12 min'; to the hour
 * ('6 h') when no minutes are given. Holds, promise causes and date-entry lags all say their spans this way.
 */
export function spanText({ days, hours, minutes }: { days: number; hours: number; minutes?: number }): string {
  if (days > 0) return i18n.t('common:duration.daysHours', { days, hours });
  if (minutes === undefined) return i18n.t('common:duration.hours', { hours });
  if (hours > 0) return i18n.t('common:duration.hoursMinutes', { hours, minutes });
  return i18n.t('common:duration.minutes', { minutes });
}
