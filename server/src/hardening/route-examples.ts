import { addDays, positionHeader } from '@bayline/contracts';
import { adminTokenHeader, type RouteEntry } from '@bayline/platform/http';
import { demoTextingLocation } from '../seed/demo-shop.ts';
import { apiClient, signedIn, validJobBody } from '../testing/client.ts';
import { filesForm, type TestFile } from '../testing/media.ts';

/** One request of a route: its path parameters, query string, body and extra headers. */
export interface RouteRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Files sent as multipart/form-data, each as a `files` part (uploads), instead of a JSON body. */
  files?: TestFile[];
  /** Text fields sent ahead of the files in the same form (a text with files). */
  fields?: Record<string, string>;
}

export interface RouteExample {
  /** A request the route accepts from the demo owner at BAYVIEW, made when it is sent (the shop changes). */
  make(): Promise<RouteRequest>;
  /** Who the route is for beyond its access declaration (only support users regenerate the API key). */
  by?: 'support';
  /** Public routes that still check something: what an anonymous request without it is answered. */
  anonymous?: number;
  /**
   * What the example is answered once every access check passed, when that cannot be a success: no event is
   * parked in a healthy shop, so a decision on one is answered 404.
   */
  answers?: number;
}

/** The admin token the suites start Bayline with, so the admin routes are served and can be tried. */
export const exampleAdminToken = 'admin-token-of-the-hardening-suites';

export { signedIn };

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

const production = '/api/production/v1';
/** A 1×1 PNG: the smallest picture a thumbnail can be made of. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const messaging = '/api/messaging/v1';
const scheduling = '/api/scheduling/v1';
const reports = '/api/reports/v1';
const audit = '/api/audit/v1';

/** The URL of a route with its parameters filled in and its query string. */
export function urlOf(route: RouteEntry, request: RouteRequest) {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(request.params?.[name] ?? ''),
  );
  const query = new URLSearchParams(request.query ?? {});
  return query.size ? `${path}?${query}` : path;
}

export interface Answer {
  status: number;
  type: string;
  text: string;
  json: unknown;
}

