import type { KeyObject } from 'node:crypto';
import { positionHeader, Refusal } from '@bayline/contracts';
import type { BlobStore } from '@bayline/platform/blobs';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { Directory } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { SignedLinks } from '@bayline/platform/signed-links';
import type { FastifyInstance } from 'fastify';
import { auditQueries } from './audit/routes.ts';
import type { ReplayProjector } from './audit/timeline.ts';
import { identityQueries } from './identity/routes.ts';
import type { ProjectionClock } from './live/clock.ts';
import { liveHub } from './live/hub.ts';
import { locationQueries } from './locations/routes.ts';
import { mediaQueries } from './media/routes.ts';
import { messagingQueries } from './messaging/routes.ts';
import { boardQueries } from './production/board.ts';
import { productionQueries } from './production/routes.ts';
import { scheduleQueries } from './production/schedule.ts';
import { listQueries } from './production/settings-lists.ts';
import { terminalQueries } from './production/terminal.ts';
import { dateEntryQueries } from './reports/date-entry-routes.ts';
import { leaderboardQueries } from './reports/leaderboard.ts';
import { reportQueries } from './reports/routes.ts';
import { waitingQueries } from './reports/waiting.ts';
import { appointmentQueries } from './scheduling/appointments.ts';

export { type ReplayProjector, replayedProjectors } from './audit/timeline.ts';
export { type ProjectionClock, projectionClock } from './live/clock.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The projectors whose read models a read is made from: a read that names a position waits for these only
     * (default: every projector).
     */
    projectors?: readonly string[];
  }
}

export interface QueryDeps {
  readStore: ReadStore;
  directory: Directory;
  clock: ProjectionClock;
  /** Media files, for downloads and zips. */
  blobs: BlobStore;
  /** The signer of media links shared with the SMS provider, to check them. */
  mediaLinks: SignedLinks;
  /** Bytes one zip download may carry (default mediaLimits.maxZipBytes; tests lower it). */
  maxZipBytes?: number;
  /** The event log, read by the audit views only (their point is the history itself). */
  events: EventStore;
  /** The projectors' pure folds the audit views replay a job's history through (at least `replayedProjectors`). */
  projectors: readonly ReplayProjector[];
  /** The streams operators' decisions and rebuild requests are recorded in, told in the location trail. */
  operationStreams: readonly string[];
  /** The installation's key history exports are signed with. */
  exportKey: KeyObject;
}

/**
 * Every read of Bayline: read models only, each GET waiting for the position its caller wrote at; the audit views
 * alone read the event log.
 */
export async function queryRoutes(app: FastifyInstance, deps: QueryDeps) {
  app.addHook('onRoute', (route) => {
    const unknown = route.config?.projectors?.find((name) => !deps.clock.follows(name));
    if (unknown) throw new Error(`Route ${route.method} ${route.url} reads from no projector named ${unknown}`);
  });
  app.addHook('preHandler', async (request) => {
    // Reads are GETs, and the few reads posted for their body's size, which name their projectors (commands do not).
    if (request.method !== 'GET' && !request.routeOptions.config.projectors) return;
    const header = request.headers[positionHeader];
    if (header === undefined) return;
    const position = Number(header);
    if (!Number.isInteger(position) || position < 0)
      throw new Refusal('BadPosition', `${positionHeader} must be a position`, {
        errors: [{ field: positionHeader, message: 'Must be a whole number, as answered by a command' }],
      });
    await deps.clock.waitFor(position, undefined, request.routeOptions.config.projectors);
  });
  await app.register(async (area) => identityQueries(area, deps.directory, deps.readStore), {
    prefix: '/api/identity/v1',
  });
  await app.register(async (area) => productionQueries(area, deps.readStore), { prefix: '/api/production/v1' });
  await app.register(async (area) => listQueries(area, deps.readStore, [['/MessagingPresets', 'messagingPresets']]), {
    prefix: '/api/messaging/v1',
  });
  await app.register(async (area) => messagingQueries(area, deps.readStore), { prefix: '/api/messaging/v1' });
  await app.register(
    async (area) => listQueries(area, deps.readStore, [['/Appointment/ApptCategory', 'apptCategories']]),
    { prefix: '/api/scheduling/v1' },
  );
  await app.register(async (area) => appointmentQueries(area, deps.readStore), { prefix: '/api/scheduling/v1' });
  await app.register(async (area) => locationQueries(area, deps.readStore), { prefix: '/api/production/v1' });
  await app.register(async (area) => boardQueries(area, deps.readStore, deps.clock), { prefix: '/api/production/v1' });
  await app.register(async (area) => terminalQueries(area, deps.readStore), { prefix: '/api/production/v1' });
  await app.register(async (area) => scheduleQueries(area, deps.readStore), { prefix: '/api/production/v1' });
  await app.register(async (area) => leaderboardQueries(area, deps.readStore), { prefix: '/api/reports/v1' });
  await app.register(
    async (area) => mediaQueries(area, deps.readStore, deps.blobs, deps.mediaLinks, deps.maxZipBytes),
    {
      prefix: '/api/media/v1',
    },
  );
  await app.register(async (area) => reportQueries(area, deps.readStore), { prefix: '/api/reports/v1' });
  await app.register(async (area) => waitingQueries(area, deps.readStore), { prefix: '/api/reports/v1' });
  await app.register(async (area) => dateEntryQueries(area, deps.readStore), { prefix: '/api/reports/v1' });
  await app.register(
    async (area) =>
      auditQueries(area, {
        store: deps.events,
        projectors: deps.projectors,
        readStore: deps.readStore,
        operationStreams: deps.operationStreams,
        exportKey: deps.exportKey,
      }),
    { prefix: '/api/audit/v1' },
  );
  return liveHub(app, deps.readStore, deps.clock);
}
