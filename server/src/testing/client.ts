import {
  addDays,
  capacityByWeekday,
  type JobClass,
  maxScheduleDays,
  type PolicyUser,
  positionHeader,
  type Schedule,
  scheduledOnOrAfter,
} from '@bayline/contracts';

/**
 * An HTTP client that keeps its session cookie and the last position it wrote at, as a browser tab would. With
 * `readUrl`, reads go there and everything else to `baseUrl`, as the gateway sends them to the query and the
 * command service.
 */
export function apiClient(baseUrl: string, readUrl = baseUrl) {
  let cookie = '';
  let position = 0;
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${method === 'GET' ? readUrl : baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? cookie;
    const written = Number(response.headers.get(positionHeader));
    if (written > position) position = written;
    const text = await response.text();
    const json = text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined;
    return { status: response.status, statusText: response.statusText, headers: response.headers, json, text };
  }
  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    /** A read that waits for this client's own last write. */
    read: (path: string) => call('GET', path, undefined, { [positionHeader]: String(position) }),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    del: (path: string) => call('DELETE', path),
    login: (email: string, password = 'bayline-demo') => call('POST', '/api/identity/v1/login', { email, password }),
    get position() {
      return position;
    },
    get cookie() {
      return cookie;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A client of `email` (demo password) signed in, at `location` when one is named. */
export async function signedIn(baseUrl: string, email: string, location?: string) {
  const client = apiClient(baseUrl);
  const answer = await client.login(email);
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  if (location) {
    const selected = await client.put(`/api/identity/v1/locations/select/${location}`);
    if (selected.status !== 200) throw new Error(`${email} could not select ${location}: ${selected.status}`);
  }
  return client;
}

/** Polls a read until it answers what `done` wants (the queue sends after the command answered), or time is up. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The last day a body of each class was scheduled on: each is scheduled on a day of its own (see jobBodies). */
const lastDayUsed = new Map<string, string>();

/** How far ahead jobBodies looks for days the location has jobs of the class on already (the seed's are weeks). */
const takenHorizonReads = 3;

/**
 * The days from `from` on (three schedule reads of 42 days) on which the location has a job of the class already:
 * the demo seed books days up to their capacity, whatever the date the tests run on.
 */
async function daysWithJobs(client: ApiClient, jobClassId: string, from: string) {
  const taken = new Set<string>();
  for (let read = 0; read < takenHorizonReads; read++) {
    const startDate = addDays(from, read * maxScheduleDays);
    const endDate = addDays(startDate, maxScheduleDays - 1);
    const answer = await client.get(
      `/api/production/v1/JobAdmins/schedule?${new URLSearchParams({ startDate, endDate })}`,
    );
    // A user without the scheduler's right is told no days: the bodies are then only on days of their own.
    if (answer.status === 403) return taken;
    if (answer.status !== 200) throw new Error(`the schedule could not be read: ${answer.status}`);
    for (const day of (answer.json as Schedule).days)
      if (day.classes.some((c) => c.jobClassId === jobClassId && c.count > 0)) taken.add(day.date);
  }
  return taken;
}

/**
 * Valid create-job bodies for the client's location settings, read once: each scheduled in on a weekday the class
 * takes jobs, from the next one on, a day of its own per body that had no job of the class, so tests that make many
 * jobs never meet a full day (a day refuses jobs past its class's capacity) on any date they run.
 */
export async function jobBodies(client: ApiClient) {
  const { json: settings } = await client.get('/api/production/v1/locations/settings');
  const { json: classes } = await client.get('/api/production/v1/jobclass');
  const jobClass: JobClass = classes.find((c: JobClass) => c.name === 'Light') ?? classes[0];
  const capacity = capacityByWeekday(jobClass);
  const tomorrow = addDays(settings.today, 1);
  const taken = await daysWithJobs(client, jobClass.jobClassId, tomorrow);
  return (overrides: Record<string, unknown> = {}) => {
    const last = lastDayUsed.get(jobClass.jobClassId);
    let scheduledIn = scheduledOnOrAfter(capacity, last === undefined ? tomorrow : addDays(last, 1));
    while (taken.has(scheduledIn)) scheduledIn = scheduledOnOrAfter(capacity, addDays(scheduledIn, 1));
    lastDayUsed.set(jobClass.jobClassId, scheduledIn);
    return {
      clientName: 'Test Customer',
      clientCellular: '(510) 555-0123',
      clientEmail: 'test.customer@example.com',
      jobClassId: jobClass.jobClassId,
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      color: 'Blue',
      hours: 8.5,
      subTotal: '1,234.50',
      scheduledIn: `${scheduledIn}T00:00:00`,
      scheduledOut: `${addDays(scheduledIn, 7)}T00:00:00`,
      ...overrides,
    };
  };
}

/** A valid create-job body for the client's location settings, on a day of its own (see jobBodies). */
export async function validJobBody(client: ApiClient, overrides: Record<string, unknown> = {}) {
  return (await jobBodies(client))(overrides);
}

/**
 * Saves the location's users as GET users/settings `listed` them, with the manager's admin rights revoked and the
 * tech deactivated (PUT users/policyusers, as `client`).
 */
export const revokeManagerAndDeactivateTech = (client: ApiClient, listed: readonly PolicyUser[]) =>
  client.put(
    '/api/identity/v1/users/policyusers',
    listed.map((u) => ({
      ...u,
      password: '',
      ...(u.email === 'manager@bayline.test' && { roles: u.roles.filter((r) => !r.startsWith('admin-')) }),
      ...(u.email === 'tech@bayline.test' && { isActive: false }),
    })),
  );

/**
 * The client's location texts (customers and staff) at any hour of any day: every weekday a notify day, the notify
 * window the whole day, so tests of texts do not depend on when they run. `preferences` are saved with it (an
 * appointment reminder's lead, say).
 */
export async function textAtAnyTime(client: ApiClient, preferences: Record<string, unknown> = {}) {
  const view = (await client.read('/api/production/v1/locations/settings')).json;
  const everyDay = Object.fromEntries(
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [`doNotify${d}`, true]),
  );
  const saved = await client.put('/api/production/v1/locations/settings', {
    ...view,
    ...everyDay,
    notifyStart: '00:00',
    notifyEnd: '00:00',
    ...preferences,
  });
  if (saved.status !== 200) throw new Error(`the notify days and hours could not be saved: ${saved.status}`);
}

/**
 * Opens the live hub (`/updateHub` at `url`, with a session's cookie), makes a change once the hub said hello, and
 * resolves with the change's id and what the hub pushed until a message named it. The hello and the push are each
 * waited for `timeoutMs` at most: the caller's assertion then says what was missing.
 */
export async function pushOf(url: string, cookie: string, change: () => Promise<string>, timeoutMs = 15_000) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), timeoutMs);
  let text = '';
  let jobAdminId = '';
  try {
    const response = await fetch(`${url}/updateHub`, { headers: { cookie }, signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const readUntil = async (seen: () => boolean) => {
      while (!seen()) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(() => text.includes('event: hello'));
    if (!text.includes('event: hello')) return { jobAdminId, text };
    jobAdminId = await change();
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
    await readUntil(() => text.includes(`"ItemId":"${jobAdminId}"`));
  } catch (error) {
    // Aborted when its time was up: the caller's assertion says what was missing.
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { jobAdminId, text };
}
