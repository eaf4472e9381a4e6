import { randomBytes } from 'node:crypto';
import type { LocationInfo, LocationSettingsSaved } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideGenerateApiKey,
  decideMessaging,
  decideOpenLocation,
  decideSaveSettings,
  location,
  locationStream,
} from './location.ts';

export function locationCommands(deps: CommandDeps) {
  const here = (ctx: CommandContext) => locationStream(ctx.locationShortName);
  return {
    open: (ctx: CommandContext, info: LocationInfo) =>
      execute(deps, locationStream(info.shortName), location, (s) => decideOpenLocation(s, info), ctx),
    generateApiKey: (ctx: CommandContext) =>
      execute(deps, here(ctx), location, (s) => decideGenerateApiKey(s, randomBytes(24).toString('base64url')), ctx),
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
    setMessaging: (ctx: CommandContext, isEnabled: boolean, smsSendPhone: string | null) =>
      execute(deps, here(ctx), location, (s) => decideMessaging(s, isEnabled, smsSendPhone), ctx),
  };
}
