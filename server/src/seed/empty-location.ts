import { type CommandDeps, identityCommands, locationCommands, settingsCommands } from '@bayline/command-service';
import { builtInMediaCategories, isSupport, type LocationInfo, locationShortNamePattern } from '@bayline/contracts';
import { demoOwner } from './demo-shop.ts';

/** The short name a location's name gives: its letters and digits, upper case, at most 20. */
export function shortNameOf(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
}

/**
 * `npm run seed -- --empty-location NAME`: a location with no departments, job classes or badges (only the built-in
 * media categories), to be set up through the settings screens. The demo owner and every support user are given it. Returns its short name.
 */
export async function seedEmptyLocation(
  deps: CommandDeps,
  name: string,
  options: { timeZone?: string; now?: Date } = {},
): Promise<{ shortName: string; givenTo: string[] }> {
  const shortName = shortNameOf(name);
  if (!locationShortNamePattern.test(shortName)) throw new Error('The name needs at least 2 letters or digits');
  const ctx = { userId: 'system', locationShortName: shortName, now: options.now ?? new Date(), correlationId: 'seed' };
  const info: LocationInfo = {
    shortName,
    name: name.trim().slice(0, 120),
    alias: '',
    address1: '',
    city: '',
    subdivision: '',
    postalCode: '',
    country: 'US',
    phone: '',
    timeZone: options.timeZone ?? 'America/Los_Angeles',
  };
  const opened = await locationCommands(deps).open(ctx, info);
  if (opened.events.length === 0) throw new Error(`A location ${shortName} exists already`);
  // Built in everywhere: texted pictures are filed under Messaging.
  await settingsCommands(deps).saveList(
    ctx,
    'mediaCategories',
    builtInMediaCategories.map((description) => ({
      mediaCategoryId: deps.newId(),
      description,
      isActive: true,
      isCustom: false,
    })),
  );
  const users = await deps.readStore.find('users', {});
  const chosen = users.filter(
    (u) => !u.deletedAt && (u.email === demoOwner.email || isSupport((u.roles as string[]) ?? [])),
  );
  const identity = identityCommands(deps);
  for (const u of chosen) await identity.giveLocation(ctx, String(u.userId ?? u.id), shortName);
  return { shortName, givenTo: chosen.map((u) => String(u.email)) };
}
