import { createHash } from 'node:crypto';
import { digitsOf, invalid, type LocationClaimEvent, type LocationSettings, type Refusal } from '@bayline/contracts';
import { WrongExpectedVersionError } from '@bayline/platform/event-store/port';
import { type Aggregate, type CommandContext, execute, type StreamCommand, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { location, locationStream } from './location.ts';

export const phoneClaimStream = (phone: string) => `claim-phone-${digitsOf(phone)}`;
// The key is a secret and stream names are shown (audit, operations): its claim is named by the key's hash.
export const apiKeyClaimStream = (apiKey: string) =>
  `claim-apikey-${createHash('sha256').update(apiKey).digest('hex')}`;
const rebuiltStream = 'claims-rebuilt';

/** The location holding a phone or key, null when none does. */
const holder: Aggregate<string | null, LocationClaimEvent> = {
  initial: () => null,
  evolve(held, event) {
    switch (event.type) {
      case 'LocationClaimed':
        return event.data.locationShortName;
      case 'LocationClaimReleased':
        return held === event.data.locationShortName ? null : held;
      case 'LocationClaimsRebuilt':
        return held;
      default:
        event satisfies never;
        return held;
    }
  },
};

const claimedBy = (shortName: string): LocationClaimEvent[] => [
  { type: 'LocationClaimed', data: { locationShortName: shortName } },
];

/** The location takes the phone or key; another location holding it is refused (nothing of the command is appended). */
export function claim(
  streamId: string,
  shortName: string,
  taken: () => Refusal,
): StreamCommand<unknown, LocationClaimEvent> {
  return {
    streamId,
    aggregate: holder as Aggregate<unknown, LocationClaimEvent>,
    decide(held) {
      if (held === shortName) return [];
      if (held) throw taken();
      return claimedBy(shortName);
    },
  };
}

export const phoneTaken = () =>
  invalid([{ field: 'phoneNumber', message: 'This phone number is used by another location' }]);
/** Never met in practice (a key is 24 random bytes), but a key stays one location's whatever happens. */
export const apiKeyTaken = () => invalid([{ field: 'apiKey', message: 'This key is used by another location' }]);

/** The location gives up a phone or key it has replaced (appended after the location recorded the new one). */
export function release(streamId: string, shortName: string): StreamCommand<unknown, LocationClaimEvent> {
  return {
    streamId,
    aggregate: holder as Aggregate<unknown, LocationClaimEvent>,
    decide: (held) =>
      held === shortName ? [{ type: 'LocationClaimReleased', data: { locationShortName: shortName } }] : [],
  };
}

/**
 * The location a phone or key belongs to, read from its claim and confirmed on the location's own stream (a claim
 * appended by a command that stopped before the location's append finds no location).
 */
export function locationClaims(deps: Pick<CommandDeps, 'store' | 'streams' | 'inTurn'>) {
  async function holderOf(streamId: string, holds: (settings: LocationSettings) => boolean) {
    const { state: held } = await deps.streams.current(streamId, holder);
    if (!held) return undefined;
    const { state } = await deps.streams.current(locationStream(held), location);
    return state.info && holds(state.info) ? held : undefined;
  }

  return {
    byPhone: (phone: string) =>
      holderOf(phoneClaimStream(phone), (s) => s.smsSendPhone !== null && digitsOf(s.smsSendPhone) === digitsOf(phone)),
    byApiKey: (apiKey: string) => holderOf(apiKeyClaimStream(apiKey), (s) => s.apiKey === apiKey),

    /**
     * Claims the phones and keys locations set before claims were kept, once per store: the log is read once, then
     * `claims-rebuilt` records it is done (every later phone or key is claimed as it is set). Of two older locations
     * sharing a phone, the first opened keeps it. Idempotent: processes starting together claim the same.
     */
    async rebuild(now: Date) {
      // An empty store is left empty (a seed starts only on one); its phones and keys are claimed as they are set.
      if ((await deps.store.headPosition()) === 0) return;
      if ((await deps.store.readStream(rebuiltStream, { maxCount: 1 })).length) return;
      const shortNames: string[] = [];
      const page = 1000;
      for (let after = 0; ; ) {
        const events = await deps.store.readAll(after, page);
        for (const e of events)
          if (e.type === 'LocationOpened' && e.streamId.startsWith('location-'))
            shortNames.push(e.streamId.slice('location-'.length));
        const last = events.at(-1);
        if (!last || events.length < page) break;
        after = last.position;
      }
      for (const shortName of shortNames) {
        const ctx: CommandContext = { userId: 'system', locationShortName: shortName, now, correlationId: 'claims' };
        const { state } = await deps.streams.current(locationStream(shortName), location);
        const phone = state.info?.smsSendPhone;
        const apiKey = state.info?.apiKey;
        const claims = [phone && phoneClaimStream(phone), apiKey && apiKeyClaimStream(apiKey)];
        for (const streamId of claims)
          if (streamId) await execute(deps, streamId, holder, (held) => (held ? [] : claimedBy(shortName)), ctx);
      }
      const done: LocationClaimEvent = { type: 'LocationClaimsRebuilt', data: {} };
      const ctx: CommandContext = { userId: 'system', locationShortName: '', now, correlationId: 'claims' };
      await deps.store.append(rebuiltStream, stamp([done], ctx), { expectedVersion: 'no_stream' }).catch((error) => {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      });
    },
  };
}
