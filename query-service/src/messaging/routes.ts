import {
  dayInZone,
  fillJobAdminTagsSchema,
  fillMessageTags,
  idParams,
  messageSchema,
  notFound,
  phoneParamsSchema,
  type StoredText,
  textThreadSchema,
  textViews,
  unreadTextsSchema,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { textsModel } from '@bayline/contracts/read-models/messaging';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { jobAt } from '../production/lookups.ts';
import { promiseProjectors, promisesAt } from '../production/promise.ts';

const fromTexts = ['messages', 'jobs'];
const read = { area: 'messaging', need: 'read' } as const;
const input = {
  none: {},
  phone: { params: phoneParamsSchema },
  job: { params: idParams('jobAdminId') },
  fill: { body: fillJobAdminTagsSchema },
};

/** Texts as the Messaging tab, the drawer and the unread count read them (spec 1 sections 3 and 7, spec 3 2.4). */
export async function messagingQueries(app: FastifyInstance, readStore: ReadStore) {
  const here = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).locationShortName;

  const texts = readStore.collection(textsModel);
  const jobs = readStore.collection(jobsModel);
  const locations = readStore.collection(locationSettingsModel);
  const viewsOf = (found: StoredText[]) => textViews(found, (id) => jobs.get(id));

  /** The location's unread replies, oldest first. */
  const unreadHere = (locationShortName: string) =>
    texts.find({ locationShortName, isIncoming: true, readAt: null }, { sort: { createdAt: 1 } });

  // A customer's thread at this location, oldest first (the unread count is its unread replies). Asked for the
  // location's own SMS phone, as the top bar's count does (spec 3 section 2.4): every unread reply it received.
  app.get<Validated<typeof input.phone>>(
    '/Messages/all/byphone/:phone',
    {
      config: {
        access: read,
        answers: { 200: textThreadSchema },
        input: input.phone,
        projectors: [...fromTexts, 'locations'],
      },
    },
    async (request) => {
      const location = here(request);
      const { phone } = request.params;
      const settings = await locations.get(location);
      if (settings?.smsSendPhone === phone) return viewsOf(await unreadHere(location));
      return viewsOf(
        await texts.find({ locationShortName: location, customerPhone: phone }, { sort: { createdAt: 1 } }),
      );
    },
  );

  // A job's thread, oldest first; another location's job is unknown here.
  app.get<Validated<typeof input.job>>(
    '/Messages/byjob/:jobAdminId',
    { config: { access: read, answers: { 200: textThreadSchema }, input: input.job, projectors: fromTexts } },
    async (request) => {
      const { jobAdminId } = request.params;
      const job = await jobs.get(jobAdminId);
      if (!job || job.locationShortName !== here(request)) throw notFound('Job');
      return viewsOf(await texts.find({ jobAdminId }, { sort: { createdAt: 1 } }));
    },
  );

  // The top bar's drawer: one entry per sender with unread replies, newest first, with their latest reply.
  app.get(
    '/Messages/unread',
    { config: { access: read, answers: { 200: unreadTextsSchema }, input: input.none, projectors: fromTexts } },
    async (request) => {
      const unread = await unreadHere(here(request));
      const bySender = new Map<string, { latest: StoredText; unreadCount: number }>();
      for (const doc of unread) {
        const seen = bySender.get(doc.customerPhone);
        if (!seen) bySender.set(doc.customerPhone, { latest: doc, unreadCount: 1 });
        else {
          seen.unreadCount += 1;
          if (doc.createdAt > seen.latest.createdAt) seen.latest = doc;
        }
      }
      const entries = [...bySender.values()].sort((a, b) => b.latest.createdAt.localeCompare(a.latest.createdAt));
      const views = await viewsOf(entries.map((e) => e.latest));
      return entries.map((e, i) => ({ phone: e.latest.customerPhone, unreadCount: e.unreadCount, latest: views[i] }));
    },
  );

  // A preset's tags filled from the job, to show the text as the customer will read it. A read, posted because the
  // message may be long; another location's job is unknown here.
  app.post<Validated<typeof input.fill>>(
    '/MessagingPresets/fillJobAdminTags',
    {
      config: {
        access: read,
        answers: { 200: messageSchema },
        input: input.fill,
        projectors: ['jobs', ...promiseProjectors],
      },
    },
    async (request) => {
      const location = here(request);
      const { doc, lookups } = await jobAt(readStore, location, request.body.jobAdminId);
      const promises = await promisesAt(readStore, location, lookups, request.server.now());
      const { settings } = promises;
      const promise = promises.of(doc);
      const message = fillMessageTags(request.body.message, {
        job: doc,
        departmentName: lookups.department(String(doc.departmentShortName))?.name ?? '',
        location: { name: settings?.name ?? '', phone: settings?.phone ?? '' },
        promiseDate: promise && dayInZone(new Date(promise.expectedAt), promises.timeZone),
      });
      return { message };
    },
  );
}
