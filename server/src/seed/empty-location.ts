import { type CommandDeps, locationCommands } from '@bayline/command-service';
import { locationShortNamePattern } from '@bayline/contracts';

/** The short name a location's name gives: its letters and digits, upper case, at most 20. */
export function shortNameOf(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
}

/**
 * `npm run seed -- --empty-location NAME`: a location with no departments, job classes or badges, added by the same
 * command as the app's Add Location (given to every owner and support user). Returns its short name.
 */
export async function seedEmptyLocation(
  deps: CommandDeps,
  name: string,
  options: { timeZone?: string } = {},
): Promise<{ shortName: string; givenTo: string[] }> {
  const shortName = shortNameOf(name);
  if (!locationShortNamePattern.test(shortName)) throw new Error('The name needs at least 2 letters or digits');
  const ctx = { userId: 'system', locationShortName: shortName, now: deps.now(), correlationId: 'seed' };
  const { givenTo } = await locationCommands(deps).add(ctx, {
    shortName,
    name: name.trim().slice(0, 120),
    timeZone: options.timeZone ?? 'America/Los_Angeles',
  });
  return { shortName, givenTo };
}
