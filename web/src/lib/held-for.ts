import { heldFor } from '@bayline/contracts';
import i18n from 'i18next';

/**
 * How long a job has been (or was) on hold, in the user's language: the two largest units ('2 d 4 h', '3 h 5 min',
 * '12 min'), to the minute, so a card ticking each minute shows the change.
 */
export function heldForLabel(heldAt: string, until: Date | string): string {
  const { days, hours, minutes } = heldFor(heldAt, until);
  if (days) return i18n.t('common:heldFor.days', { days, hours });
  if (hours) return i18n.t('common:heldFor.hours', { hours, minutes });
  return i18n.t('common:heldFor.minutes', { minutes });
}
