import { type LocationEvent, type LocationInfo, Refusal } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CommandContext, execute, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { apiKeyClaimStream, earlierClaims, locationClaims, phoneClaimStream } from './claims.ts';
import { locationCommands } from './commands.ts';
import { decideOpenLocation, location, locationStream } from './location.ts';

const at = (locationShortName: string): CommandContext => ({
  userId: 'support-1',
  locationShortName,
  now: new Date('2026-03-02T17:00:00.000Z'),
  correlationId: 'test',
});
const info = (shortName: string): LocationInfo => ({
  shortName,
  name: shortName,
  alias: '',
  address1: '',
  city: '',
  subdivision: '',
  postalCode: '',
  country: 'US',
  phone: '',
  timeZone: 'America/Los_Angeles',
});
const shortNames = ['HARBOR', 'BAYVIEW', 'NORTH', 'SOUTH', 'EAST', 'WEST'];

const folder = eventStoreFolder('claims');
let store: EventStore;

/**
 * What one process of the command side holds: its own folded streams and turns over the shared store, and no read
 * store at all (no projector runs): the claims decide and find on the streams alone.
 */
const commandProcess = () =>
  ({ store, streams: foldedStreams(store), inTurn: keyedQueue() }) as Pick<
    CommandDeps,
    'store' | 'streams' | 'inTurn'
  > as CommandDeps;

beforeEach(async () => {
  store = await folder.open();
  const deps = commandProcess();
  for (const shortName of shortNames)
    await execute(
      deps,
      locationStream(shortName),
      location,
      (s) => decideOpenLocation(s, info(shortName)),
      at(shortName),
    );
});

describe('a location by its messaging phone', () => {
  it('is found by the phone it set, no longer by the one it replaced, which another location may then take', async () => {
    const deps = commandProcess();
    const claims = locationClaims(deps);
    await locationCommands(deps).setMessaging(at('HARBOR'), true, '5035550100');
    expect(await claims.byPhone('(503) 555-0100')).toBe('HARBOR');
    await locationCommands(deps).setMessaging(at('HARBOR'), true, '5035550199');
    expect(await claims.byPhone('5035550199')).toBe('HARBOR');
    expect(await claims.byPhone('5035550100')).toBeUndefined();
    await locationCommands(deps).setMessaging(at('BAYVIEW'), true, '5035550100');
    expect(await claims.byPhone('5035550100')).toBe('BAYVIEW');
    expect(await claims.byPhone('5035550123')).toBeUndefined();
  });

  it('is refused to a second location on the phone field, appending nothing', async () => {
    const deps = commandProcess();
    await locationCommands(deps).setMessaging(at('HARBOR'), true, '5035550100');
    const head = await store.headPosition();
    const refused = await locationCommands(deps)
      .setMessaging(at('BAYVIEW'), true, '5035550100')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).extra.errors).toEqual([
      { field: 'phoneNumber', message: 'This phone number is used by another location' },
    ]);
    expect(await store.headPosition()).toBe(head);
  });

  it('is held by exactly one of the locations that set it at once, from as many processes', async () => {
    const outcomes = await Promise.allSettled(
      shortNames.map((shortName) => locationCommands(commandProcess()).setMessaging(at(shortName), true, '5035550100')),
    );
    const won = shortNames.filter((_, i) => outcomes[i]?.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect((outcome.reason as Refusal).name).toBe('InvalidFields');
    expect(await locationClaims(commandProcess()).byPhone('5035550100')).toBe(won[0]);
    const holding = [];
    for (const shortName of shortNames) {
      const { state } = await commandProcess().streams.current(locationStream(shortName), location);
      if (state.info?.smsSendPhone) holding.push(shortName);
    }
    expect(holding).toEqual(won);
  });
});

describe('a location by its API key', () => {
  it('is found by its newest key only', async () => {
    const deps = commandProcess();
    const first = await locationCommands(deps).generateApiKey(at('HARBOR'));
    const firstKey = first.state.info?.apiKey ?? '';
    expect(await locationClaims(deps).byApiKey(firstKey)).toBe('HARBOR');
    const second = await locationCommands(deps).generateApiKey(at('HARBOR'));
    expect(await locationClaims(deps).byApiKey(second.state.info?.apiKey ?? '')).toBe('HARBOR');
    expect(await locationClaims(deps).byApiKey(firstKey)).toBeUndefined();
    expect(await locationClaims(deps).byApiKey('no-such-key')).toBeUndefined();
  });

  it('names its claim by the key’s hash, never the key', () => {
    expect(apiKeyClaimStream('secret-key')).toMatch(/^claim-apikey-[0-9a-f]{64}$/);
    expect(phoneClaimStream('(503) 555-0100')).toBe('claim-phone-5035550100');
  });
});

describe('phones and keys set before claims were kept', () => {
  const before = async (shortName: string, events: LocationEvent[]) =>
    store.append(locationStream(shortName), stamp(events, at(shortName)), { expectedVersion: 'any' });

  it('are claimed once at start, the first opened keeping a phone two shared; a second start appends nothing', async () => {
    await before('HARBOR', [
      { type: 'SmsPhoneChanged', data: { smsSendPhone: '5035550100' } },
      { type: 'ApiKeyRegenerated', data: { apiKey: 'harbor-key' } },
    ]);
    await before('BAYVIEW', [{ type: 'SmsPhoneChanged', data: { smsSendPhone: '5035550100' } }]);
    await before('NORTH', [{ type: 'SmsPhoneChanged', data: { smsSendPhone: '5035550177' } }]);
    const deps = commandProcess();
    expect(await locationClaims(deps).byPhone('5035550100')).toBeUndefined();

    await upgradeAt(deps, new Date('2026-03-03T08:00:00.000Z'), earlierClaims);
    expect(await locationClaims(deps).byPhone('5035550100')).toBe('HARBOR');
    expect(await locationClaims(deps).byPhone('5035550177')).toBe('NORTH');
    expect(await locationClaims(deps).byApiKey('harbor-key')).toBe('HARBOR');

    const head = await store.headPosition();
    await Promise.all([
      upgradeAt(commandProcess(), new Date(), earlierClaims),
      upgradeAt(commandProcess(), new Date(), earlierClaims),
    ]);
    expect(await store.headPosition()).toBe(head);
  });
});
