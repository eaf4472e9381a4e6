import { randomBytes } from 'node:crypto';
import { inspect, isDeepStrictEqual } from 'node:util';
import { type Media, type OperationsLogEntry, type OperationsSnapshot, positionHeader } from '@bayline/contracts';
import { adminTokenHeader } from '@bayline/platform/http';
import type { SentMail } from '@bayline/platform/mail';
import { type ApiClient, apiClient, jobBodies, pushOf } from './client.ts';
import { filesForm, postForm } from './media.ts';
import { eventually } from './processes.ts';

/**
 * The distributed set-up's flow through its gateway, step by step: the gateway suite runs it against nginx and
 * processes in network namespaces, `npm run smoke:compose` against docker-compose.yml's containers. Each step takes
 * the gateway's address (in a GatewayShop) and what it needs, and fails with a plain Error saying what differed, so
 * it runs under Vitest and without. Which process answered is for the caller to check (the suite reads nginx's log).
 */

export const production = '/api/production/v1';
export const identity = '/api/identity/v1';
export const admin = '/api/admin/v1';

const shown = (value: unknown) => inspect(value, { depth: 4, breakLength: Number.POSITIVE_INFINITY });

/** Fails saying what was wanted and what came instead. */
function expectThat(ok: boolean, wanted: string, got: unknown) {
  if (!ok) throw new Error(`Wanted ${wanted}, but got ${shown(got)}`);
}

const expectSame = (what: string, got: unknown, wanted: unknown) =>
  expectThat(isDeepStrictEqual(got, wanted), `${what} to be ${shown(wanted)}`, got);

/** Fails with the answer's status and body when its status is not `wanted`. */
function expectStatus(what: string, answer: { status: number; text?: string; json?: unknown }, wanted: number) {
  if (answer.status !== wanted)
    throw new Error(
      `Wanted ${what} to answer ${wanted}, but got ${answer.status}: ${answer.text ?? shown(answer.json)}`,
    );
}

/** The gateway and the demo shop's owner signed in through it. */
export interface GatewayShop {
  /** The gateway's address: the one people reach Bayline at (BAYLINE_PUBLIC_URL). */
  url: string;
  owner: ApiClient;
  /** A valid create-job body for the owner's location, on a day of its own (see jobBodies). */
  jobBody: (clientName: string) => Record<string, unknown>;
}

/** Resolves once the gateway's reads reach a query process whose read models all hold the store's head. */
export async function readModelsCaughtUp(url: string, adminToken: string, timeoutMs: number) {
  await eventually(
    async () => {
      const answer = await fetch(`${url}/health`, {
        headers: { [adminTokenHeader]: adminToken },
        signal: AbortSignal.timeout(5000),
      });
      const health = (await answer.json()) as { role: string; head: number; projectors: { position: number }[] };
      if (health.role !== 'query' || !health.projectors.every((p) => p.position >= health.head))
        throw new Error(`The read models are behind: ${JSON.stringify(health)}`);
    },
    timeoutMs,
    250,
  );
}

/** Signs the demo shop's owner in through the gateway. */
export async function signIn(url: string): Promise<GatewayShop> {
  const owner = apiClient(url);
  expectStatus('signing in as demo@bayline.test', await owner.login('demo@bayline.test'), 200);
  const bodies = await jobBodies(owner);
  return { url, owner, jobBody: (clientName) => bodies({ clientName }) };
}

