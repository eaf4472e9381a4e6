import { createHash } from 'node:crypto';
import { digitsOf, invalid, type LocationClaimEvent, type LocationSettings, type Refusal } from '@bayline/contracts';
import { type Aggregate, execute, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { location, locationStream } from './location.ts';

export const phoneClaimStream = (phone: string) => `claim-phone-${digitsOf(phone)}`;
// The key is a secret and stream names are shown (audit, operations): its claim is named by the key's hash.
export const apiKeyClaimStream = (apiKey: string) =>
  `claim-apikey-${createHash('sha256').update(apiKey).digest('hex')}`;

/** The location holding a phone or key, null when none does. */
const holder: Aggregate<string | null, LocationClaimEvent> = {
  initial: () => null,
  evolve(held, event) {
    switch (event.type) {
      case 'LocationClaimed':
        return event.data.locationShortName;
      case 'LocationClaimReleased':
        return held === event.data.locationShortName ? null : held;
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
export function locationClaims(deps: Pick<CommandDeps, 'streams'>) {
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
  };
}

/**
 * Claims the phones and keys locations set before claims were kept (every later phone or key is claimed as it is
 * set). Of two older locations sharing a phone, the first opened keeps it.
 */
export const earlierClaims: WriteSideIndexUpgrade = {
  name: 'location-claims',
  start() {
    const shortNames: string[] = [];
    return {
      see(event) {
        if (event.type === 'LocationOpened' && event.streamId.startsWith('location-'))
          shortNames.push(event.streamId.slice('location-'.length));
      },
      async fill(deps, ctx) {
        let claimed = 0;
        for (const shortName of shortNames) {
          const { state } = await deps.streams.current(locationStream(shortName), location);
          const phone = state.info?.smsSendPhone;
          const apiKey = state.info?.apiKey;
          for (const streamId of [phone && phoneClaimStream(phone), apiKey && apiKeyClaimStream(apiKey)]) {
            if (!streamId) continue;
            const decide = (held: string | null) => (held ? [] : claimedBy(shortName));
            const { events } = await execute(deps, streamId, holder, decide, { ...ctx, locationShortName: shortName });
            claimed += events.length;
          }
        }
        return claimed;
      },
    };
  },
};
