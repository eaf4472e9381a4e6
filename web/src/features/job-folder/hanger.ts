import { dayOf, formatPhone, type JobFolderView, type JobTask } from '@bayline/contracts';
import { vehicleText } from './format.ts';
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

export const openJobAction = 'openjobactions';

/** Where the hanger's QR code points: the production page, opening the job's folder. */
export function openJobUrl(origin: string, jobAdminId: string): string {
  return `${origin}/production?action=${openJobAction}&value=${encodeURIComponent(jobAdminId)}`;
}

/** The job a /production URL asks to open (action=openjobactions&value={jobAdminId}), if any. */
export function jobToOpen(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('value')?.trim();
  return params.get('action')?.toLowerCase() === openJobAction && value ? value : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface HangerInput {
  job: JobFolderView;
  tasks: readonly JobTask[];
  /** The QR code as SVG markup. */
  qrSvg: string;
  /** What the QR code opens, kept on it so it can be checked without a camera. */
  qrValue: string;
  groupName: string;
}

/** The Print Job Hanger page: job details, the QR code and the task columns, as a whole HTML document. */
export function hangerHtml({ job, tasks, qrSvg, qrValue, groupName }: HangerInput): string {
  const withTasks = tasks.length > 0;
  const day = (value: string | null) => (value ? dayOf(value) : '');
  const details: [string, string][] = [
    ['Job', jobName(job)],
    ['Customer', job.clientName],
    ['Cell', formatPhone(job.clientCellular)],
    ['Vehicle', vehicleText(job)],
    ['Color', job.color],
    ['VIN', job.vin],
    ['Job Class', job.jobClassName],
    ['Group', groupName],
    ['Department', job.departmentName],
    ['Hours', job.hours.toFixed(1)],
    ['Scheduled In', day(job.scheduledIn)],
    ['Scheduled Out', day(job.scheduledOut)],
  ];
  const taskList = (column: readonly JobTask[]) =>
    `<ul>${column
      .map((t) => `<li><span class="box">${t.isCompleted ? '&#10003;' : ''}</span>${escapeHtml(t.description)}</li>`)
      .join('')}</ul>`;
  const [left, right] = hangerColumns(tasks);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Job Hanger ${escapeHtml(jobName(job))}</title>
<style>
  @page { margin: 0.4in; }
  body { font-family: Arial, Helvetica, sans-serif; color: #000; margin: 0; }
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; border-bottom: 3px solid #000; padding-bottom: 8px; }
  h1 { font-size: ${withTasks ? 44 : 56}px; line-height: 1.1; margin: 0; white-space: nowrap; }
  .number { font-size: 28px; font-weight: 700; margin-top: 4px; }
  .qr svg { width: 150px; height: 150px; display: block; }
  table { border-collapse: collapse; margin-top: 12px; width: 100%; font-size: 15px; }
  th { text-align: left; padding: 3px 12px 3px 0; width: 120px; vertical-align: top; }
  td { padding: 3px 0; }
  .description { margin-top: 8px; font-size: 14px; white-space: pre-wrap; }
  .tasks { display: flex; gap: 24px; margin-top: 12px; border-top: 1px solid #000; padding-top: 8px; }
  .tasks ul { list-style: none; margin: 0; padding: 0; flex: 1; font-size: 14px; }
  .tasks li { display: flex; gap: 8px; align-items: center; padding: 2px 0; }
  .box { display: inline-flex; align-items: center; justify-content: center; width: 14px; height: 14px; border: 1px solid #000; font-size: 12px; flex: none; }
</style>
</head>
<body>
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
${withTasks ? `<section class="tasks" aria-label="Tasks">${taskList(left)}${right.length > 0 ? taskList(right) : ''}</section>` : ''}
</body>
</html>`;
}
