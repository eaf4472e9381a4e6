import { notFound, Refusal, schemaVersionOf } from '@bayline/contracts';
import {
  AppendTooLargeError,
  appendSize,
  type EventShape,
  type EventStore,
  type EventToAppend,
  MAX_APPEND_BYTES,
  WrongExpectedVersionError,
} from '@bayline/platform/event-store/port';

/** Who issues a command, where and when: the seed passes past instants, routes pass the present. */
export interface CommandContext {
  userId: string;
  locationShortName: string;
  now: Date;
  correlationId: string;
}

/** An event as an aggregate folds it: with when and where it happened. */
export type FoldedEvent<E extends EventShape> = E & { metadata: { at: string; locationShortName: string } };

/** An aggregate is its state folded from its events E (the union its stream holds). */
export interface Aggregate<S, E extends EventShape> {
  initial(): S;
  evolve(state: S, event: FoldedEvent<E>): S;
  /**
   * Folds several events at once, for a state too large to copy once per event (a list of hundreds of items).
   * Like evolve it never changes `state`: kept states are shared.
   */
  evolveAll?(state: S, events: FoldedEvent<E>[]): S;
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
export function fold<S, E extends EventShape>(aggregate: Aggregate<S, E>, state: S, events: FoldedEvent<E>[]): S {
  if (aggregate.evolveAll) return events.length ? aggregate.evolveAll(state, events) : state;
  return events.reduce((next, event) => aggregate.evolve(next, event), state);
}

export interface Decided<S, E extends EventShape = EventShape> {
  state: S;
  /** Stream version after the command (the version a client sends back as If-Match). */
  version: number;
  /** Position of the last appended event, or of nothing when nothing changed (0). */
  position: number;
  events: E[];
}

export function stamp<E extends EventShape>(events: E[], ctx: CommandContext): EventToAppend<E>[] {
  return events.map((e) => ({
    ...e,
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
export interface StreamCommand<S, E extends EventShape = EventShape> {
  streamId: string;
  aggregate: Aggregate<S, E>;
  decide(state: S, version: number): E[];
  /** The version the client saw (If-Match): a stream that has moved on is refused with 409 and its current state. */
  expectedVersion?: number;
  /** The current state as that 409 shows it. */
  current?(state: S, version: number): unknown;
  /** What that 409 is titled (a job's by default). */
  conflict?: string;
  /** The command starts the stream (a create), so an aggregate that does not exist yet is not unknown. */
  creates?: boolean;
}

/** Each stream's state folded from its events, kept between commands (`foldedStreams`). */
export interface FoldedStreams {
  current<S, E extends EventShape>(
    streamId: string,
    aggregate: Aggregate<S, E>,
  ): Promise<{ state: S; version: number }>;
}

export interface ExecuteDeps {
  store: EventStore<EventShape>;
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

function mustBeReachable<S>(aggregate: Aggregate<S, EventShape>, state: S, ctx: CommandContext, creates = false) {
  if (!aggregate.location) return;
  const at = aggregate.location.of(state);
  if (at === ctx.locationShortName || (creates && at === undefined)) return;
  throw notFound(aggregate.location.noun);
}

interface Decision<S, E extends EventShape> {
  command: StreamCommand<S, E>;
  state: S;
  version: number;
  events: E[];
}

/**
 * Every part is checked before any is decided: access first (so no answer tells about another location's
 * aggregate), then the version the client saw, then the decisions. Nothing is appended here.
 */
async function decideAll<E extends EventShape>(
  streams: FoldedStreams,
  commands: StreamCommand<unknown, E>[],
  ctx: CommandContext,
): Promise<Decision<unknown, E>[]> {
  const loaded = await Promise.all(
    commands.map(async (command) => ({ command, ...(await streams.current(command.streamId, command.aggregate)) })),
  );
  loaded.forEach(({ command: c, state }) => {
    mustBeReachable(c.aggregate, state, ctx, c.creates);
  });
  loaded.forEach(({ command: c, state, version }) => {
    const seen = c.aggregate.revision?.(state) ?? version;
    if (c.expectedVersion !== undefined && c.expectedVersion !== seen)
      throw new Refusal('StaleVersion', c.conflict ?? 'This job was changed by someone else', {
        detail: 'Your changes were not saved. The current state is shown; apply your edits again.',
        current: c.current?.(state, version) ?? state,
        version: seen,
      });
  });
  return loaded.map((decision) => ({ ...decision, events: decision.command.decide(decision.state, decision.version) }));
}

/** 413 naming the rule: a change whose events the event store would not take in one append. */
const tooLargeToRecord = (size: number, limit: number) =>
  new Refusal('TooLarge', 'The change is too large to record', {
    detail: `One change may record at most ${limit} bytes of events; this one has ${size}.`,
  });

/**
 * Refuses, before anything is appended, a part whose events are over the event store's limit: a part appended
 * before the one the store refused would stay. A command of one part needs no such look ahead (it costs a second
 * encoding of every event): the store refuses that append whole, and the refusal is the same.
 */
function refuseTooLarge<E extends EventShape>(decisions: Decision<unknown, E>[], ctx: CommandContext) {
  const appending = decisions.filter(({ events }) => events.length > 0);
  if (appending.length < 2) return;
  for (const { events } of appending) {
    const size = appendSize(stamp(events, ctx));
    if (size > MAX_APPEND_BYTES) throw tooLargeToRecord(size, MAX_APPEND_BYTES);
  }
}

async function append<S, E extends EventShape>(
  store: EventStore<EventShape>,
  decision: Decision<S, E>,
  ctx: CommandContext,
): Promise<Decided<S, E>> {
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
export async function executeAll<E extends EventShape = EventShape>(
  deps: ExecuteDeps,
  commands: StreamCommand<unknown, E>[],
  ctx: CommandContext,
): Promise<Decided<unknown, E>[]> {
  const streamIds = commands.map((c) => c.streamId);
  if (new Set(streamIds).size !== streamIds.length) throw new Error('A command names each stream once');
  return inTurns(deps.inTurn, streamIds, async () => {
    const done: Decided<unknown, E>[] = [];
    for (let attempt = 1; ; attempt++) {
      const decisions = await decideAll(deps.streams, commands.slice(done.length), ctx);
      refuseTooLarge(decisions, ctx);
      try {
        for (const decision of decisions) done.push(await append(deps.store, decision, ctx));
        return done;
      } catch (error) {
        // A server set to a lower limit than ours.
        if (error instanceof AppendTooLargeError) throw tooLargeToRecord(error.size, error.limit);
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= contention.attempts)
          throw new Refusal('TooManyChanges', 'Too many changes at once', {
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
export function execute<S, E extends EventShape>(
  deps: ExecuteDeps,
  streamId: string,
  aggregate: Aggregate<S, E>,
  decide: (state: S, version: number) => E[],
  ctx: CommandContext,
  options: Pick<StreamCommand<S, E>, 'expectedVersion' | 'current' | 'creates' | 'conflict'> = {},
): Promise<Decided<S, E>> {
  return executeOne(deps, { streamId, aggregate, decide, ...options }, ctx);
}

export async function executeOne<S, E extends EventShape>(
  deps: ExecuteDeps,
  command: StreamCommand<S, E>,
  ctx: CommandContext,
) {
  const [decided] = await executeAll(deps, [command as StreamCommand<unknown, E>], ctx);
  return decided as Decided<S, E>;
}
