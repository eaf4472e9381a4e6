import { shopDate } from './dates.ts';
import { shownJobId } from './messaging.ts';
import { formatPhone } from './phone.ts';

/**
 * Tags a status or preset message may hold; the messaging backend fills them with the job's values when the text is
 * sent. The spec names no list; these are the job fields a customer recognises (spec 1 section 3).
 */
export const messageTags = [
  { tag: '{CustomerName}', label: 'Customer Name' },
  { tag: '{Year}', label: 'Vehicle Year' },
  { tag: '{Make}', label: 'Vehicle Make' },
  { tag: '{Model}', label: 'Vehicle Model' },
  { tag: '{Color}', label: 'Vehicle Color' },
  { tag: '{JobId}', label: 'Job ID' },
  { tag: '{Department}', label: 'Department' },
  { tag: '{ScheduledOut}', label: 'Scheduled Out' },
  { tag: '{PromiseDate}', label: 'Expected Completion' },
  { tag: '{LocationName}', label: 'Location Name' },
  { tag: '{LocationPhone}', label: 'Location Phone' },
] as const;

export type MessageTag = (typeof messageTags)[number]['tag'];

/** What a job's tags are filled from: the job as the jobs read model keeps it, its department's name, its location. */
export interface MessageTagSource {
  job: Record<string, unknown>;
  departmentName: string;
  location: { name: string; phone: string };
  /**
   * The day the job is expected to be complete (`promiseOf`, as 'YYYY-MM-DD…'), where the reader has the job's
   * department load to work it out: a text written in the Messaging tab. A department's status message, sent by
   * the job's own entry into the department, leaves it blank.
   */
  promiseDate?: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The message with every tag it holds filled from the job: a preset picked for a text and a department's status
 * message alike. A tag that is not one of `messageTags` is left as written; values go in as they are (a customer
 * named '{Make}' or '$&' stays so), since the message is read once, left to right.
 */
export function fillMessageTags(
  message: string,
  { job, departmentName, location, promiseDate }: MessageTagSource,
): string {
  const values = new Map<string, string>([
    ['{CustomerName}', text(job.clientName)],
    ['{Year}', text(job.year)],
    ['{Make}', text(job.make)],
    ['{Model}', text(job.model)],
    ['{Color}', text(job.color)],
    ['{JobId}', shownJobId(job)],
    ['{Department}', departmentName],
    ['{ScheduledOut}', typeof job.scheduledOut === 'string' ? shopDate(job.scheduledOut) : ''],
    ['{PromiseDate}', promiseDate ? shopDate(promiseDate) : ''],
    ['{LocationName}', location.name],
    ['{LocationPhone}', formatPhone(location.phone)],
  ] satisfies [MessageTag, string][]);
  return message.replace(/\{[^{}]*\}/g, (tag) => values.get(tag) ?? tag);
}
