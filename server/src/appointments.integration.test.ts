import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appointmentReminders, identityCommands } from '@bayline/command-service';
import {
  type Appointment,
  appointmentMessages,
  appointmentReminderText,
  type ConvertedAppointment,
  systemNoteCategoryId,
  systemNotes,
  wallTimeInZone,
} from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { fakeSmsProvider } from '@bayline/platform/testing/fake-sms-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { demoLocations } from './seed/demo-shop.ts';
import { type ApiClient, eventually, signedIn, textAtAnyTime } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const scheduling = '/api/scheduling/v1';
const production = '/api/production/v1';
const harbor = demoLocations.find((l) => l.shortName === 'HARBOR')!;
/** Three tries, 100 ms then 200 ms apart. */
const retries = { attempts: 3, backoffMs: 100 };

/** The wall-clock time at Harbor `minutes` from now, to the minute, as the calendar sends it. */
const harborTime = (minutes: number) =>
  `${wallTimeInZone(new Date(Date.now() + minutes * 60_000), harbor.timeZone).slice(0, 16)}:00`;

interface Kept {
  id: string;
  to: string;
  from: string;
  body: string;
}

describe('appointments (embedded SMS outbox)', () => {
  const { bayline, owner } = localShop({
    jobsPerLocation: 2,
    textRetries: retries,
    users: { owner: { email: 'demo@bayline.test', location: 'HARBOR' } },
    timeout: 180_000,
  });
  type Category = { apptCategoryId: string; description: string; displayColor: string };
  /** The location's categories: the demo shop has some. */
  let categories: [Category, ...Category[]];

  const form = (overrides: Record<string, unknown> = {}) => ({
    description: 'Estimate for the rear bumper',
    startDateTime: harborTime(24 * 60),
    endDateTime: harborTime(25 * 60),
    apptCategoryId: categories[0].apptCategoryId,
    clientName: 'Maria Garcia',
    clientCellular: '(510) 555-0177',
    clientEmail: 'maria@example.com',
    year: '2019',
    make: 'Honda',
    model: 'Civic',
    color: 'Blue',
    notes: 'Scraped on a post',
    ...overrides,
  });
  const book = async (overrides: Record<string, unknown> = {}, client = owner) => {
    const answer = await client.post(`${scheduling}/Appointment`, form(overrides));
    expect(answer.status, answer.text).toBe(201);
    return answer.json as Appointment;
  };
  const month = async (date: string, client = owner) =>
    (await client.read(`${scheduling}/Appointment?date=${date}`)).json as Appointment[];
  const outbox = async () => (await owner.get('/api/admin/v1/sms-outbox')).json as Kept[];

  beforeAll(async () => {
    await textAtAnyTime(owner);
    categories = (await owner.read(`${scheduling}/Appointment/ApptCategory`)).json;
    expect(categories.length).toBeGreaterThan(0);
  }, 180_000);

  it.each([
    ['clientName', { clientName: ' ' }, appointmentMessages.nameRequired],
    ['clientCellular', { clientCellular: '' }, appointmentMessages.phoneRequired],
    ['clientCellular', { clientCellular: '555-12' }, appointmentMessages.phoneInvalid],
    ['clientEmail', { clientEmail: 'maria@' }, appointmentMessages.emailInvalid],
    ['apptCategoryId', { apptCategoryId: '' }, appointmentMessages.typeRequired],
    ['apptCategoryId', { apptCategoryId: 'no-such-type' }, appointmentMessages.typeNotHere],
    ['description', { description: '' }, appointmentMessages.descriptionRequired],
    ['endDateTime', { endDateTime: harborTime(24 * 60 + 29) }, appointmentMessages.minimumDuration],
    [
      'startDateTime',
      { startDateTime: '2017-12-31T09:00:00', endDateTime: '2017-12-31T10:00:00' },
      appointmentMessages.beforeMinimumDate,
    ],
    [
      'startDateTime',
      { startDateTime: '2031-01-01T09:00:00', endDateTime: '2031-01-01T10:00:00' },
      appointmentMessages.afterMaximumDate,
    ],
    ['startDateTime', { startDateTime: 'tomorrow' }, appointmentMessages.dateInvalid],
  ])('refuses %s with the spec message: %j', async (field, change, message) => {
    const before = await bayline.adapters.store.headPosition();
    const answer = await owner.post(`${scheduling}/Appointment`, form(change));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer.json.errors).toContainEqual({ field, message });
    expect(await bayline.adapters.store.headPosition()).toBe(before);
  });

  it('shows the demo shop’s fortnight of appointments, each with its type', async () => {
    const today = harborTime(0);
    const next = harborTime(10 * 24 * 60);
    const months = [...new Set([today.slice(0, 7), next.slice(0, 7)])];
    const seeded = (await Promise.all(months.map((m) => month(m)))).flat();
    expect(seeded.filter((a) => a.clientName === 'Olivia Chen')).toEqual([
      expect.objectContaining({ apptCategory: expect.objectContaining({ description: 'Consultation' }) }),
    ]);
    expect(new Set(seeded.map((a) => a.clientName)).size).toBeGreaterThanOrEqual(8);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const answer = await owner.get(`${scheduling}/Appointment?date=2026-13`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'date', message: appointmentMessages.monthInvalid }]);
  });

  it('books appointments and lists a month by start, then client name, each with its type', async () => {
    const start = '2027-02-10T09:00:00';
    const zed = await book({ clientName: 'Zed Quinn', startDateTime: start, endDateTime: '2027-02-10T10:00:00' });
    const amy = await book({ clientName: 'amy Park', startDateTime: start, endDateTime: '2027-02-10T11:00:00' });
    const early = await book({ startDateTime: '2027-02-03T08:00:00', endDateTime: '2027-02-03T08:30:00' });
    // Spanning the end of the month: in both.
    const late = await book({ startDateTime: '2027-02-28T17:00:00', endDateTime: '2027-03-01T09:00:00' });
    expect(zed).toMatchObject({
      clientName: 'Zed Quinn',
      year: 2019,
      apptCategory: { description: categories[0].description, displayColor: categories[0].displayColor },
      jobAdminId: null,
      reminder: null,
      version: 0,
    });
    const february = await month('2027-02');
    expect(february.map((a) => a.appointmentId)).toEqual([
      early.appointmentId,
      amy.appointmentId,
      zed.appointmentId,
      late.appointmentId,
    ]);
    expect((await month('2027-03')).map((a) => a.appointmentId)).toEqual([late.appointmentId]);
    expect(await month('2027-04')).toEqual([]);
  });

  it('changes an appointment with the version it was read at; a stale one is answered 409 with the current state', async () => {
    const booked = await book({ startDateTime: '2027-05-04T09:00:00', endDateTime: '2027-05-04T10:00:00' });
    const moved = await owner.put(
      `${scheduling}/Appointment`,
      { ...booked, startDateTime: '2027-06-01T09:00:00', endDateTime: '2027-06-01T10:30:00', notes: 'Moved' },
      { 'if-match': `"${booked.version}"` },
    );
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toBe('"2"');
    expect(moved.json).toMatchObject({ startDateTime: '2027-06-01T09:00:00', notes: 'Moved', version: 2 });
    expect((await month('2027-05')).some((a) => a.appointmentId === booked.appointmentId)).toBe(false);
    expect((await month('2027-06')).find((a) => a.appointmentId === booked.appointmentId)).toMatchObject({
      notes: 'Moved',
      version: 2,
    });

    const before = await bayline.adapters.store.headPosition();
    const stale = await owner.put(
      `${scheduling}/Appointment`,
      { ...booked, notes: 'Lost edit' },
      { 'if-match': `"${booked.version}"` },
    );
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      title: appointmentMessages.changedBySomeoneElse,
      version: 2,
      current: { appointmentId: booked.appointmentId, notes: 'Moved', version: 2 },
    });
    expect(await bayline.adapters.store.headPosition()).toBe(before);

    const noId = await owner.put(`${scheduling}/Appointment`, { ...booked, appointmentId: '' });
    expect(noId.status).toBe(400);
    expect(noId.json.errors).toEqual([{ field: 'appointmentId', message: 'An id is required' }]);
  });

  it('answers another location’s appointment as unknown, and leaves it out of the month', async () => {
    const bayview = await signedIn(bayline.url, 'demo@bayline.test', 'BAYVIEW');
    const [bayviewType] = (await bayview.read(`${scheduling}/Appointment/ApptCategory`)).json;
    const theirs = await book(
      {
        apptCategoryId: bayviewType.apptCategoryId,
        startDateTime: '2027-07-01T09:00:00',
        endDateTime: '2027-07-01T10:00:00',
      },
      bayview,
    );
    const before = await bayline.adapters.store.headPosition();
    const id = theirs.appointmentId;
    for (const answer of [
      await owner.put(`${scheduling}/Appointment`, { ...theirs, apptCategoryId: categories[0].apptCategoryId }),
      await owner.del(`${scheduling}/Appointment/${id}`),
      await owner.post(`${scheduling}/Appointment/${id}/convert`, {}),
      await owner.del(`${scheduling}/Appointment/no-such-appointment`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json.title).toBe('Appointment not found');
    }
    expect(await bayline.adapters.store.headPosition()).toBe(before);
    expect((await month('2027-07')).map((a) => a.appointmentId)).not.toContain(id);
    expect((await month('2027-07', bayview)).map((a) => a.appointmentId)).toContain(id);
  });

  it('needs the scheduler right: read to list, write to change', async () => {
    const viewer = await signedIn(bayline.url, 'viewer@bayline.test', 'HARBOR');
    expect((await viewer.get(`${scheduling}/Appointment?date=2027-02`)).status).toBe(403);
    expect((await viewer.post(`${scheduling}/Appointment`, form())).status).toBe(403);
    const manager = await signedIn(bayline.url, 'manager@bayline.test', 'HARBOR');
    expect((await manager.get(`${scheduling}/Appointment?date=2027-02`)).status).toBe(200);

    // Converting makes a job: a scheduler without Create Job's right may book, not convert.
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'system', locationShortName: 'HARBOR', now: new Date(), correlationId: 'test' };
    const { state } = await identity.register(ctx, {
      email: 'scheduler@bayline.test',
      password: 'bayline-demo',
      firstName: 'Sam',
      lastName: 'Scheduler',
      roles: ['schedule-writer'],
      locationShortNames: ['HARBOR'],
      mfaMethod: 'None',
    });
    await identity.signEula(ctx, state.userId);
    await bayline.bayline.runner!.caughtUp();
    const scheduler = await signedIn(bayline.url, 'scheduler@bayline.test', 'HARBOR');
    const booked = await book({}, scheduler);
    const before = await bayline.adapters.store.headPosition();
    const convert = await scheduler.post(`${scheduling}/Appointment/${booked.appointmentId}/convert`, {});
    expect(convert.status).toBe(403);
    expect(convert.json.detail).toBe('Your jobinformation permission does not allow this change');
    expect(await bayline.adapters.store.headPosition()).toBe(before);
  });

  it('converts to a job once: the customer and vehicle, the System note, the link; again answers the same job', async () => {
    const booked = await book({
      notes: 'Left rear door dented',
      startDateTime: '2027-08-02T09:00:00',
      endDateTime: '2027-08-02T10:00:00',
    });
    const first = await owner.post(`${scheduling}/Appointment/${booked.appointmentId}/convert`, {});
    expect(first.status).toBe(201);
    const converted = first.json as ConvertedAppointment;
    expect(converted.created).toBe(true);
    expect(converted.appointment.jobAdminId).toBe(converted.jobAdminId);

    const again = await owner.post(`${scheduling}/Appointment/${booked.appointmentId}/convert`, {});
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, jobAdminId: converted.jobAdminId });

    const { json: folder } = await owner.read(`${production}/JobAdmins/asfolder/${converted.jobAdminId}`);
    expect(folder).toMatchObject({
      clientName: 'Maria Garcia',
      clientCellular: '5105550177',
      clientEmail: 'maria@example.com',
      year: 2019,
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      description: 'Estimate for the rear bumper',
      locationShortName: 'HARBOR',
    });
    const notes = (await owner.read(`${production}/jobadmins/${converted.jobAdminId}/jobhistory`)).json as {
      notes: string;
      noteCategoryId: string;
    }[];
    expect(notes.filter((n) => n.notes === systemNotes.appointmentNotes('Left rear door dented'))).toEqual([
      expect.objectContaining({ noteCategoryId: systemNoteCategoryId }),
    ]);
    // One job: the second call made none.
    expect(
      await bayline.adapters.readStore
        .collection(jobsModel)
        .count({ locationShortName: 'HARBOR', clientCellular: '5105550177' }),
    ).toBe(1);
    expect((await month('2027-08')).find((a) => a.appointmentId === booked.appointmentId)?.jobAdminId).toBe(
      converted.jobAdminId,
    );
  });

  it('texts the customer reminder once when it is due, and a moved appointment’s again', async () => {
    // Starting in two hours with a day's lead: due at once.
    const booked = await book({
      clientReminder: true,
      clientCellular: '(510) 555-0188',
      startDateTime: harborTime(120),
      endDateTime: harborTime(180),
    });
    expect(booked.reminder).toMatchObject({ status: 'scheduled', sentAt: null });
    const reminderText = appointmentReminderText(harbor.name, booked.startDateTime);
    const toCustomer = (texts: Kept[]) => texts.filter((t) => t.to === '5105550188');
    const sent = await eventually(outbox, (texts) => toCustomer(texts).length > 0);
    expect(toCustomer(sent)).toEqual([expect.objectContaining({ body: reminderText, from: '2535550100' })]);
    const listed = await eventually(
      () => month(booked.startDateTime.slice(0, 7)),
      (appointments) => appointments.find((a) => a.appointmentId === booked.appointmentId)?.reminder?.status === 'sent',
    );
    const shown = listed.find((a) => a.appointmentId === booked.appointmentId)!;
    expect(shown.reminder?.sentAt).not.toBeNull();

    // The text sent is no one's edit: a form opened before it saves with the version it was read at.
    expect(shown.version).toBe(booked.version);
    // A change that does not move it texts nothing more.
    const noted = await owner.put(
      `${scheduling}/Appointment`,
      { ...booked, notes: 'Bring the keys' },
      { 'if-match': `"${booked.version}"` },
    );
    expect(noted.status, noted.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(toCustomer(await outbox())).toHaveLength(1);

    // Moved, the customer is told the new time: one more text.
    const moved = await owner.put(`${scheduling}/Appointment`, {
      ...noted.json,
      startDateTime: harborTime(150),
      endDateTime: harborTime(210),
    });
    expect(moved.status).toBe(200);
    const after = await eventually(outbox, (texts) => toCustomer(texts).length > 1);
    expect(toCustomer(after).map((t) => t.body)).toEqual([
      appointmentReminderText(harbor.name, moved.json.startDateTime),
      reminderText,
    ]);
  });

  it('schedules no text for a reminder turned off, and none once cancelled', async () => {
    const booked = await book({
      clientReminder: true,
      clientCellular: '(510) 555-0199',
      startDateTime: harborTime(3 * 24 * 60),
      endDateTime: harborTime(3 * 24 * 60 + 60),
    });
    expect(booked.reminder?.status).toBe('scheduled');
    // Due in two days: the queue holds it until then. The worker, asked early, texts nothing (and says it is still
    // waiting); asked at its moment once it is turned off, and once the appointment is cancelled, it finds none.
    const reminderId = `${booked.appointmentId}-r1`;
    const remindAt = (at: string) =>
      appointmentReminders({
        ...bayline.bayline.commandDeps,
        queue: bayline.adapters.queue,
        sms: bayline.adapters.sms,
        now: () => new Date(at),
      }).remind({
        data: { locationShortName: 'HARBOR', appointmentId: booked.appointmentId, reminderId },
        attempt: 1,
        attempts: 1,
      });
    await expect(remindAt(new Date().toISOString())).rejects.toThrow(`Not due until ${booked.reminder!.dueAt}`);
    const off = await owner.put(`${scheduling}/Appointment`, { ...booked, clientReminder: false });
    expect(off.json.reminder).toBeNull();
    expect(await remindAt(booked.reminder!.dueAt)).toEqual({ settled: 'not waiting' });
    const gone = await owner.del(`${scheduling}/Appointment/${booked.appointmentId}`);
    expect(gone.status).toBe(204);
    expect((await month(booked.startDateTime.slice(0, 7))).map((a) => a.appointmentId)).not.toContain(
      booked.appointmentId,
    );
    expect((await owner.del(`${scheduling}/Appointment/${booked.appointmentId}`)).status).toBe(404);
    expect(await remindAt(booked.reminder!.dueAt)).toEqual({ settled: 'not waiting' });
    expect((await outbox()).filter((t) => t.to === '5105550199')).toEqual([]);
  });

  it('tells the location’s live hub of a new, changed and removed appointment', async () => {
    const controller = new AbortController();
    const response = await fetch(`${bayline.url}/updateHub`, {
      headers: { cookie: owner.cookie },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    const until = async (marker: string) => {
      const deadline = Date.now() + 10_000;
      while (!text.includes(marker) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    };
    try {
      await until('event: hello');
      const booked = await book({ startDateTime: '2027-09-01T09:00:00', endDateTime: '2027-09-01T10:00:00' });
      const message = (action: string) =>
        JSON.stringify({ ItemId: booked.appointmentId, Type: 'appointment', Action: action });
      expect(await until(message('new'))).toContain(message('new'));
      await owner.put(`${scheduling}/Appointment`, { ...booked, notes: 'Changed' });
      expect(await until(message('update'))).toContain(message('update'));
      await owner.del(`${scheduling}/Appointment/${booked.appointmentId}`);
      expect(await until(message('remove'))).toContain(message('remove'));
    } finally {
      controller.abort();
    }
  });
});

describe('appointment reminders through a provider that fails', () => {
  let provider: Awaited<ReturnType<typeof fakeSmsProvider>>;
  beforeAll(async () => {
    provider = await fakeSmsProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const { owner } = localShop({
    jobsPerLocation: 1,
    textRetries: retries,
    env: () => ({
      BAYLINE_SMS_URL: provider.url,
      BAYLINE_SMS_ACCOUNT: provider.account,
      BAYLINE_SMS_TOKEN: provider.token,
    }),
    users: { owner: { email: 'demo@bayline.test', location: 'HARBOR' } },
    timeout: 180_000,
  });
  let apptCategoryId: string;

  beforeAll(async () => {
    await textAtAnyTime(owner);
    [{ apptCategoryId }] = (await owner.read(`${scheduling}/Appointment/ApptCategory`)).json;
  }, 180_000);

  const bookSoon = async (clientCellular: string) => {
    const answer = await owner.post(`${scheduling}/Appointment`, {
      description: 'Drop-off',
      startDateTime: harborTime(120),
      endDateTime: harborTime(180),
      apptCategoryId,
      clientName: 'Kim Lee',
      clientCellular,
      clientReminder: true,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as Appointment;
  };
  const reminderOf = async (booked: Appointment) =>
    (await owner.read(`${scheduling}/Appointment?date=${booked.startDateTime.slice(0, 7)}`)).json.find(
      (a: Appointment) => a.appointmentId === booked.appointmentId,
    )?.reminder as Appointment['reminder'];

  it('tries again after a failure and texts once', async () => {
    provider.failNext(1);
    const booked = await bookSoon('(510) 555-0166');
    const reminder = await eventually(
      () => reminderOf(booked),
      (r) => r?.status === 'sent',
    );
    expect(reminder?.status).toBe('sent');
    expect(provider.texts.filter((t) => t.to.endsWith('5105550166'))).toHaveLength(1);
  });

  it('texts once when the provider took the text but its answer was lost', async () => {
    provider.loseAnswers(1);
    const booked = await bookSoon('(510) 555-0155');
    await eventually(
      () => reminderOf(booked),
      (r) => r?.status === 'sent',
    );
    expect(provider.texts.filter((t) => t.to.endsWith('5105550155'))).toHaveLength(1);
  });

  it('records the reminder failed after the last try, and texts nothing more', async () => {
    provider.failNext(retries.attempts);
    const booked = await bookSoon('(510) 555-0144');
    const reminder = await eventually(
      () => reminderOf(booked),
      (r) => r?.status === 'failed',
    );
    expect(reminder?.status).toBe('failed');
    expect(provider.texts.filter((t) => t.to.endsWith('5105550144'))).toEqual([]);
  });
});

describe('an appointment reminder queued before a restart of the in-process queue', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bayline-reminder-restart-'));
  /** How far the reminders' clock runs ahead of the real one: moved on over the restart to reach the reminder. */
  let aheadMs = 0;
  const start = () =>
    startLocalBayline({ dataDir, jobsPerLocation: 1, noticeClock: () => new Date(Date.now() + aheadMs) });
  let running: LocalBayline | undefined;
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is texted once after it, at its moment, from the log', { timeout: 300_000 }, async () => {
    running = await start();
    let owner = await signedIn(running.url, 'demo@bayline.test', 'HARBOR');
    await textAtAnyTime(owner);
    const [{ apptCategoryId }] = (await owner.read(`${scheduling}/Appointment/ApptCategory`)).json;
    // Three days on, with a day's lead: the queue holds its reminder for two days.
    const answer = await owner.post(`${scheduling}/Appointment`, {
      description: 'Drop-off',
      startDateTime: harborTime(3 * 24 * 60),
      endDateTime: harborTime(3 * 24 * 60 + 60),
      apptCategoryId,
      clientName: 'Rita Restart',
      clientCellular: '(510) 555-0133',
      clientReminder: true,
    });
    expect(answer.status, answer.text).toBe(201);
    const booked = answer.json as Appointment;
    const dueAt = booked.reminder!.dueAt;
    expect(Date.parse(dueAt)).toBeGreaterThan(Date.now() + 24 * 60 * 60_000);
    // Queued (the reminders' process manager has passed the booking), then the process, and its queue, stopped.
    const head = await running.adapters.store.headPosition();
    const passed = await eventually(
      async () => (await running!.adapters.readStore.checkpoint('reminder-reactions')) ?? 0,
      (position) => position >= head,
    );
    expect(passed).toBeGreaterThanOrEqual(head);
    const toRita = async (client: ApiClient) =>
      ((await client.get('/api/admin/v1/sms-outbox')).json as Kept[]).filter((t) => t.to === '5105550133');
    expect(await toRita(owner)).toEqual([]);
    await running.close({ keepData: true });
    running = undefined;

    // Started again at its moment on the reminders' clock: nothing of the old queue is left, the log has it.
    aheadMs = Date.parse(dueAt) + 30_000 - Date.now();
    running = await start();
    owner = await signedIn(running.url, 'demo@bayline.test', 'HARBOR');
    const texted = await eventually(
      () => toRita(owner),
      (texts) => texts.length > 0,
    );
    expect(texted).toEqual([
      expect.objectContaining({ body: appointmentReminderText(harbor.name, booked.startDateTime) }),
    ]);
    const month = booked.startDateTime.slice(0, 7);
    await eventually(
      async () =>
        ((await owner.read(`${scheduling}/Appointment?date=${month}`)).json as Appointment[]).find(
          (a) => a.appointmentId === booked.appointmentId,
        )?.reminder?.status,
      (status) => status === 'sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await toRita(owner)).toHaveLength(1);
  });
});