/** Sends a request as a browser of `cookie` would (same origin); the live hub's stream is cut after its headers. */
export async function send(
  base: string,
  route: RouteEntry,
  request: RouteRequest & { rawBody?: string },
  cookie = '',
): Promise<Answer> {
  const controller = new AbortController();
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const form = request.files && filesForm(request.files, request.fields);
  const response = await fetch(`${base}${urlOf(route, request)}`, {
    method: route.method,
    headers: {
      origin: base,
      ...(cookie ? { cookie } : {}),
      ...(hasBody && !form ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    body: form ?? (hasBody ? (request.rawBody ?? JSON.stringify(request.body ?? {})) : undefined),
    signal: controller.signal,
  });
  const type = response.headers.get('content-type') ?? '';
  const text = type.startsWith('text/event-stream') ? '' : await response.text();
  controller.abort();
  return { status: response.status, type, text, json: /json/.test(type) && text ? JSON.parse(text) : undefined };
}

/**
 * A valid request for every route of Bayline, made against the demo shop at BAYVIEW as the owner sees it. The
 * fuzz suite starts from these and the access matrix sends them; a route without an example fails both. The
 * examples read the shop in a session of their own, which no request under test signs out.
 */
export async function routeExamples(base: string): Promise<{
  byRoute: Map<string, RouteExample>;
  /** The BAYVIEW job the examples act on. */
  jobAdminId: string;
}> {
  const owner = await signedIn(base, 'demo@bayline.test');
  const getAt = async (url: string) => {
    const answer = await owner.read(url);
    if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
    return answer.json;
  };
  const get = (path: string) => getAt(`${production}${path}`);
  const jobAdminId = (await owner.post(`${production}/jobadmins`, await validJobBody(owner))).json.jobAdmin
    .jobAdminId as string;
  const [badge] = await get('/badges');
  const [pkg] = await get('/todos/groups');
  const [department] = await get('/departments');
  const [contact] = await get('/contacts');
  // The job has a task and an assignee, so folder saves name ids the job keeps.
  const folder = await get(`/JobAdmins/asfolder/${jobAdminId}`);
  const tasked = await owner.put(`${production}/jobadmins/asfolder`, {
    ...folder,
    jobTodos: [{ jobTodoId: '', todoId: pkg.items[0].todoId, sortOrder: 0, isCompleted: false }],
    jobAssignments: [{ departmentId: department.departmentId, contactId: contact.contactId }],
  });
  if (tasked.status !== 200) throw new Error(`The example job could not be given a task: ${tasked.text}`);
  const noteCategoryId = (await get('/notecategories'))[0].noteCategoryId as string;
  const apiKey = async () => (await get('/locations/settings')).apiKey as string;
  let n = 0;
  const unique = (what: string) => `${what} ${Date.now().toString(36)}${++n}`;
  const newAddress = () => `invitee-${Date.now().toString(36)}${++n}@examples.test`;
  /** The token of the newest link of a kind mailed to an address (the outbox, as the owner reads it). */
  const mailedToken = async (email: string, page: 'register' | 'forgot') => {
    for (let tries = 0; tries < 400; tries++) {
      const outbox = (await owner.get('/api/admin/v1/outbox')).json as { to: string; text: string }[];
      // The link itself, not the first address in the mail: fuzzed location or user names may hold one.
      const url = outbox
        .find((m) => m.to === email && m.text.includes(`/${page}?token=`))
        ?.text.match(new RegExp(`http\\S*/${page}\\?token=\\S+`))?.[0];
      if (url) return new URL(url).searchParams.get('token') as string;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No ${page} link was mailed to ${email}`);
  };
  const invited = async () => {
    const email = newAddress();
    const answer = await owner.post('/api/identity/v1/users/invite', { email });
    if (answer.status !== 202) throw new Error(`The example invitation failed: ${answer.text}`);
    return { email, token: await mailedToken(email, 'register') };
  };
  const newPassword = { password: 'a-long-password', confirmPassword: 'a-long-password' };
  /** A reset link of a user made for it: using it signs nobody else out. */
  const resetToken = async () => {
    const { email, token } = await invited();
    const user = apiClient(base);
    const registered = await user.post('/api/identity/v1/users/register', {
      token,
      firstName: 'Ex',
      lastName: 'Ample',
      ...newPassword,
    });
    if (registered.status !== 200) throw new Error(`The example user could not register: ${registered.text}`);
    await apiClient(base).post('/api/identity/v1/users/forgot', { email });
    return mailedToken(email, 'forgot');
  };
  const job = { jobAdminId };
  let holdsJob: Promise<string> | undefined;
  /** The job the hold examples put on hold and release, made when first asked for. */
  const heldJob = async () => {
    holdsJob ??= owner
      .post(`${production}/jobadmins`, await validJobBody(owner))
      .then((created) => created.json.jobAdmin.jobAdminId as string);
    return { jobAdminId: await holdsJob };
  };
  // Media: PDFs to upload (they get no thumbnail, so nothing is appended after the answer), and one picture.
  const pdf: TestFile = { name: 'estimate.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') };
  const png: TestFile = { name: 'door.png', type: 'image/png', bytes: Buffer.from(onePixelPng, 'base64') };
  const mediaBase = '/api/media/v1';
  /**
   * Uploads a file to the example job and waits until the media list shows it (with its thumbnail if `thumbnail`).
   * The job is opened first: the fuzz of PATCH jobadmins may have voided or archived it with a valid request.
   */
  const uploadedMedia = async (file: TestFile, thumbnail = false) => {
    await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 2 });
    const answer = await fetch(`${base}${mediaBase}/upload/${jobAdminId}`, {
      method: 'POST',
      body: filesForm([file]),
      headers: { cookie: owner.cookie },
    });
    if (answer.status !== 201) throw new Error(`The example upload failed: ${await answer.text()}`);
    const [uploaded] = (await answer.json()) as { mediaId: string }[];
    if (!uploaded) throw new Error('The example upload answered no media');
    const { mediaId } = uploaded;
    for (let tries = 0; tries < 400; tries++) {
      const listed = (
        await owner.get(`${mediaBase}/media/byjob/${jobAdminId}`, {
          [positionHeader]: answer.headers.get(positionHeader) ?? '0',
        })
      ).json as { mediaId: string; thumbnailUri: string | null }[];
      const item = listed.find((m) => m.mediaId === mediaId);
      if (item && (!thumbnail || item.thumbnailUri)) return mediaId;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`The example upload ${mediaId} was not listed${thumbnail ? ' with a thumbnail' : ''}`);
  };
  // Awaited here: the thumbnail's event, appended by a queue job, must not land while a route is being tried.
  const picture = await uploadedMedia(png, true);
  /** The first of the location's saved reports (the seed saves some). */
  const savedReport = async () =>
    (await getAt(`${reports}/reports/saved`))[0] as { reportOptionId: string; name: string };
  /**
   * A valid appointment of BAYVIEW's first category, tomorrow at 9:00 for an hour. The category is read when the
   * example is made: the categories' own route is fuzzed too, which may replace or remove them (then one is added).
   */
  const tomorrow = addDays((await get('/locations/settings')).today as string, 1);
  const categories = `${scheduling}/Appointment/ApptCategory`;
  const apptCategoryId = async (): Promise<string> => {
    const [category] = await getAt(categories);
    if (category) return category.apptCategoryId;
    await owner.put(categories, [{ apptCategoryId: '', description: 'Drop-off', displayColor: '#43a047' }]);
    return apptCategoryId();
  };
  const appointmentBody = async () => ({
    description: unique('Estimate'),
    startDateTime: `${tomorrow}T09:00:00`,
    endDateTime: `${tomorrow}T10:00:00`,
    apptCategoryId: await apptCategoryId(),
    clientName: 'Maria Garcia',
    clientCellular: '(510) 555-0101',
    make: 'Honda',
  });
  /** A new appointment, as its POST answers it. */
  const booked = async () => {
    const answer = await owner.post(`${scheduling}/Appointment`, await appointmentBody());
    if (answer.status !== 201) throw new Error(`The example appointment was not booked: ${answer.text}`);
    return answer.json as { appointmentId: string; version: number };
  };
  const messagingCategoryId = (
    (await get('/media/categories')) as { mediaCategoryId: string; isCustom: boolean }[]
  ).find((c) => !c.isCustom)!.mediaCategoryId;

  const examples: [string, RouteExample][] = [
    [
      'POST /api/identity/v1/login',
      { make: async () => ({ body: { email: 'demo@bayline.test', password: 'bayline-demo' } }) },
    ],
    ['DELETE /api/identity/v1/login', { make: async () => ({}) }],
    ['POST /api/identity/v1/users/invite', { make: async () => ({ body: { email: newAddress() } }) }],
    [
      'POST /api/identity/v1/users/register',
      {
        make: async () => ({
          body: { token: (await invited()).token, firstName: 'Ines', lastName: 'Invited', ...newPassword },
        }),
      },
    ],
    ['POST /api/identity/v1/users/forgot', { make: async () => ({ body: { email: newAddress() } }) }],
    [
      'POST /api/identity/v1/users/reset',
      { make: async () => ({ body: { token: await resetToken(), ...newPassword } }) },
    ],
    ['PUT /api/identity/v1/users/eula', { make: async () => ({ body: { accepted: true } }) }],
    [
      'PUT /api/identity/v1/users',
      { make: async () => ({ body: { firstName: 'Dana', lastName: unique('Owner').slice(0, 25) } }) },
    ],
    [
      // Only a wrong current password: a right one would sign out the suite's other sessions of the owner.
      'PUT /api/identity/v1/users/password',
      {
        make: async () => ({
          body: { currentPassword: 'not-the-password', password: 'a-new-password', confirmPassword: 'a-new-password' },
        }),
        answers: 403,
      },
    ],
    [
      'PUT /api/identity/v1/users/displaysettings/:location',
      { make: async () => ({ params: { location: 'BAYVIEW' }, body: { weekStart: 'monday' } }) },
    ],
    ['PUT /api/identity/v1/locations/select/:shortName', { make: async () => ({ params: { shortName: 'BAYVIEW' } }) }],
    // A body of its own each time: a day takes no more of a class's jobs than its capacity.
    [`POST ${production}/jobadmins`, { make: async () => ({ body: await validJobBody(owner) }) }],
    [
      `PUT ${production}/jobadmins/:jobAdminId/department`,
      { make: async () => ({ params: job, body: { departmentShortName: 'BODY' } }) },
    ],
    [
      `PUT ${production}/jobadmins/asfolder`,
      { make: async () => ({ body: await get(`/JobAdmins/asfolder/${jobAdminId}`) }) },
    ],
    [`PATCH ${production}/jobadmins/:jobAdminId`, { make: async () => ({ params: job, body: { roState: 2 } }) }],
    [
      // The day the job is on: a day the class may be full on still takes the job it holds.
      `PUT ${production}/jobadmins/:jobAdminId/scheduledin`,
      {
        make: async () => ({
          params: job,
          body: {
            scheduledIn: (await get(`/JobAdmins/asfolder/${jobAdminId}`)).scheduledIn,
            recalculateScheduledOut: false,
          },
        }),
      },
    ],
    // Holds act on a job of their own, so the examples that archive the shared job never find it held.
    [
      `PUT ${production}/jobadmins/:jobAdminId/hold`,
      {
        make: async () => {
          const held = await heldJob();
          await owner.del(`${production}/jobadmins/${held.jobAdminId}/hold`);
          return { params: held, body: { delayId: (await get('/Delay'))[0].delayId, note: 'Bumper on order' } };
        },
      },
    ],
    [
      `DELETE ${production}/jobadmins/:jobAdminId/hold`,
      {
        make: async () => {
          const held = await heldJob();
          await owner.put(`${production}/jobadmins/${held.jobAdminId}/hold`, {
            delayId: (await get('/Delay'))[0].delayId,
          });
          return { params: held };
        },
      },
    ],
    [
      `PUT ${production}/jobadmins/jobbadge/:jobAdminId`,
      { make: async () => ({ params: job, body: { badgeId: badge.badgeId, state: 2 } }) },
    ],
    [
      `PUT ${production}/jobadmins/badges/:jobAdminId`,
      { make: async () => ({ params: job, body: { badgeIds: [badge.badgeId] } }) },
    ],
    [
      `POST ${production}/jobadmins/:jobAdminId/jobhistory`,
      { make: async () => ({ params: job, body: { notes: 'Called the customer', noteCategoryId } }) },
    ],
    [
      `PUT ${production}/jobadmins/priority`,
      {
        make: async () => {
          const { departmentShortName } = await get(`/JobAdmins/asfolder/${jobAdminId}`);
          return { body: { departmentShortName, jobAdminIds: [jobAdminId] } };
        },
      },
    ],
    [`PUT ${production}/contacts`, { make: async () => ({ body: await get('/contacts') }) }],
    [
      `POST ${production}/notecategories`,
      { make: async () => ({ body: { description: unique('Sublet').slice(0, 50), color: '#00897b' } }) },
    ],
    ...['jobclass', 'departments/settings', 'badges', 'groups', 'Delay', 'media/categories'].map(
      (path): [string, RouteExample] => [
        `PUT ${production}/${path}`,
        { make: async () => ({ body: await get(`/${path}`) }) },
      ],
    ),
    ...[`${messaging}/MessagingPresets`, `${scheduling}/Appointment/ApptCategory`].map(
      (path): [string, RouteExample] => [`PUT ${path}`, { make: async () => ({ body: await getAt(path) }) }],
    ),
    [
      `PUT ${production}/notecategories`,
      {
        make: async () => ({
          body: (await get('/notecategories')).filter((c: { isCustom: boolean }) => c.isCustom),
        }),
      },
    ],
    [
      `PUT ${production}/todos/groups`,
      {
        make: async () => ({
          body: {
            groups: (await get('/todos/groups')).map((p: { group: object; items: { todoId: string }[] }) => ({
              ...p.group,
              todoIds: p.items.map((i) => i.todoId),
            })),
            todos: await get('/todos'),
          },
        }),
      },
    ],
    [`POST ${production}/Delay`, { make: async () => ({ body: { description: unique('Sublet') } }) }],
    [
      `DELETE ${production}/Delay/:delayId`,
      {
        make: async () => {
          const added = await owner.post(`${production}/Delay`, { description: unique('Towing') });
          return { params: { delayId: added.json.delayId } };
        },
      },
    ],
    [`POST ${production}/media/categories`, { make: async () => ({ body: { description: unique('Damage') } }) }],
    [
      `POST ${messaging}/MessagingPresets`,
      { make: async () => ({ body: { title: unique('Ready'), message: 'Your car is ready', isActive: true } }) },
    ],
    ...['todos/group/isexist', 'todos/todo/isexist'].map((path): [string, RouteExample] => [
      `GET ${production}/${path}`,
      { make: async () => ({ query: { name: 'Refinish' } }) },
    ]),
    [
      `POST ${production}/todos`,
      { make: async () => ({ body: { todoGroupId: pkg.group.todoGroupId, description: unique('Check tyres') } }) },
    ],
    [`POST ${production}/groups`, { make: async () => ({ body: { name: unique('Fleet').slice(0, 50) } }) }],
    [
      `POST ${production}/estimates`,
      { make: async () => ({ body: { name: 'Kim Lee' }, headers: { 'x-api-key': await apiKey() } }), anonymous: 401 },
    ],
    [
      `DELETE ${production}/estimates/:estimateId`,
      {
        make: async () => {
          const key = await apiKey();
          const received = await owner.post(`${production}/estimates`, { name: 'Kim Lee' }, { 'x-api-key': key });
          return { params: { estimateId: received.json.estimateId } };
        },
      },
    ],
    [
      `POST ${production}/locations`,
      {
        make: async () => {
          const name = unique('Westside');
          const shortName = name.replace(/[^A-Za-z0-9]/g, '').slice(-20);
          return { body: { name, shortName, timeZone: 'America/Toronto' } };
        },
      },
    ],
    [`POST ${production}/locations/generateApiKey`, { make: async () => ({}), by: 'support' }],
    [
      `POST ${production}/locations/enableMessaging`,
      { make: async () => ({ query: { isEnabled: 'false', phoneNumber: '' } }), by: 'support' },
    ],
    [`PUT ${production}/locations/settings`, { make: async () => ({ body: await get('/locations/settings') }) }],
    [`GET ${production}/locations/country/:country`, { make: async () => ({ params: { country: 'US' } }) }],
    ['GET /api/identity/v1/users/settings', { make: async () => ({}) }],
    [
      'PUT /api/identity/v1/users/policyusers',
      { make: async () => ({ body: (await owner.read('/api/identity/v1/users/settings')).json.users }) },
    ],
    [
      'GET /api/identity/v1/users/testuser/:email',
      { make: async () => ({ params: { email: 'someone.new@bayline.test' } }) },
    ],
    ['GET /api/identity/v1/users', { make: async () => ({}) }],
    ['GET /api/identity/v1/users/joblocation/:jobAdminId', { make: async () => ({ params: job }) }],
    [
      `GET ${production}/departments/:shortName/subdepartments`,
      { make: async () => ({ params: { shortName: 'BODY' } }) },
    ],
    ...['asfolder/:jobAdminId', 'open/:jobAdminId', ':jobAdminId/todos', ':jobAdminId/jobhistory'].map(
      (path): [string, RouteExample] => [
        `GET ${production}/jobadmins/${path}`,
        { make: async () => ({ params: job }) },
      ],
    ),
    [`GET ${production}/jobadmins/search`, { make: async () => ({ query: { search: 'Test' } }) }],
    [
      `GET ${production}/JobAdmins/getTerminalByDate`,
      { make: async () => ({ query: { selectedDate: (await get(`/JobAdmins/asfolder/${jobAdminId}`)).scheduledIn } }) },
    ],
    [
      `GET ${production}/JobAdmins/schedule`,
      {
        make: async () => {
          const { today } = await get('/locations/settings');
          return { query: { startDate: today, endDate: addDays(today, 6) } };
        },
      },
    ],
    ...['GetLeaderboardTotals', 'GetLaborFlagsByAssignee', 'GetDeparturesArrivals'].map(
      (path): [string, RouteExample] => [
        `GET ${reports}/Leaderboard/${path}`,
        {
          make: async () => {
            const { today } = await get('/locations/settings');
            return { query: { startDate: addDays(today, -30), endDate: today } };
          },
        },
      ],
    ),
    ...[
      'departments',
      'jobclass',
      'groups',
      'badges',
      'contacts',
      'locations/settings',
      'locations/metrics',
      'jobadmins/open',
      'notecategories',
      'todos',
      'todos/groups',
      'estimates',
      'departments/settings',
      'departments/datetypes',
      'Delay',
      'media/categories',
    ].map((path): [string, RouteExample] => [`GET ${production}/${path}`, { make: async () => ({}) }]),
    ...[`${messaging}/MessagingPresets`, `${scheduling}/Appointment/ApptCategory`].map(
      (path): [string, RouteExample] => [`GET ${path}`, { make: async () => ({}) }],
    ),
    [`POST ${mediaBase}/upload/:jobAdminId`, { make: async () => ({ params: job, files: [pdf] }) }],
    [
      `POST ${mediaBase}/upload/:jobAdminId/:mediaCategoryId`,
      { make: async () => ({ params: { ...job, mediaCategoryId: messagingCategoryId }, files: [pdf, pdf] }) },
    ],
    [
      `PUT ${mediaBase}/media/bulkmove/:jobAdminId`,
      {
        make: async () => ({
          params: job,
          body: [{ mediaId: picture, mediaCategoryId: messagingCategoryId }],
        }),
      },
    ],
    [`DELETE ${mediaBase}/media/bulk`, { make: async () => ({ query: { ids: await uploadedMedia(pdf) } }) }],
    [`GET ${mediaBase}/media/byjob/:jobAdminId`, { make: async () => ({ params: job }) }],
    ...['download/:mediaId', 'download/:mediaId/thumbnail'].map((path): [string, RouteExample] => [
      `GET ${mediaBase}/${path}`,
      { make: async () => ({ params: { mediaId: picture } }) },
    ]),
    [`GET ${mediaBase}/download/aszip`, { make: async () => ({ query: { jobid: jobAdminId, ids: picture } }) }],
    // Only this server signs a shared link (the SMS provider's, sent with a text): a made-up one is refused.
    [
      `GET ${mediaBase}/shared/:mediaId`,
      {
        make: async () => ({ params: { mediaId: picture }, query: { expires: '4102444800', sig: 'bm90LXNpZ25lZA' } }),
        anonymous: 403,
        answers: 403,
      },
    ],
    // Texting is off at BAYVIEW: a valid text is refused there, after every access check.
    [
      `POST ${messaging}/Messages/sms`,
      {
        make: async () => ({ body: { phoneNumber: '(510) 555-0123', jobAdminId, message: 'Your car is ready' } }),
        answers: 409,
      },
    ],
    // Likewise with a file: refused after every access check and the text's, before the file is stored.
    [
      `POST ${messaging}/Messages/sms/withfiles`,
      {
        make: async () => ({
          fields: { phoneNumber: '(510) 555-0123', jobAdminId, message: 'Your car is ready' },
          files: [pdf],
        }),
        answers: 409,
      },
    ],
    [
      `POST ${messaging}/Messages/:messageId/retry`,
      { make: async () => ({ params: { messageId: 'm-1' } }), answers: 404 },
    ],
    [`PUT ${messaging}/Messages/markallread/:phone`, { make: async () => ({ params: { phone: '5105550123' } }) }],
    // Only the provider can sign a reply: anyone else is refused.
    [
      `POST ${messaging}/Messages/inbound`,
      {
        make: async () => ({
          body: {
            From: '+15105550123',
            To: `+1${demoTextingLocation.smsSendPhone}`,
            Body: 'On my way',
            MessageSid: 'SM1',
          },
          headers: { 'x-twilio-signature': 'bm90IHNpZ25lZA==' },
        }),
        anonymous: 401,
        answers: 401,
      },
    ],
    [`GET ${messaging}/Messages/all/byphone/:phone`, { make: async () => ({ params: { phone: '5105550123' } }) }],
    [`GET ${messaging}/Messages/byjob/:jobAdminId`, { make: async () => ({ params: job }) }],
    [`GET ${messaging}/Messages/unread`, { make: async () => ({}) }],
    [
      `POST ${messaging}/MessagingPresets/fillJobAdminTags`,
      { make: async () => ({ body: { jobAdminId, message: 'Your car is ready' } }) },
    ],
    ...[
      'reports/templates',
      'reports/saved',
      'analytics/cycletime',
      'analytics/cycletime/jobs',
      'reports/waiting',
      'reports/waiting/jobs',
      'reports/waiting/holds',
      'reports/date-entry',
      'reports/date-entry/entries',
    ].map((path): [string, RouteExample] => [`GET ${reports}/${path}`, { make: async () => ({}) }]),
    [`GET ${reports}/reports/waiting/jobs/:jobAdminId`, { make: async () => ({ params: job }) }],
    [`GET ${reports}/reports/date-entry/jobs/:jobAdminId`, { make: async () => ({ params: job }) }],
    [`GET ${reports}/reports/options/:key`, { make: async () => ({ params: { key: 'jobClass' } }) }],
    [
      `GET ${reports}/reports/data/:reportOptionId`,
      { make: async () => ({ params: { reportOptionId: (await savedReport()).reportOptionId } }) },
    ],
    // The jobs behind a month of the seeded Sales by Month chart.
    [
      `GET ${reports}/reports/drilldown/:reportOptionId`,
      {
        make: async () => {
          const sales = ((await getAt(`${reports}/reports/saved`)) as { reportOptionId: string; name: string }[]).find(
            (r) => r.name === 'Sales by Month',
          )!;
          return { params: { reportOptionId: sales.reportOptionId }, query: { figure: 'subTotal', month: '2025-06' } };
        },
      },
    ],
    // The dashboard's charts in the order they have (Move Chart), against the version read.
    [
      `PUT ${reports}/reports/saved/order`,
      {
        make: async () => {
          const read = await owner.read(`${reports}/reports/saved`);
          const pinned = (read.json as { reportOptionId: string; isPinned: boolean; sortOrder: number }[])
            .filter((r) => r.isPinned)
            .sort((a, b) => a.sortOrder - b.sortOrder);
          return {
            body: { reportOptionIds: pinned.map((r) => r.reportOptionId) },
            headers: { 'if-match': read.headers.get('etag') ?? '' },
          };
        },
      },
    ],
    // A change to a report the shop has (not a new one each time: a location keeps 200 at most).
    [
      `PUT ${reports}/reports/saved`,
      { make: async () => ({ body: { ...(await savedReport()), name: unique('Delivered').slice(0, 120) } }) },
    ],
    [
      `DELETE ${reports}/reports/saved/:reportOptionId`,
      {
        make: async () => {
          const name = unique('Sales');
          const added = await owner.put(`${reports}/reports/saved`, {
            reportOptionId: '',
            reportId: 'sales',
            name,
            setType: 'sales',
            chartType: 'report',
          });
          const made = (added.json as { name: string; reportOptionId: string }[]).find((r) => r.name === name);
          return { params: { reportOptionId: made!.reportOptionId } };
        },
      },
    ],
    [
      `GET ${audit}/jobs/bynumber/:number`,
      {
        make: async () => ({
          params: { number: String((await getAt(`${audit}/jobs/${jobAdminId}/history`)).jobAdminInt) },
        }),
      },
    ],
    [`GET ${audit}/jobs/:jobAdminId/history`, { make: async () => ({ params: job, query: { order: 'oldest' } }) }],
    [
      `GET ${audit}/jobs/:jobAdminId/moment`,
      { make: async () => ({ params: job, query: { at: new Date().toISOString() } }) },
    ],
    [
      `GET ${audit}/jobs/:jobAdminId/compare`,
      {
        make: async () => {
          const { entries } = await getAt(`${audit}/jobs/${jobAdminId}/history?order=oldest`);
          return { params: job, query: { from: String(entries[0].position), to: String(entries.at(-1).position) } };
        },
      },
    ],
    [`GET ${audit}/jobs/:jobAdminId/export`, { make: async () => ({ params: job, query: { format: 'json' } }) }],
    [`GET ${audit}/export-key`, { make: async () => ({}) }],
    ['GET /api/openapi.json', { make: async () => ({}) }],
    ['GET /api/docs', { make: async () => ({}) }],
    ['GET /api/docs/swagger-ui.css', { make: async () => ({}) }],
    ['GET /api/docs/:script', { make: async () => ({ params: { script: 'start.js' } }) }],
    [
      `GET ${audit}/locations/trail`,
      { make: async () => ({ query: { kind: 'jobClasses', order: 'oldest', limit: '20', search: 'capacity' } }) },
    ],
    [`GET ${audit}/locations/settings-at`, { make: async () => ({ query: { at: new Date().toISOString() } }) }],
    [`GET ${scheduling}/Appointment`, { make: async () => ({ query: { date: tomorrow.slice(0, 7) } }) }],
    [`POST ${scheduling}/Appointment`, { make: async () => ({ body: await appointmentBody() }) }],
    [
      `PUT ${scheduling}/Appointment`,
      { make: async () => ({ body: { ...(await booked()), notes: 'Bring the keys' } }) },
    ],
    [
      `DELETE ${scheduling}/Appointment/:appointmentId`,
      { make: async () => ({ params: { appointmentId: (await booked()).appointmentId } }) },
    ],
    [
      `POST ${scheduling}/Appointment/:appointmentId/convert`,
      { make: async () => ({ params: { appointmentId: (await booked()).appointmentId }, body: {} }) },
    ],
    ['GET /updateHub', { make: async () => ({}) }],
    [
      'POST /admin/rebuild/:name',
      { make: async () => ({ params: { name: 'live-feed' }, headers: { [adminTokenHeader]: exampleAdminToken } }) },
    ],
    ['GET /health', { make: async () => ({}) }],
    ['GET /api/admin/v1/parked', { make: async () => ({}) }],
    ['GET /api/admin/v1/operations', { make: async () => ({}) }],
    ['GET /api/admin/v1/operations/log', { make: async () => ({}) }],
    ['POST /api/admin/v1/rebuilds/:name', { make: async () => ({ params: { name: 'live-feed' } }) }],
    ['POST /api/admin/v1/rebuilds/:name/cancel', { make: async () => ({ params: { name: 'live-feed' } }) }],
    ['GET /api/admin/v1/outbox', { make: async () => ({}) }],
    ['GET /api/admin/v1/sms-outbox', { make: async () => ({}) }],
    [
      'POST /api/admin/v1/sms-outbox/reply',
      { make: async () => ({ body: { from: '5105550123', to: demoTextingLocation.smsSendPhone, body: 'On my way' } }) },
    ],
    [
      'POST /api/admin/v1/parked/:projector/:position/retry',
      { make: async () => ({ params: { projector: 'jobs', position: '1' } }), answers: 404 },
    ],
    [
      'POST /api/admin/v1/parked/:projector/:position/skip',
      {
        make: async () => ({ params: { projector: 'jobs', position: '1' }, body: { reason: 'A test import' } }),
        answers: 404,
      },
    ],
  ];
  return { byRoute: new Map(examples), jobAdminId };
}
