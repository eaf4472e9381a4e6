import { randomBytes } from 'node:crypto';
import {
  builtInMediaCategories,
  type LocationClaimEvent,
  type LocationEvent,
  type LocationInfo,
  type LocationSettingsSaved,
  type NewLocation,
} from '@bayline/contracts';
import { identityCommands } from '../identity/commands.ts';
import { everywhereUsers } from '../identity/user-lists.ts';
import { settingsCommands } from '../settings/commands.ts';
import { type CommandContext, type Decided, execute, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { apiKeyClaimStream, apiKeyTaken, claim, phoneClaimStream, phoneTaken, release } from './claims.ts';
import {
  decideAddLocation,
  decideGenerateApiKey,
  decideMessaging,
  decideOpenLocation,
  decideSaveSettings,
  type LocationState,
  location,
  locationStream,
} from './location.ts';

export function locationCommands(deps: CommandDeps) {
  const here = (ctx: CommandContext) => locationStream(ctx.locationShortName);

  /**
   * A change of the location's phone or key: the new one is claimed before the location records it (so two
   * locations never hold one) and the old one released after (`claims.ts`).
   */
  async function withClaims(
    ctx: CommandContext,
    before: string | null,
    after: string | null,
    streamOf: (value: string) => string,
    taken: Parameters<typeof claim>[2],
    change: StreamCommand<LocationState, LocationEvent>,
  ) {
    const shortName = ctx.locationShortName;
    const moved = before !== after;
    const claims = moved && after ? [claim(streamOf(after), shortName, taken)] : [];
    const releases = moved && before ? [release(streamOf(before), shortName)] : [];
    const done = await executeAll<LocationEvent | LocationClaimEvent>(
      deps,
      [...claims, change as StreamCommand<unknown, LocationEvent>, ...releases],
      ctx,
    );
    return done[claims.length] as Decided<LocationState, LocationEvent>;
  }

  return {
    open: (ctx: CommandContext, info: LocationInfo) =>
      execute(deps, locationStream(info.shortName), location, (s) => decideOpenLocation(s, info), ctx),
    /**
     * A new location with nothing set up but the built-in media categories (texted pictures are filed under
     * Messaging), given to every owner and support user: they work everywhere. The only refusal, a short name in
     * use, comes before anything is appended.
     */
    async add(ctx: CommandContext, { name, shortName, timeZone }: NewLocation) {
      const info: LocationInfo = {
        shortName,
        name,
        alias: '',
        address1: '',
        city: '',
        subdivision: '',
        postalCode: '',
        country: 'US',
        phone: '',
        timeZone,
      };
      const opened = await execute(deps, locationStream(shortName), location, (s) => decideAddLocation(s, info), ctx);
      const there = { ...ctx, locationShortName: shortName };
      const categories = builtInMediaCategories.map((description) => ({
        mediaCategoryId: deps.newId(),
        description,
        isActive: true,
        isCustom: false,
      }));
      await settingsCommands(deps).saveList(there, 'mediaCategories', categories);
      const everywhere = await everywhereUsers(deps.streams);
      await identityCommands(deps).giveLocation(
        there,
        everywhere.map((u) => u.userId),
        shortName,
      );
      return { ...opened, givenTo: everywhere.map((u) => u.email) };
    },
    async generateApiKey(ctx: CommandContext) {
      const { state } = await deps.streams.current(here(ctx), location);
      const apiKey = randomBytes(24).toString('base64url');
      return withClaims(ctx, state.info?.apiKey ?? null, apiKey, apiKeyClaimStream, apiKeyTaken, {
        streamId: here(ctx),
        aggregate: location,
        decide: (s) => decideGenerateApiKey(s, apiKey),
      });
    },
    /** `expectedVersion` is the version the screen was read at (If-Match): a stale one is answered 409. */
    async saveSettings(ctx: CommandContext, saved: LocationSettingsSaved, expectedVersion?: number) {
      const { contacts } = await deps.catalogs.load(ctx.locationShortName);
      const live = contacts.filter((c) => !c.deletedAt);
      const active = new Set(live.filter((c) => c.isActive).map((c) => c.contactId));
      const known = new Set(live.map((c) => c.contactId));
      return execute(deps, here(ctx), location, (s) => decideSaveSettings(s, saved, active, known), ctx, {
        expectedVersion,
        conflict: 'These settings were changed by someone else',
        current: (state) => state.info,
      });
    },
    async setMessaging(ctx: CommandContext, isEnabled: boolean, smsSendPhone: string | null) {
      const { state } = await deps.streams.current(here(ctx), location);
      return withClaims(ctx, state.info?.smsSendPhone ?? null, smsSendPhone, phoneClaimStream, phoneTaken, {
        streamId: here(ctx),
        aggregate: location,
        decide: (s) => decideMessaging(s, isEnabled, smsSendPhone),
      });
    },
  };
}
