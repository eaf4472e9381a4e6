import type { LocationInfo } from '@bayline/contracts';
import { type CommandContext, execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { decideOpenLocation, location, locationStream } from './location.ts';

export function locationCommands(deps: CommandDeps) {
  return {
    open: (ctx: CommandContext, info: LocationInfo) =>
      execute(deps, locationStream(info.shortName), location, (s) => decideOpenLocation(s, info), ctx),
  };
}
