import { randomBytes } from 'node:crypto';
import type { LocationInfo } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideGenerateApiKey, decideOpenLocation, location, locationStream } from './location.ts';

export function locationCommands(deps: CommandDeps) {
  return {
    open: (ctx: CommandContext, info: LocationInfo) =>
      execute(deps, locationStream(info.shortName), location, (s) => decideOpenLocation(s, info), ctx),
    generateApiKey: (ctx: CommandContext) =>
      execute(
        deps,
        locationStream(ctx.locationShortName),
        location,
        (s) => decideGenerateApiKey(s, randomBytes(24).toString('base64url')),
        ctx,
      ),
  };
}
