import type { Estimate } from '@bayline/contracts';
import { format } from 'date-fns';

/** Asked before an estimate is deleted. */
export const deleteEstimateQuestion = 'Are you sure you want to delete this estimate?';

/** 'year make model', each left out when empty (the year when 0). */
export function estimateVehicle(estimate: Pick<Estimate, 'year' | 'make' | 'model'>): string {
  return [estimate.year > 0 ? String(estimate.year) : '', estimate.make, estimate.model]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The figures of an estimate row: hours with refinish (one decimal) and the subtotal in dollars. */
export function estimateFigures(estimate: Pick<Estimate, 'hours' | 'refinish' | 'subtotal'>): string {
  const hours = `${estimate.hours.toFixed(1)} hrs`;
  const refinish = estimate.refinish > 0 ? ` (R ${estimate.refinish.toFixed(1)})` : '';
  return `${hours}${refinish} · ${money.format(estimate.subtotal)}`;
}

/** When the estimate arrived, as tables show dates (spec 1 section 9): MM/DD/YY hh:mm:ss a. */
export function receivedText(receivedAt: string): string {
  const date = new Date(receivedAt);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MM/dd/yy hh:mm:ss a');
}

/** Choosing an estimate already linked to a job asks before the link is overwritten. */
export function needsOverwriteQuestion(estimate: Pick<Estimate, 'linkedJobAdminId'>): boolean {
  return Boolean(estimate.linkedJobAdminId);
}
