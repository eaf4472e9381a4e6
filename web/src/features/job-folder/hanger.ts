import { dayOf, formatPhone, type JobFolderView, type JobTask } from '@bayline/contracts';
import i18n from 'i18next';
import { formatNumber, vehicleText } from '../../lib/format.ts';
import { escapeHtml } from '../../lib/print.ts';
import { jobName } from './header.ts';

/** The hanger prints the first 12 tasks in its left column and the rest in the right. */
export const hangerColumnSize = 12;

export function hangerColumns<T>(tasks: readonly T[]): [T[], T[]] {
  return [tasks.slice(0, hangerColumnSize), tasks.slice(hangerColumnSize)];
}

/** The title is cut beyond 12 characters, 8 when the task list is printed beside it. */
export function hangerTitle(text: string, withTasks: boolean): string {
  const max = withTasks ? 8 : 12;
  const title = text.trim();
  return title.length > max ? `${title.slice(0, max)}…` : title;
}

export interface HangerInput {
  job: JobFolderView;
  tasks: readonly JobTask[];
  /** The QR code as SVG markup. */
  qrSvg: string;
  /** What the QR code opens, kept on it so it can be checked without a camera. */
  qrValue: string;
  groupName: string;
}

/**
 * The Print Job Hanger page: job details, the QR code and the task columns, as a whole HTML document. Its styles
 * are Bayline's own file (public/hanger.css): the window inherits the app's policy, which allows no inline style.
 */
export function hangerHtml({ job, tasks, qrSvg, qrValue, groupName }: HangerInput): string {
  const t = i18n.getFixedT(null, 'jobs');
  const withTasks = tasks.length > 0;
  const day = (value: string | null) => (value ? dayOf(value) : '');
  const details: [string, string][] = [
    [t('folder.job'), jobName(job)],
    [t('tabs.customer'), job.clientName],
    [t('hanger.cell'), formatPhone(job.clientCellular)],
    [t('archive.vehicle'), vehicleText(job)],
    [t('form.color'), job.color],
    [t('form.vin'), job.vin],
    [t('form.jobClass'), job.jobClassName],
    [t('form.group'), groupName],
    [t('archive.department'), job.departmentName],
    [t('form.hours'), formatNumber(job.hours, 1)],
    [t('form.scheduledIn'), day(job.scheduledIn)],
    [t('form.scheduledOut'), day(job.scheduledOut)],
  ];
  const taskList = (column: readonly JobTask[]) =>
    `<ul>${column
      .map((t) => `<li><span class="box">${t.isCompleted ? '&#10003;' : ''}</span>${escapeHtml(t.description)}</li>`)
      .join('')}</ul>`;
  const [left, right] = hangerColumns(tasks);
  return `<!doctype html>
<html lang="${i18n.language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t('hanger.title', { label: jobName(job) }))}</title>
<link rel="stylesheet" href="/hanger.css">
</head>
<body${withTasks ? ' class="with-tasks"' : ''}>
<header>
  <div>
    <h1>${escapeHtml(hangerTitle(job.clientName || jobName(job), withTasks))}</h1>
    <div class="number">${escapeHtml(jobName(job))}</div>
  </div>
  <div class="qr" data-qr-value="${escapeHtml(qrValue)}">${qrSvg}</div>
</header>
<table>${details
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
${job.description ? `<div class="description">${escapeHtml(job.description)}</div>` : ''}
${withTasks ? `<section class="tasks" aria-label="${escapeHtml(t('folder.tabs.tasks'))}">${taskList(left)}${right.length > 0 ? taskList(right) : ''}</section>` : ''}
</body>
</html>`;
}
