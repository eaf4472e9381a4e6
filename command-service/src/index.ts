import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments/routes.ts';
import { estimateRoutes } from './estimates/routes.ts';
import { earlierEmails } from './identity/email-claim.ts';
import { invitationRoutes } from './identity/invitation-routes.ts';
import { earlierChoices } from './identity/location-choice.ts';
import type { Mailing } from './identity/mails.ts';
import { identityRoutes } from './identity/routes.ts';
import { earlierUserLists } from './identity/user-lists.ts';
import { earlierCellPhones } from './jobs/cell-phones.ts';
import { earlierPriorities } from './jobs/priorities.ts';
import { jobRoutes } from './jobs/routes.ts';
import { earlierPlaces } from './jobs/schedule.ts';
import { earlierClaims } from './locations/claims.ts';
import { locationRoutes } from './locations/routes.ts';
import { earlierMedia } from './media/filing.ts';
import { mediaRoutes } from './media/routes.ts';
import { messagingRoutes, type Texting } from './messaging/routes.ts';
import { earlierThreads } from './messaging/threads.ts';
import { reportRoutes } from './reports/routes.ts';
import { appointmentCategoryRoutes, presetMessageRoutes, settingsRoutes } from './settings/routes.ts';
import type { CommandDeps } from './shared/deps.ts';
import { type UpgradeDeps, upgradeIndexes } from './shared/upgrade.ts';

export { appointmentCommands } from './appointments/commands.ts';
export { appointmentReminders } from './appointments/reminders.ts';
export { estimateCommands } from './estimates/commands.ts';
export { identityCommands } from './identity/commands.ts';
export { userByEmail } from './identity/email-claim.ts';
export type { Mailing } from './identity/mails.ts';
export { sessionBook } from './identity/session-book.ts';
export { jobCommands } from './jobs/commands.ts';
export { folderOf } from './jobs/decide-folder.ts';
export { job as jobAggregate, jobStream } from './jobs/job.ts';
export { jobNumbers } from './jobs/job-numbers.ts';
export { locationCommands } from './locations/commands.ts';
export { mediaCommands } from './media/commands.ts';
export type { TextRetries } from './messaging/commands.ts';
export { textDelivery } from './messaging/delivery.ts';
export { inboundTextPath, signatureHeader, type Texting } from './messaging/routes.ts';
export { notificationWork } from './notifications/worker.ts';
export { reportCommands } from './reports/commands.ts';
export { settingsCommands } from './settings/commands.ts';
export { catalogLoader } from './shared/catalog-loader.ts';
export type { CommandContext } from './shared/command.ts';
export type { CommandDeps } from './shared/deps.ts';
export { foldedStreams } from './shared/folded-streams.ts';
export { keyedQueue } from './shared/keyed-queue.ts';

/**
 * Fills, once per store, the write-side indexes that data written before them lacks (addresses' claims for sign-in,
 * phones' and keys' claims, days' places, a location's users and the owners and support users, each user's last
 * chosen location, departments' priorities, media's jobs, customers' threads and jobs' cell phones), before any
 * command looks one up. Answers how many entries each wrote.
 */
export const upgradeWriteSide = (deps: UpgradeDeps) =>
  upgradeIndexes(deps, [
    earlierEmails,
    earlierClaims,
    earlierPlaces,
    earlierUserLists,
    earlierChoices,
    earlierPriorities,
    earlierMedia,
    earlierThreads,
    earlierCellPhones,
  ]);

/** Every command route of Bayline, by area. */
export async function commandRoutes(app: FastifyInstance, deps: CommandDeps, mailing: Mailing, texting: Texting) {
  await app.register(async (area) => identityRoutes(area, deps, mailing), { prefix: '/api/identity/v1' });
  await app.register(async (area) => invitationRoutes(area, deps, mailing), { prefix: '/api/identity/v1' });
  await app.register(async (area) => jobRoutes(area, deps), { prefix: '/api/production/v1' });
  await app.register(async (area) => settingsRoutes(area, deps), { prefix: '/api/production/v1' });
  await app.register(async (area) => presetMessageRoutes(area, deps), { prefix: '/api/messaging/v1' });
  await app.register(async (area) => messagingRoutes(area, deps, texting), { prefix: '/api/messaging/v1' });
  await app.register(async (area) => appointmentCategoryRoutes(area, deps), { prefix: '/api/scheduling/v1' });
  await app.register(async (area) => appointmentRoutes(area, deps), { prefix: '/api/scheduling/v1' });
  await app.register(async (area) => estimateRoutes(area, deps), { prefix: '/api/production/v1' });
  await app.register(async (area) => locationRoutes(area, deps), { prefix: '/api/production/v1' });
  await app.register(async (area) => mediaRoutes(area, deps), { prefix: '/api/media/v1' });
  await app.register(async (area) => reportRoutes(area, deps), { prefix: '/api/reports/v1' });
}
