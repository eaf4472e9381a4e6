import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cycleCheckJob, EMPTY_ID, notificationsStream, staffNoticeMessages } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { notificationReactionsName } from '@bayline/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { demoTextingLocation } from './seed/demo-shop.ts';
import { type ApiClient, apiClient, textAtAnyTime, validJobBody } from './testing/client.ts';

const production = '/api/production/v1';
const harborPhone = demoTextingLocation.smsSendPhone;
const statusMessage = 'Hi {CustomerName}, your {Year} {Make} is now in {Department} at {LocationName}.';

let dataDir: string;
let bayline: LocalBayline;
let owner: ApiClient;
/** How far the clock staff notices are decided by runs ahead of the real one: moved on to put jobs over their goal. */
let noticeClockAhead = 0;

async function start() {
  bayline = await startLocalBayline({
    jobsPerLocation: 2,
    dataDir,
    noticeClock: () => new Date(Date.now() + noticeClockAhead),
  });
  owner = apiClient(bayline.url);
  expect((await owner.login('demo@bayline.test')).status).toBe(200);
  expect((await owner.put('/api/identity/v1/locations/select/HARBOR')).status).toBe(200);
}

interface Kept {
  id: string;
  to: string;
  from: string;
  body: string;
}
const outbox = async () => (await owner.get('/api/admin/v1/sms-outbox')).json as Kept[];

