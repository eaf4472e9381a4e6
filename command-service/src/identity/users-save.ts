import {
  byUserName,
  type FieldError,
  invalid,
  isEmptyId,
  newUserRoles,
  type PolicyUser,
  type PolicyUserSaved,
  policyUserOf,
  Refusal,
  userMessages,
  usersListVersion,
} from '@bayline/contracts';
import { locationNames } from '../locations/location.ts';
import { type CommandContext, executeAll, type FoldedStreams, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { claimEmail, userByEmail } from './email-claim.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { decideUserDelete, decideUserSave, type User, type UserSaver, user, userStream } from './user.ts';
import { listings, usersAt } from './user-lists.ts';

const staleUsersTitle = 'This list was changed by someone else';

/** The saver's locations by short name, as the users list names them. */
const namesOf = async (streams: FoldedStreams, saver: UserSaver) =>
  new Map((await locationNames(streams, saver.locationShortNames)).map((l) => [l.shortName, l.name]));

/**
 * PUT users/policyusers: the location's whole list of users. Rows are checked together (ids and e-mails once
 * each, e-mails free) and every user's stream decided before anything is appended; users left out leave the
 * location (deleted when it was their only one). A stale `expectedVersion` (If-Match) is answered 409 with the list.
 */
export async function saveUsers(
  deps: CommandDeps,
  ctx: CommandContext,
  saver: UserSaver,
  rows: PolicyUserSaved[],
  expectedVersion?: number,
): Promise<{ users: PolicyUser[]; position: number }> {
  const everyone = await usersAt(deps.streams, saver.at);
  if (expectedVersion !== undefined) {
    const version = usersListVersion(everyone.map((u) => u.version));
    if (version !== expectedVersion) {
      const names = await namesOf(deps.streams, saver);
      const current = everyone
        .map((u) => u.state)
        .filter((s) => !s.deleted)
        .map((s) => policyUserOf(s, names))
        .sort(byUserName);
      throw new Refusal('StaleVersion', staleUsersTitle, {
        detail: 'Your changes were not saved. The current list is shown; apply your edits again.',
        current,
        version,
      });
    }
  }
  const here = everyone.filter((u) => !u.state.deleted).map((u) => u.userId);
  const hereSet = new Set(here);
  const errors: FieldError[] = [];
  const seenIds = new Set<string>();
  const seenEmails = new Set<string>();
  // Each row with the id it is saved under: a new row's is made here.
  const identified = rows.map((row, index) => {
    if (isEmptyId(row.userId)) return { row, userId: deps.newId() };
    if (!hereSet.has(row.userId))
      errors.push({ field: `${index}.userId`, message: 'This user is not at this location' });
    if (seenIds.has(row.userId)) errors.push({ field: `${index}.userId`, message: 'This row is in the list twice' });
    seenIds.add(row.userId);
    return { row, userId: row.userId };
  });
  await Promise.all(
    identified.map(async ({ row, userId }, index) => {
      const twice = seenEmails.has(row.email);
      seenEmails.add(row.email);
      const holder = await userByEmail(deps.streams, row.email);
      if (twice || (holder && holder.userId !== userId))
        errors.push({ field: `${index}.email`, message: userMessages.emailTaken });
    }),
  );
  if (errors.length) throw invalid(errors);

  // Hashing is slow and salted: a password is hashed only when it is not the one the user already has.
  const hashed = await Promise.all(
    identified.map(async (entry) => {
      const { row, userId } = entry;
      if (!row.password) return { ...entry, passwordHash: null };
      const { state } = await deps.streams.current(userStream(userId), user);
      if (state.exists && (await verifyPassword(row.password, state.passwordHash)))
        return { ...entry, passwordHash: null };
      return { ...entry, passwordHash: await hashPassword(row.password) };
    }),
  );

  const saved = hashed.map(
    ({ row, userId, passwordHash }, index): StreamCommand<User> => ({
      streamId: userStream(userId),
      aggregate: user,
      creates: isEmptyId(row.userId),
      decide: (state) => {
        const { password: _typed, ...fields } = row;
        return decideUserSave(state, { ...fields, userId, passwordHash }, saver, index);
      },
    }),
  );
  // Each address claimed before its user is saved with it (a claim its user holds already appends nothing).
  const claims = await Promise.all(
    identified.map(({ row, userId }, index) =>
      claimEmail(deps.streams, row.email, userId, ctx.now, () =>
        invalid([{ field: `${index}.email`, message: userMessages.emailTaken }]),
      ),
    ),
  );
  const deleted = here
    .filter((id) => !seenIds.has(id))
    .map(
      (id): StreamCommand<User> => ({
        streamId: userStream(id),
        aggregate: user,
        decide: (state) => decideUserDelete(state, saver, `userId ${id}`),
      }),
    );
  // Each user listed at the locations and roles the row may give them, before their own events.
  const lists = listings(
    identified.map(({ row, userId }) => {
      const created = isEmptyId(row.userId);
      return {
        userId,
        locationShortNames: row.locations?.map((l) => l.shortName) ?? (created ? [saver.at] : []),
        roles: row.roles ?? (created ? newUserRoles : []),
      };
    }),
  );
  const decided = await executeAll(deps, [...lists, ...claims, ...saved, ...deleted] as StreamCommand<unknown>[], ctx);
  const states = decided.slice(lists.length + claims.length).map((d) => d.state as User);
  const kept = states.filter((s) => s.exists && !s.deleted && s.locationShortNames.includes(saver.at));
  const names = await namesOf(deps.streams, saver);
  const users = kept.map((s) => policyUserOf(s, names));
  return { users: users.sort(byUserName), position: Math.max(0, ...decided.map((d) => d.position)) };
}
