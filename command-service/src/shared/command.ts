import { notFound, Refusal, schemaVersionOf } from '@bayline/contracts';
import { type EventStore, type EventToAppend, WrongExpectedVersionError } from '@bayline/platform/event-store/port';
import type { FoldedStreams } from './folded-streams.ts';

/** Who issues a command, where and when: the seed passes past instants, routes pass the present. */
export interface CommandContext {
  userId: string;
  locationShortName: string;
  now: Date;
  correlationId: string;
}

export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
}

export type FoldedEvent = {
  type: string;
  data: Record<string, unknown>;
  metadata: { at: string; locationShortName: string };
};

/** An aggregate is its state folded from its events. */
export interface Aggregate<S> {
  initial(): S;
  evolve(state: S, event: FoldedEvent): S;
  /**
   * Folds several events at once, for a state too large to copy once per event (a list of hundreds of items).
   * Like evolve it never changes `state`: kept states are shared.
   */
  evolveAll?(state: S, events: FoldedEvent[]): S;
  /**
   * An aggregate kept at one location says where it is (undefined until it exists) and what the shop calls it:
   * a command from any other location is refused exactly as for an unknown one, before anything else is looked at.
   */
  location?: { of(state: S): string | undefined; noun: string };
  /**
   * The version clients see and send back as If-Match, where it is not the stream's: an aggregate that records
   * work done on its own time (a reminder texted) counts only the changes people make.
   */
  revision?(state: S): number;
}

/** The state after `events`: one batch fold where the aggregate has one, else event by event. */
export function fold<S>(aggregate: Aggregate<S>, state: S, events: FoldedEvent[]): S {
  if (aggregate.evolveAll) return events.length ? aggregate.evolveAll(state, events) : state;
  return events.reduce((next, event) => aggregate.evolve(next, event), state);
}

export interface Decided<S> {
  state: S;
  /** Stream version after the command (the version a client sends back as If-Match). */
  version: number;
  /** Position of the last appended event, or of nothing when nothing changed (0). */
  position: number;
  events: NewEvent[];
}

export function stamp(events: NewEvent[], ctx: CommandContext): EventToAppend[] {
  return events.map((e) => ({
    type: e.type,
    data: e.data,
    metadata: {
      userId: ctx.userId,
      at: ctx.now.toISOString(),
      locationShortName: ctx.locationShortName,
      correlationId: ctx.correlationId,
      schemaVersion: schemaVersionOf(e.type),
    },
  }));
}

/** One stream's part of a command: how it decides on the stream's current state. */
export interface StreamCommand<S> {
  streamId: string;
  aggregate: Aggregate<S>;
  decide(state: S, version: number): NewEvent[];
  /** The version the client saw (If-Match): a stream that has moved on is refused with 409 and its current state. */
  expectedVersion?: number;
  /** The current state as that 409 shows it. */
  current?(state: S, version: number): unknown;
  /** What that 409 is titled (a job's by default). */
  conflict?: string;
  /** The command starts the stream (a create), so an aggregate that does not exist yet is not unknown. */
  creates?: boolean;
}

export interface ExecuteDeps {
  store: EventStore;
  streams: FoldedStreams;
  /** Serialises work per key within this process. */
  inTurn: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

/**
 * A race lost to another process (in-process writers wait their turn) is decided again after a jittered
 * backoff; after `attempts` tries the command is answered 503 with Retry-After rather than failing.
 */
export const contention = { attempts: 8, baseMs: 5, capMs: 250, retryAfterSeconds: 1 };

const backoff = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(contention.capMs, contention.baseMs * 2 ** attempt)),
  );

/** Runs work holding the turn of every key, taken in sorted order so two commands never wait on each other. */
function inTurns<T>(inTurn: ExecuteDeps['inTurn'], keys: string[], work: () => Promise<T>): Promise<T> {
  return [...keys].sort().reduceRight<() => Promise<T>>((next, key) => () => inTurn(key, next), work)();
}

function mustBeReachable<S>(aggregate: Aggregate<S>, state: S, ctx: CommandContext, creates = false) {
  if (!aggregate.location) return;
  const at = aggregate.location.of(state);
  if (at === ctx.locationShortName || (creates && at === undefined)) return;
  throw notFound(aggregate.location.noun);
}