/** Polls the outbox until `done` holds of it (the queue works after the command answered). */
async function outboxUntil(done: (texts: Kept[]) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const texts = await outbox();
    if (done(texts) || Date.now() > until) return texts;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bayline-notify-'));
  await start();
  // Staff are told at any hour on any day here, so the test does not depend on when it runs.
  await textAtAnyTime(owner);
}, 180_000);
afterAll(async () => {
  await bayline?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('notifications at a location with messaging (Harbor)', () => {
  let jobAdminId: string;
  let paint: { departmentId: string; shortName: string; name: string };
  /** The log's head before the job was moved: the restart below replays the process manager from here. */
  let beforeMove: number;
  /** What a job's cycle notice says once it has been in Paint longer than its ten-minute goal there (0.17 h). */
  const overPaintGoal = (job: { hat: string; jobAdminInt: number; clientName: string }) =>
    staffNoticeMessages.cycleGoal(String(job.hat || job.jobAdminInt), job.clientName, paint.name, 0.17);

  it('texts the customer the department’s status message once, tags filled, when their job enters it', async () => {
    const departments = (await owner.read(`${production}/departments/settings`)).json as {
      departmentId: string;
      shortName: string;
      name: string;
      isActive: boolean;
    }[];
    paint = itemAt(
      departments.filter((d) => d.isActive),
      3,
    );
    const saved = await owner.put(
      `${production}/departments/settings`,
      departments.map((d) => (d.shortName === paint.shortName ? { ...d, sendSmsUpdate: true, statusMessage } : d)),
    );
    expect(saved.status).toBe(200);
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, {
        clientName: 'Ada Notified',
        clientCellular: '(510) 555-0199',
        sendTextUpdates: true,
      }),
    );
    expect(created.status).toBe(201);
    jobAdminId = created.json.jobAdmin.jobAdminId;
    beforeMove = await bayline.adapters.store.headPosition();
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
      departmentShortName: paint.shortName,
    });
    expect(moved.status).toBe(200);

    const expected = `Hi Ada Notified, your 2021 Toyota is now in ${paint.name} at Harbor Auto Body.`;
    const texts = await outboxUntil((t) => t.some((x) => x.body === expected));
    expect(texts.filter((t) => t.to === '5105550199')).toEqual([
      expect.objectContaining({ to: '5105550199', from: harborPhone, body: expected }),
    ]);
    // The job's thread shows it, sent by Bayline for the shop.
    const thread = (await owner.read(`/api/messaging/v1/Messages/byjob/${jobAdminId}`)).json;
    expect(thread).toEqual([expect.objectContaining({ body: expected, user: { firstName: 'Bayline', lastName: '' } })]);
  });

  it('texts a badge state’s contact once when a job’s badge enters that state', async () => {
    const contacts = (await owner.get(`${production}/contacts`)).json as { contactId: string; cellular: string }[];
    const contact = contacts.find((c) => c.cellular)!;
    const badges = (await owner.read(`${production}/badges`)).json as {
      badgeId: string;
      description: string;
      badgeStates: { state: number; description: string }[];
    }[];
    const badge = itemAt(badges, 0);
    const withContact = badges.map((b) =>
      b.badgeId === badge.badgeId
        ? {
            ...b,
            badgeStates: b.badgeStates.map((s) =>
              s.state === 4 ? { ...s, badgeNotifications: [{ contactId: contact.contactId }] } : s,
            ),
          }
        : b,
    );
    expect((await owner.put(`${production}/badges`, withContact)).status).toBe(200);
    const changed = await owner.put(`${production}/jobadmins/jobbadge/${jobAdminId}`, {
      badgeId: badge.badgeId,
      state: 4,
    });
    expect(changed.status).toBe(200);

    const job = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const critical = badge.badgeStates.find((s) => s.state === 4)!.description;
    const expected = staffNoticeMessages.badgeState(String(job.hat || job.jobAdminInt), badge.description, critical);
    const texts = await outboxUntil((t) => t.some((x) => x.body === expected));
    expect(texts.filter((t) => t.body === expected)).toEqual([
      expect.objectContaining({ to: contact.cellular, from: harborPhone }),
    ]);
    const [told] = await bayline.adapters.store.readStream(notificationsStream('HARBOR'));
    expect(told).toMatchObject({ type: 'StaffNotified', data: { kind: 'badgeStateChanged', text: expected } });
  });

  it('texts an assignee who asked to be told when a job is assigned to them', async () => {
    const contacts = (await owner.get(`${production}/contacts`)).json as { contactId: string; cellular: string }[];
    const contact = contacts.filter((c) => c.cellular).at(-1)!;
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const assignment = {
      jobAssignmentId: EMPTY_ID,
      departmentId: paint.departmentId,
      contactId: contact.contactId,
      doNotify: true,
      notifyOnly: false,
    };
    const saved = await owner.put(`${production}/JobAdmins/asfolder`, {
      ...folder,
      jobTodos: [],
      jobAssignments: [assignment],
    });
    expect(saved.status).toBe(200);
    const expected = staffNoticeMessages.assigned(String(folder.hat || folder.jobAdminInt), 'Ada Notified', paint.name);
    const texts = await outboxUntil((t) => t.some((x) => x.body === expected));
    expect(texts.filter((t) => t.body === expected)).toEqual([
      expect.objectContaining({ to: contact.cellular, from: harborPhone }),
    ]);
  });

  it('texts the assignees chosen for WIP and inventory when a job created takes either to the threshold, and looks again when one is voided', async () => {
    const contacts = (await owner.get(`${production}/contacts`)).json as { contactId: string; cellular: string }[];
    const contact = contacts.find((c) => c.cellular)!;
    const view = (await owner.read(`${production}/locations/settings`)).json;
    const saved = await owner.put(`${production}/locations/settings`, {
      ...view,
      enableWipInvNotify: true,
      notifyAssigneeIds: [contact.contactId],
      thresholdPercent: 1,
    });
    expect(saved.status).toBe(200);
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { clientName: 'Cy Counted' }),
    );
    expect(created.status).toBe(201);
    const counted = created.json.jobAdmin.jobAdminId as string;
    const capacityNotices = async () =>
      (await bayline.adapters.store.readStream(notificationsStream('HARBOR'))).filter(
        (e) => e.data.kind === 'capacity',
      );
    const createdEvent = itemAt(await bayline.adapters.store.readStream(`job-${counted}`), 0);
    await expect.poll(capacityNotices, { timeout: 15_000 }).toEqual([
      expect.objectContaining({
        type: 'StaffNotified',
        data: expect.objectContaining({ round: `${createdEvent.id}-capacity`, contactId: contact.contactId }),
      }),
    ]);
    const told = itemAt(await capacityNotices(), 0).data.text as string;
    expect(told).toMatch(/^(WIP is at \d+ of 6; )?Inventory is at \d+ of 12$/);
    // Recorded first, then texted.
    const texts = await outboxUntil((t) => t.some((x) => x.body === told));
    expect(texts.filter((t) => t.body === told)).toHaveLength(1);

    // Voiding changes the count: looked at again, and held to the notification frequency.
    expect((await owner.call('PATCH', `${production}/jobadmins/${counted}`, { roState: 4 })).status).toBe(200);
    const voided = (await bayline.adapters.store.readStream(`job-${counted}`)).at(-1)!;
    await expect
      .poll(async () => (await capacityNotices()).at(-1), { timeout: 15_000 })
      .toMatchObject({
        type: 'StaffNotificationSkipped',
        data: { round: `${voided.id}-capacity`, reason: 'tooSoon' },
      });
    const now = (await owner.read(`${production}/locations/settings`)).json;
    expect((await owner.put(`${production}/locations/settings`, { ...now, enableWipInvNotify: false })).status).toBe(
      200,
    );
  });

  it('texts a cycle goal’s contacts once a job has been in a department that sends notifications longer than its class’s goal', async () => {
    const contacts = (await owner.get(`${production}/contacts`)).json as { contactId: string; cellular: string }[];
    const contact = contacts.filter((c) => c.cellular).at(-1)!;
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const departments = (await owner.read(`${production}/departments/settings`)).json as {
      shortName: string;
      jobClassCycles: object[];
    }[];
    const goal = { jobClassId: folder.jobClassId, days: 0, hours: 0, minutes: 10, notifications: [contact] };
    const saved = await owner.put(
      `${production}/departments/settings`,
      departments.map((d) =>
        d.shortName === paint.shortName ? { ...d, sendNotification: true, jobClassCycles: [goal] } : d,
      ),
    );
    expect(saved.status).toBe(200);
    const expected = overPaintGoal(folder);
    const check = () => bayline.adapters.queue.enqueue(cycleCheckJob, { locationShortName: 'HARBOR' });
    const cycleNotices = async () =>
      (await bayline.adapters.store.readStream(notificationsStream('HARBOR'))).filter(
        (e) => e.data.kind === 'cycle' && e.data.jobAdminId === jobAdminId,
      );

    // Within the goal: nothing.
    await check();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await cycleNotices()).toEqual([]);

    // Twenty minutes on, the job is over its ten-minute goal: told once, however often the location is checked.
    noticeClockAhead = 20 * 60_000;
    await check();
    const texts = await outboxUntil((t) => t.some((x) => x.body === expected));
    expect(texts.filter((t) => t.body === expected)).toEqual([
      expect.objectContaining({ to: contact.cellular, from: harborPhone }),
    ]);
    await check();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await outbox()).filter((t) => t.body === expected)).toHaveLength(1);
    expect(await cycleNotices()).toEqual([
      expect.objectContaining({
        type: 'StaffNotified',
        data: expect.objectContaining({ contactId: contact.contactId }),
      }),
    ]);
  });

  it('texts nothing twice after a restart that replays the process manager over every event', async () => {
    const before = await outbox();
    await bayline.bayline.close();
    const { readStore } = bayline.adapters;
    await readStore.deleteCheckpoint(notificationReactionsName);
    await readStore.commit([], { name: notificationReactionsName, position: beforeMove }, { from: 0 });
    await bayline.adapters.close();
    await start();
    await expect
      .poll(() => bayline.adapters.readStore.checkpoint(notificationReactionsName), { timeout: 15_000 })
      .toBeGreaterThan(beforeMove);
    // Time for the queue to work what was queued again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await outbox()).toHaveLength(before.length);
  }, 120_000);

  it('checks the cycle goals as soon as it starts, then every job notification period', async () => {
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { clientName: 'Bo Overdue' }),
    );
    const folder = created.json.jobAdmin;
    const moved = await owner.put(`${production}/jobadmins/${folder.jobAdminId}/department`, {
      departmentShortName: paint.shortName,
    });
    expect(moved.status).toBe(200);
    const expected = overPaintGoal(folder);
    // Its next check is a job notification period away; a restart schedules one at once.
    await bayline.close({ keepData: true });
    await start();
    const texts = await outboxUntil((t) => t.some((x) => x.body === expected));
    expect(texts.filter((t) => t.body === expected)).toHaveLength(1);
  }, 120_000);
});
