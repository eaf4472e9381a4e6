export { type DocKey, type Lookup, type Projector, projectInMemory } from './projector.ts';
export { projectors } from './projectors/index.ts';
export {
  type ProjectedMessage,
  type ProjectionRunner,
  type ProjectorStatus,
  projectionChannel,
  projectionRunner,
} from './runner/runner.ts';