interface Decision<S> {
  command: StreamCommand<S>;
  state: S;
  version: number;
  events: NewEvent[];
}

/**
 * Every part is checked before any is decided: access first (so no answer tells about another location's
 * aggregate), then the version the client saw, then the decisions. Nothing is appended here.
 */
async function decideAll(
  streams: FoldedStreams,
  commands: StreamCommand<unknown>[],
  ctx: CommandContext,
): Promise<Decision<unknown>[]> {
  const loaded = await Promise.all(commands.map((c) => streams.current(c.streamId, c.aggregate)));
  commands.forEach((c, i) => {
    mustBeReachable(c.aggregate, loaded[i].state, ctx, c.creates);
  });
  commands.forEach((c, i) => {
    const { state, version } = loaded[i];
    const seen = c.aggregate.revision?.(state) ?? version;
    if (c.expectedVersion !== undefined && c.expectedVersion !== seen)
      throw new Refusal(409, c.conflict ?? 'This job was changed by someone else', {
        detail: 'Your changes were not saved. The current state is shown; apply your edits again.',
        current: c.current?.(state, version) ?? state,
        version: seen,
      });
  });
  return commands.map((command, i) => ({
    command,
    ...loaded[i],
    events: command.decide(loaded[i].state, loaded[i].version),
  }));
}

async function append<S>(store: EventStore, decision: Decision<S>, ctx: CommandContext): Promise<Decided<S>> {
  const { command, state, version, events } = decision;
  if (events.length === 0) return { state, version, position: 0, events };
  const result = await store.append(command.streamId, stamp(events, ctx), { expectedVersion: version });
  const metadata = { at: ctx.now.toISOString(), locationShortName: ctx.locationShortName };
  const next = fold(
    command.aggregate,
    state,
    events.map((e) => ({ ...e, metadata })),
  );
  return { state: next, version: result.nextVersion, position: result.position, events };
}

/**
 * A command over one stream or several: every part is checked and decided before anything is appended, so a
 * refusal of any part appends nothing. The streams are appended one after the other (the event store appends
 * to one stream at a time); a crash between two appends leaves the earlier streams changed and the later not,
 * each change whole. A race lost to another process between two appends decides the remaining parts again,
 * and only a refusal then can leave the earlier parts appended.
 */
export async function executeAll(
  deps: ExecuteDeps,
  commands: StreamCommand<unknown>[],
  ctx: CommandContext,
): Promise<Decided<unknown>[]> {
  const streamIds = commands.map((c) => c.streamId);
  if (new Set(streamIds).size !== streamIds.length) throw new Error('A command names each stream once');
  return inTurns(deps.inTurn, streamIds, async () => {
    const done: Decided<unknown>[] = [];
    for (let attempt = 1; ; attempt++) {
      const decisions = await decideAll(deps.streams, commands.slice(done.length), ctx);
      try {
        for (const decision of decisions) done.push(await append(deps.store, decision, ctx));
        return done;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= contention.attempts)
          throw new Refusal(503, 'Too many changes at once', {
            detail: 'Others were changing it at the same moment. Try again in a moment.',
            retryAfter: contention.retryAfterSeconds,
          });
        await backoff(attempt);
      }
    }
  });
}

/**
 * Loads a stream, checks access, decides, appends with optimistic concurrency. A client that names the version
 * it saw (If-Match) gets 409 with the current state when the stream moved on; otherwise a race with another
 * writer is decided again against the fresh state, so two clicks never overwrite each other silently.
 */
export function execute<S>(
  deps: ExecuteDeps,
  streamId: string,
  aggregate: Aggregate<S>,
  decide: (state: S, version: number) => NewEvent[],
  ctx: CommandContext,
  options: Pick<StreamCommand<S>, 'expectedVersion' | 'current' | 'creates' | 'conflict'> = {},
): Promise<Decided<S>> {
  return executeOne(deps, { streamId, aggregate, decide, ...options }, ctx);
}

export async function executeOne<S>(deps: ExecuteDeps, command: StreamCommand<S>, ctx: CommandContext) {
  const [decided] = await executeAll(deps, [command as StreamCommand<unknown>], ctx);
  return decided as Decided<S>;
}
