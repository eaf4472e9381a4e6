import { randomUUID } from 'node:crypto';
import { folderOf, jobAggregate, jobStream } from '@bayline/command-service';
import type { Badge } from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { rawRequest, revealsInsides } from '@bayline/platform/testing/raw-http';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, validJobBody } from '../testing/client.ts';
import { localShop } from '../testing/fixture.ts';

// Section A of issue 6, replayed against a seeded Bayline: each case as it was found, now refused at its root.

const production = '/api/production/v1';
const adminToken = randomUUID();
/** `estimator` works at BAYVIEW only, with write rights on the board, job information and folder. */
const { bayline, estimator } = localShop({ adminToken, users: { estimator: 'estimator@bayline.test' } });
/** An open job of HARBOR, a location the estimator does not work at. */
let foreign: { jobAdminId: string; clientName: string; vin: string; clientCellular: string; version: number };

beforeAll(async () => {
  const harborJobs = await bayline.adapters.readStore
    .collection(jobsModel)
    .find({ locationShortName: 'HARBOR', roState: 2 });
  const doc = harborJobs.find((j) => Number(j.version) > 0 && j.clientName && j.vin);
  expect(doc).toBeDefined();
  foreign = {
    jobAdminId: String(doc!.id),
    clientName: String(doc!.clientName),
    vin: String(doc!.vin),
    clientCellular: String(doc!.clientCellular),
    version: Number(doc!.version),
  };
});

const head = () => bayline.adapters.store.headPosition();

/** An answer as a client can tell answers apart: status, status text, type and body. */
const seen = (answer: { status: number; statusText: string; headers: Headers; text: string }) => ({
  status: answer.status,
  statusText: answer.statusText,
  contentType: answer.headers.get('content-type'),
  body: answer.text,
});

function expectNothingOf(job: typeof foreign, text: string) {
  for (const value of [job.jobAdminId, job.clientName, job.vin, job.clientCellular]) expect(text).not.toContain(value);
}

/** The folder of a job as its edit form would send it, from the job's stream. */
async function folderBody(jobAdminId: string) {
  const { state, version } = await bayline.bayline.commandDeps.streams.current(jobStream(jobAdminId), jobAggregate);
  return folderOf(state, version);
}

async function newJob(client: ApiClient) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client));
  expect(created.status).toBe(201);
  return created.json.jobAdmin as { jobAdminId: string; version: number; departmentShortName: string };
}

describe("another location's job is unknown, before any version check", () => {
  it('answers a stale PUT JobAdmins/asfolder on it exactly as on an unknown id, with none of its data', async () => {
    const before = await head();
    const stale = { ...(await folderBody(foreign.jobAdminId)), color: 'Pearl White', version: foreign.version - 1 };
    const onForeign = await estimator.put(`${production}/JobAdmins/asfolder`, stale);
    const onUnknown = await estimator.put(`${production}/JobAdmins/asfolder`, { ...stale, jobAdminId: randomUUID() });
    expect(onForeign.status).toBe(404);
    expect(seen(onForeign)).toEqual(seen(onUnknown));
    expectNothingOf(foreign, onForeign.text);
    expect(await head()).toBe(before);
  });

  it('answers a stale PUT jobadmins/{id}/department on it exactly as on an unknown id, with none of its data', async () => {
    const before = await head();
    const move = (id: string) =>
      estimator.put(
        `${production}/jobadmins/${id}/department`,
        { departmentShortName: 'BODY' },
        { 'if-match': `"${foreign.version - 1}"` },
      );
    const onForeign = await move(foreign.jobAdminId);
    const onUnknown = await move(randomUUID());
    expect(onForeign.status).toBe(404);
    expect(seen(onForeign)).toEqual(seen(onUnknown));
    expectNothingOf(foreign, onForeign.text);
    expect(await head()).toBe(before);
  });

  it('answers GET JobAdmins/asfolder/{id} of it exactly as of an unknown id', async () => {
    const onForeign = await estimator.get(`${production}/JobAdmins/asfolder/${foreign.jobAdminId}`);
    const onUnknown = await estimator.get(`${production}/JobAdmins/asfolder/${randomUUID()}`);
    expect(onForeign.status).toBe(404);
    expect(seen(onForeign)).toEqual(seen(onUnknown));
    expectNothingOf(foreign, onForeign.text);
  });
});

