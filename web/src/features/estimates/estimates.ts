import type { Estimate } from '@bayline/contracts';
import i18n from 'i18next';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';

/** 'year make model', each left out when empty (the year when 0). */
export function estimateVehicle(estimate: Pick<Estimate, 'year' | 'make' | 'model'>): string {
  return [estimate.year > 0 ? String(estimate.year) : '', estimate.make, estimate.model]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

/** The figures of an estimate row: hours with refinish (one decimal) and the subtotal in dollars. */
export function estimateFigures(estimate: Pick<Estimate, 'hours' | 'refinish' | 'subtotal'>): string {
  const hours = formatNumber(estimate.hours, 1);
  const money = formatMoney(estimate.subtotal);
  return estimate.refinish > 0
    ? i18n.t('jobs:estimates.figuresWithRefinish', { hours, refinish: formatNumber(estimate.refinish, 1), money })
    : i18n.t('jobs:estimates.figures', { hours, money });
}

/**
 * When the estimate arrived, as tables show dates (spec 1 section 9): MM/DD/YY hh:mm:ss a in English, on the
 * location's clock (`timeZone`).
 */
export function receivedText(receivedAt: string, timeZone: string | undefined): string {
  return formatDateTime(new Date(receivedAt), timeZone);
}

/** Choosing an estimate already linked to a job asks before the link is overwritten. */
export function needsOverwriteQuestion(estimate: Pick<Estimate, 'linkedJobAdminId'>): boolean {
  return Boolean(estimate.linkedJobAdminId);
}
