import {
  byUserName,
  type FieldError,
  invalid,
  isEmptyId,
  type PolicyUser,
  type PolicyUserSaved,
  policyUserOf,
  userMessages,
} from '@bayline/contracts';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { type CommandContext, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { decideUserDelete, decideUserSave, type User, type UserSaver, user, userStream } from './user.ts';

/** The users of a location as the identity read model has them: only to know which streams a save touches. */
export async function userIdsAt(readStore: ReadStore, shortName: string): Promise<string[]> {
  const docs = await readStore.find('users', { locationShortNames: shortName });
  return docs.filter((d) => !d.deletedAt).map((d) => String(d.userId ?? d.id));
}

/**
 * PUT users/policyusers: the location's whole list of users. Rows are checked together (ids and e-mails once
 * each, e-mails free) and every user's stream decided before anything is appended; users left out are deleted.
 */
export async function saveUsers(
  deps: CommandDeps,
  ctx: CommandContext,
  saver: UserSaver,
  rows: PolicyUserSaved[],
): Promise<{ users: PolicyUser[]; position: number }> {
  const here = await userIdsAt(deps.readStore, saver.at);
  const hereSet = new Set(here);
  const errors: FieldError[] = [];
  const seenIds = new Set<string>();
  const seenEmails = new Map<string, number>();
  const ids = rows.map((row, index) => {
    if (isEmptyId(row.userId)) return deps.newId();
    if (!hereSet.has(row.userId)) errors.push({ field: `${index}.userId`, message: 'This user is not at this location' });
    if (seenIds.has(row.userId)) errors.push({ field: `${index}.userId`, message: 'This row is in the list twice' });
    seenIds.add(row.userId);
    return row.userId;
  });
  await Promise.all(
    rows.map(async (row, index) => {
      if (seenEmails.has(row.email)) errors.push({ field: `${index}.email`, message: userMessages.emailTaken });
      seenEmails.set(row.email, index);
      const holder = await deps.directory.userByEmail(row.email);
      if (holder && holder.userId !== ids[index]) errors.push({ field: `${index}.email`, message: userMessages.emailTaken });
    }),
  );
  if (errors.length) throw invalid(errors);

  // Hashing is slow and salted: a password is hashed only when it is not the one the user already has.
  const hashes = await Promise.all(
    rows.map(async (row, index) => {
      if (!row.password) return null;
      const { state } = await deps.streams.current(userStream(ids[index]), user);
      if (state.exists && (await verifyPassword(row.password, state.passwordHash))) return null;
      return hashPassword(row.password);
    }),
  );

  const saved = rows.map(
    (row, index): StreamCommand<User> => ({
      streamId: userStream(ids[index]),
      aggregate: user,
      creates: isEmptyId(row.userId),
      decide: (state) => {
        const { password: _typed, ...fields } = row;
        return decideUserSave(state, { ...fields, userId: ids[index], passwordHash: hashes[index] }, saver, index);
      },
    }),
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
  const decided = await executeAll(deps, [...saved, ...deleted] as StreamCommand<unknown>[], ctx);
  const states = decided.map((d) => d.state as User);
  const kept = states.filter((s) => s.exists && !s.deleted && s.locationShortNames.includes(saver.at));
  const names = await deps.directory.locationNames([...new Set(kept.flatMap((s) => s.locationShortNames))]);
  const byShortName = new Map(names.map((l) => [l.shortName, l.name]));
  const users = kept.map((s) => policyUserOf(s, byShortName));
  return { users: users.sort(byUserName), position: Math.max(0, ...decided.map((d) => d.position)) };
}
