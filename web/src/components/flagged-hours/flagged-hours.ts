import type { AssigneeLaborFlags } from '@bayline/contracts';
import i18n from 'i18next';
import { formatDay, formatNumber, jobLabel } from '../../lib/format.ts';
import { escapeHtml, printPage } from '../../lib/print.ts';

/** A range of calendar days at the location, both ends included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** One line of an assignee's Flagged Hours table, as the screen and the print show it. */
export interface FlaggedHoursLine {
  key: string;
  date: string;
  job: string;
  department: string;
  flaggedHours: string;
}

export function flaggedHoursLines(assignee: AssigneeLaborFlags): FlaggedHoursLine[] {
  return assignee.flags.map((flag) => ({
    key: `${flag.jobAdminId}:${flag.description}:${flag.dateTimeOut}`,
    date: formatDay(flag.date),
    job: jobLabel(flag),
    department: flag.description,
    flaggedHours: formatNumber(flag.flaggedHours, 2),
  }));
}

/** The name an assignee is listed and printed with: the Unassigned row in the reader's language. */
export const assigneeName = (assignee: Pick<AssigneeLaborFlags, 'contactId' | 'name'>) =>
  assignee.contactId === null ? i18n.t('flaggedHours.unassigned') : assignee.name;

/** The range as a title says it: one day, or 'start to end'. */
export function rangeText(range: DayRange): string {
  return range.startDate === range.endDate
    ? formatDay(range.startDate)
    : i18n.t('flaggedHours.dateRange', { start: formatDay(range.startDate), end: formatDay(range.endDate) });
}

/**
 * The Flagged Hours Report to print (spec 3 section 2.8): one table per assignee with Date, JOB #, Department and
 * Flagged Hours, and its 'Flagged Hours Total:' in HOURS. Styled by public/flagged-hours.css.
 */
export function flaggedHoursHtml(assignees: readonly AssigneeLaborFlags[], range: DayRange): string {
  const t = i18n.getFixedT(null, 'common', 'flaggedHours');
  const title = `${t('title')} · ${rangeText(range)}`;
  const header = [t('date'), t('job'), t('department'), t('flaggedHours')];
  const table = (assignee: AssigneeLaborFlags) => `<section>
<h2>${escapeHtml(assigneeName(assignee))}</h2>
<table>
<thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>${flaggedHoursLines(assignee)
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.date)}</td><td>${escapeHtml(line.job)}</td><td>${escapeHtml(line.department)}</td><td class="hours">${line.flaggedHours}</td></tr>`,
    )
    .join('')}</tbody>
<tfoot><tr><td colspan="3">${escapeHtml(t('total'))}</td><td class="hours">${escapeHtml(
    t('hours', { value: formatNumber(assignee.totalFlagged, 2) }),
  )}</td></tr></tfoot>
</table>
</section>`;
  return `<!doctype html>
<html lang="${i18n.language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/flagged-hours.css">
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${assignees.map(table).join('\n')}
</body>
</html>`;
}

/** Prints the chosen assignees' flagged hours in a window of their own. */
export function printFlaggedHours(assignees: readonly AssigneeLaborFlags[], range: DayRange) {
  return printPage(() => flaggedHoursHtml(assignees, range), i18n.t('flaggedHours.printBlocked'));
}