describe('a command over several jobs is all or nothing', () => {
  it('refuses PUT jobadmins/priority naming an own and a foreign job, and appends nothing', async () => {
    const own = await newJob(estimator);
    const before = await head();
    const answer = await estimator.put(`${production}/jobadmins/priority`, {
      departmentShortName: own.departmentShortName,
      jobAdminIds: [own.jobAdminId, foreign.jobAdminId],
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectNothingOf(foreign, answer.text);
    expect(await head()).toBe(before);
    expect((await folderBody(own.jobAdminId)).version).toBe(own.version);
  });
});

describe('contention is not an error', () => {
  /** 2xx, 409 with the current state, or 503 with Retry-After: nothing else may answer a writer. */
  function expectOnlyFairAnswers(answers: { status: number; headers: Headers; json?: { current?: unknown } }[]) {
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.json?.current).toBeDefined();
      else if (answer.status === 503) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      else expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status === 503 || answer.status < 500).toBe(true);
      expect(answer.status === 409 || answer.status === 503 || answer.status < 300).toBe(true);
    }
  }

  it('answers 20 concurrent badge-state changes on one job without a 5xx', async () => {
    const job = await newJob(estimator);
    const badges: Badge[] = (await estimator.get(`${production}/badges`)).json;
    const states = badges.flatMap((b) => b.badgeStates.map((s) => ({ badgeId: b.badgeId, state: s.state })));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        estimator.put(`${production}/jobadmins/jobbadge/${job.jobAdminId}`, states[i % states.length]),
      ),
    );
    expectOnlyFairAnswers(answers);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });

  it('answers 20 concurrent moves of one job without a 5xx', async () => {
    const job = await newJob(estimator);
    const departments = ['BLUE', 'BODY', 'FRAME', 'PREP', 'PAINT', 'REASM', 'DETAIL', 'QC', 'READY', 'EST'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        estimator.put(`${production}/jobadmins/${job.jobAdminId}/department`, {
          departmentShortName: departments[i % departments.length],
        }),
      ),
    );
    expectOnlyFairAnswers(answers);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });

  it('lets one of 20 concurrent moves naming the same version win, and answers the others 409 with the current state', async () => {
    const job = await newJob(estimator);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        estimator.put(
          `${production}/jobadmins/${job.jobAdminId}/department`,
          { departmentShortName: i % 2 ? 'BODY' : 'PAINT' },
          { 'if-match': `"${job.version}"` },
        ),
      ),
    );
    expectOnlyFairAnswers(answers);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.json.jobAdmin;
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.json.current).toMatchObject({ jobAdminId: job.jobAdminId, version: winner.version });
  });
});

describe('every error is problem+json and tells nothing of the server', () => {
  const port = () => Number(new URL(bayline.url).port);
  function expectProblem(answer: { status: number; contentType: string | null; body: string }, status: number) {
    expect(answer.status).toBe(status);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.body)).toMatchObject({ status, title: expect.any(String) });
    expect(revealsInsides(answer.body)).toBe(false);
  }
  const fetched = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${bayline.url}${path}`, init);
    return { status: response.status, contentType: response.headers.get('content-type'), body: await response.text() };
  };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('answers %ZZ in a path with 400', async () => {
    expectProblem(await fetched(`${production}/JobAdmins/asfolder/%ZZ`), 400);
  });

  it('answers a path parameter of 101 characters with 414', async () => {
    expectProblem(await fetched(`${production}/JobAdmins/asfolder/${'a'.repeat(101)}`), 414);
  });

  it('answers a 17 kB address with 414', async () => {
    expectProblem(
      await rawRequest(port(), `GET ${production}/JobAdmins/open?x=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      414,
    );
  });

  it('answers a huge header with 431', async () => {
    expectProblem(
      await rawRequest(
        port(),
        `GET ${production}/JobAdmins/open HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
      431,
    );
  });

  it('answers a body that is not JSON with 415', async () => {
    expectProblem(
      await fetched('/api/identity/v1/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
      415,
    );
  });

  it('answers a body over the limit with 413', async () => {
    expectProblem(await fetched('/api/identity/v1/login', json({ email: 'x'.repeat(1_100_000) })), 413);
  });

  it('answers the admin endpoints with problems too', async () => {
    const rebuild = (name: string, token: string) =>
      fetched(`/admin/rebuild/${name}`, { method: 'POST', headers: { 'x-bayline-admin-token': token } });
    expectProblem(await rebuild('jobs', 'not-the-token'), 403);
    expectProblem(await rebuild('nothing-such', adminToken), 404);
  });
});
