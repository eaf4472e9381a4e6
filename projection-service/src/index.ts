export {
  mediaJobs,
  mediaReactionsName,
  mediaReactor,
  mediaWorkFor,
  type RemoveBlobsJob,
  type ThumbnailJob,
} from './media/reactions.ts';
export { makeThumbnail, mediaWorkers } from './media/thumbnails.ts';
export { notificationReactionsName, notificationReactor } from './notifications/reactions.ts';
export { type DocKey, type Lookup, type Projector, projectInMemory } from './projector.ts';
export { projectors } from './projectors/index.ts';
export { type Reactor, startReactions, type Work } from './reactions/runner.ts';
export {
  type ParkedEvent,
  type ParkedEventDecision,
  type ParkedEventDecisions,
  parkedCollection,
  parkedId,
  parkedStream,
} from './runner/parked.ts';
export {
  RebuildCancelled,
  type RebuildOutcome,
  type RebuildProgress,
  remainingMs,
} from './runner/rebuild-progress.ts';
export {
  askRebuild,
  askRebuildCancel,
  type RebuildRequestEvents,
  rebuildRequestsStream,
  requestRebuild,
} from './runner/requests.ts';
export {
  isDegraded,
  type ProjectedMessage,
  type ProjectionRunner,
  type ProjectorStatus,
  projectionChannel,
  projectionRunner,
  rebuildCancelQueue,
  rebuildQueue,
} from './runner/runner.ts';
