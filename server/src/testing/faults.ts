import type { TextMessageView } from '@bayline/contracts';
import { jsonLines } from '@bayline/platform/jsonl';
import type { KeptText } from '@bayline/platform/sms';
import { embeddedStorePaths } from '../config.ts';
import { demoTextingLocation } from '../seed/demo-shop.ts';
import { jobBodies } from './client.ts';
import { type GatewayShop, production } from './gateway-flow.ts';
import { eventually } from './processes.ts';
import { requestLoad } from './split-set-up.ts';

/**
 * The fault suites' loads besides createLoad's creates (texts to customers, reads), and the checks a fault ends
 * with: every acknowledged create is in the read models, every acknowledged text was sent exactly once.
 */

/** `shop` with its owner at the demo shop's texting location (the others have no SMS phone), and job bodies for it. */
export async function atTextingLocation({ url, owner }: GatewayShop): Promise<GatewayShop> {
  const selected = await owner.put(`/api/identity/v1/locations/select/${demoTextingLocation.shortName}`);
  if (selected.status !== 200) throw new Error(`Selecting the texting location answered ${selected.status}`);
  const bodies = await jobBodies(owner);
  return { url, owner, jobBody: (clientName) => bodies({ clientName }) };
}

/** The customer's number of every job jobBodies makes, as the texts' route takes it. */
const customerPhone = '5105550123';

/** One of the newest jobs of a growing list (which must hold one), the `n`th in turn. */
function oneOfNewest(jobs: readonly string[], n: number) {
  if (jobs.length === 0) throw new Error('A load on jobs starts once the create load has some');
  return jobs[jobs.length - 1 - (n % Math.min(jobs.length, 20))]!;
}

/** A text queued to the customer of a job: which job, and its body (unique to it). */
export interface QueuedText {
  jobAdminId: string;
  body: string;
}

/**
 * Queues texts to the customers of the newest jobs in `jobs` (a create load's acknowledged ids, growing) through the
 * gateway: the acknowledged (204) ones by job and body, every other answer as a refusal.
 */
export function textLoad({ owner }: GatewayShop, jobs: readonly string[], label: string, concurrency = 1) {
  return requestLoad<QueuedText>(concurrency, async (n) => {
    const text = { jobAdminId: oneOfNewest(jobs, n), body: `${label} ${n}` };
    const sent = await owner.post('/api/messaging/v1/Messages/sms', {
      phoneNumber: customerPhone,
      jobAdminId: text.jobAdminId,
      message: text.body,
    });
    return sent.status === 204 ? { ok: text } : sent;
  });
}

/** Reads the folders of the newest jobs in `jobs` through the gateway, each after the owner's last write. */
export function readLoad({ owner }: GatewayShop, jobs: readonly string[], concurrency = 1) {
  return requestLoad<string>(concurrency, async (n) => {
    const id = oneOfNewest(jobs, n);
    const folder = await owner.read(`${production}/JobAdmins/asfolder/${id}`);
    return folder.status === 200 ? { ok: id } : folder;
  });
}

/** `each` of `items`, a few at a time (the gateway takes a few hundred connections at once). */
async function fewAtATime<T, R>(items: readonly T[], each: (item: T) => Promise<R>) {
  const done: R[] = [];
  for (let from = 0; from < items.length; from += 8)
    done.push(...(await Promise.all(items.slice(from, from + 8).map(each))));
  return done;
}

/** Fails naming the jobs of `ids` whose folder the gateway's reads do not find (after the owner's last write). */
export async function everyJobRead({ owner }: GatewayShop, ids: readonly string[]) {
  const statuses = await fewAtATime(ids, async (id) => {
    const { status } = await owner.read(`${production}/JobAdmins/asfolder/${id}`);
    return `${id}: ${status}`;
  });
  const missing = statuses.filter((status) => !status.endsWith(': 200'));
  if (missing.length > 0) throw new Error(`${missing.length} acknowledged jobs are not read back: ${missing}`);
}

/** The texts the SMS outbox of `dataDir` kept (the simulated provider: one line per text handed to it), oldest first. */
export const keptTexts = (dataDir: string) => jsonLines<KeptText>(embeddedStorePaths(dataDir).smsOutbox).all();

/**
 * Resolves once every text of `texts` is Sent in its job's thread (read through the gateway) and kept in the SMS
 * outbox of `dataDir`; fails at once when any text whose body starts with `label` (acknowledged or not) is there
 * twice. Resolves with how many texts the outbox kept of the label's.
 */
export async function textsSentOnce(
  { owner }: Pick<GatewayShop, 'owner'>,
  dataDir: string,
  label: string,
  texts: readonly QueuedText[],
  timeoutMs = 60_000,
) {
  const ours = (body: string) => body.startsWith(`${label} `);
  const twice = (bodies: string[]) => bodies.filter((body, i) => bodies.indexOf(body) !== i);
  const jobs = [...new Set(texts.map((t) => t.jobAdminId))];
  return eventually(
    async () => {
      const kept = (await keptTexts(dataDir)).map((k) => k.body).filter(ours);
      if (twice(kept).length > 0) throw new Error(`Texted twice: ${twice(kept)}`);
      // The outbox is a file here: the threads are read once it has every text.
      const notKept = texts.filter(({ body }) => !kept.includes(body));
      if (notKept.length > 0) throw new Error(`Not in the SMS outbox: ${notKept.map((t) => t.body)}`);
      const threads = await fewAtATime(jobs, async (id) => {
        const thread = await owner.read(`/api/messaging/v1/Messages/byjob/${id}`);
        if (thread.status !== 200) throw new Error(`The texts of job ${id} answered ${thread.status}: ${thread.text}`);
        return thread.json as TextMessageView[];
      });
      const inThreads = threads.flat().filter((t) => ours(t.body));
      if (twice(inThreads.map((t) => t.body)).length > 0)
        throw new Error(`Twice in a job's texts: ${twice(inThreads.map((t) => t.body))}`);
      const notSent = texts.filter(
        ({ jobAdminId, body }) =>
          !inThreads.some((t) => t.jobAdminId === jobAdminId && t.body === body && t.status === 'Sent'),
      );
      if (notSent.length > 0) throw new Error(`Not Sent in their jobs' texts: ${notSent.map((t) => t.body)}`);
      return kept.length;
    },
    timeoutMs,
    500,
  );
}