/** Creates a job as a browser on the gateway's page sends it, and reads its folder back at once. */
export async function createAndReadBack({ url, owner, jobBody }: GatewayShop) {
  // Its Origin is the gateway's, and so is the Host nginx passes on.
  const created = await owner.post(`${production}/jobadmins`, jobBody('Through The Gateway'), { origin: url });
  expectStatus('creating a job', created, 201);
  const { jobAdminId } = created.json.jobAdmin;
  // The read carries the position the create answered with: the query process answers once it has projected it.
  const position = created.headers.get(positionHeader);
  expectThat(Number(position) > 0, `the create to answer a ${positionHeader} above 0`, position);
  const folder = await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`);
  expectStatus("reading the new job's folder", folder, 200);
  expectSame(
    'the folder read back',
    { jobAdminId: folder.json.jobAdminId, clientName: folder.json.clientName },
    { jobAdminId, clientName: 'Through The Gateway' },
  );
}

/** Uploads a 5 MB video to a new job through the gateway and downloads it byte for byte; resolves with its URI. */
export async function uploadAndDownload({ url, owner, jobBody }: GatewayShop) {
  const created = await owner.post(`${production}/jobadmins`, jobBody('Five Megabytes'));
  expectStatus('creating a job', created, 201);
  const { jobAdminId } = created.json.jobAdmin;
  // An MP4 is told by its first bytes (an ftyp box of brand mp42); the rest is random, so nothing compresses it.
  const bytes = randomBytes(5 * 1024 * 1024);
  bytes.write('\u0000\u0000\u0000\u0018ftypmp42', 0, 'latin1');
  const up = await postForm(
    `${url}/api/media/v1/upload/${jobAdminId}`,
    owner.cookie,
    filesForm([{ name: 'walkaround.mp4', type: 'video/mp4', bytes }]),
    { origin: url },
  );
  expectStatus('uploading 5 MB', up, 201);
  const [item] = up.json as Media[];
  expectSame(
    'the uploaded item',
    { contentType: item?.contentType, size: item?.size },
    { contentType: 'video/mp4', size: bytes.length },
  );
  const download = await fetch(`${url}${item!.fileUri}`, {
    headers: { cookie: owner.cookie, [positionHeader]: up.position },
  });
  expectStatus('downloading the upload', { status: download.status }, 200);
  const got = Buffer.from(await download.arrayBuffer());
  expectThat(
    got.equals(bytes),
    `the ${bytes.length} bytes uploaded`,
    `${got.length} bytes, the first different at ${got.findIndex((byte, i) => byte !== bytes[i])}`,
  );
  return item!.fileUri;
}

/** Opens the live hub through the gateway and sees it push a job created through it. */
export async function hubPushesCreate({ url, owner, jobBody }: GatewayShop) {
  const { jobAdminId, text } = await pushOf(url, owner.cookie, async () => {
    const created = await owner.post(`${production}/jobadmins`, jobBody('Pushed Live'));
    expectStatus('creating a job', created, 201);
    return created.json.jobAdmin.jobAdminId as string;
  });
  const pushed = `"ItemId":"${jobAdminId}","Type":"job","Action":"new"`;
  expectThat(jobAdminId !== '' && text.includes(pushed), `the hub to push ${pushed}`, text);
}

/** The owner invites `email` at `url`: the gateway, or one command process. */
export async function invite({ owner }: GatewayShop, url: string, email: string) {
  const invited = await fetch(`${url}${identity}/users/invite`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expectStatus(`inviting ${email}`, { status: invited.status, text: await invited.text() }, 202);
}

/**
 * Reads the mail outbox through the gateway four times, with the admin token alone and with the owner's (support's)
 * session by turns: the gateway takes turns between command processes, so each of two is read twice. Every read
 * holds each invitation, linking to the register page at the gateway's address.
 */
export async function invitationsInOutbox({ url, owner }: GatewayShop, adminToken: string, emails: string[]) {
  for (let read = 0; read < 4; read++) {
    const [how, headers] =
      read % 2 ? ['a session', { cookie: owner.cookie }] : ['the admin token', { [adminTokenHeader]: adminToken }];
    const outbox = await fetch(`${url}${admin}/outbox`, { headers });
    const text = await outbox.text();
    expectStatus(`the outbox read with ${how}`, { status: outbox.status, text }, 200);
    const mails = JSON.parse(text) as SentMail[];
    for (const email of emails) {
      const mail = mails.find((m) => m.to === email);
      expectSame(`the subject of the mail to ${email}`, mail?.subject, 'Your invitation to Bayline');
      const link = `${url}/register?token=`;
      expectThat(mail?.text.includes(link) === true, `the mail to ${email} to link to ${link}`, mail?.text);
    }
  }
}

/**
 * The Operations page's calls through the gateway, each twice (to each of two command processes), taken with the
 * one admin token; another token is refused by the query and the command processes alike.
 */
export async function operationsWithAdminToken({ url }: GatewayShop, adminToken: string) {
  const asAdmin = async (method: string, path: string, token = adminToken) => {
    const answer = await fetch(`${url}${admin}${path}`, { method, headers: { [adminTokenHeader]: token } });
    return { status: answer.status, text: await answer.text() };
  };
  for (let turn = 0; turn < 2; turn++)
    for (const path of ['/operations', '/operations/log', '/parked', '/outbox', '/sms-outbox'])
      expectStatus(`GET ${admin}${path} with the admin token`, await asAdmin('GET', path), 200);
  const snapshot = JSON.parse((await asAdmin('GET', '/operations')).text) as OperationsSnapshot;
  expectThat(snapshot.eventStore.head > 0, 'the event store head above 0', snapshot.eventStore);
  // The query process leads no projector: it shows each as its leader says on the bus (every second).
  await eventually(async () => {
    const { projectors } = JSON.parse((await asAdmin('GET', '/operations')).text) as OperationsSnapshot;
    const unheard = projectors.filter((p) => p.status === 'elsewhere' || p.status === 'standby');
    expectThat(unheard.length === 0, 'every projector shown as its leader says', unheard);
  }, 10_000);
  const projectors = snapshot.projectors.map((p) => p.name);
  expectThat(projectors.includes('jobs'), 'a projector named jobs', projectors);
  expectThat(snapshot.queues.length > 0, 'at least one queue', snapshot.queues);
  expectStatus('a rebuild of notes', await asAdmin('POST', '/rebuilds/notes'), 202);
  const [newest] = JSON.parse((await asAdmin('GET', '/operations/log')).text) as OperationsLogEntry[];
  expectSame(
    'the newest Operations log entry',
    { type: newest?.type, projector: newest?.projector, userId: newest?.userId },
    { type: 'RebuildRequested', projector: 'notes', userId: 'admin-token' },
  );
  expectStatus('GET operations with another token', await asAdmin('GET', '/operations', 'not-the-token'), 403);
  expectStatus('GET outbox with another token', await asAdmin('GET', '/outbox', 'not-the-token'), 403);
}
