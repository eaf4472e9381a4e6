export { reminderReactor } from './appointments/reactions.ts';
export { mediaJobs, mediaReactor } from './media/reactions.ts';
export { mediaWorkers } from './media/thumbnails.ts';
export { textReactor } from './messaging/reactions.ts';
export { cycleChecks } from './notifications/cycles.ts';
export { notificationReactionsName, notificationReactor } from './notifications/reactions.ts';
export { projectors } from './projectors/index.ts';
export { reactionNames } from './reactions/names.ts';
export { startReactions } from './reactions/runner.ts';
export {
  type ParkedEvent,
  type ParkedEventDecisions,
  parkedCollection,
  parkedId,
  parkedStream,
} from './runner/parked.ts';
export {
  askRebuild,
  askRebuildCancel,
  type RebuildRequestEvents,
  rebuildRequestsStream,
  requestRebuild,
} from './runner/requests.ts';
export {
  isDegraded,
  type ProjectorStatus,
  projectionRunner,
  rebuildCancelQueue,
  rebuildQueue,
} from './runner/runner.ts';
