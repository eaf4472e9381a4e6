import {
  byUserName,
  type FieldError,
  invalid,
  isEmptyId,
  type PolicyUser,
  type PolicyUserSaved,
  policyUserOf,
  Refusal,
  userMessages,
  usersListVersion,
} from '@bayline/contracts';
import { usersModel } from '@bayline/contracts/read-models/identity';
import { caughtUp } from '@bayline/platform/read-store/caught-up';
import { type CommandContext, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { claimEmail, userByEmail } from './email-claim.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { decideUserDelete, decideUserSave, type User, type UserSaver, user, userStream } from './user.ts';

/**
 * The users of a location as the identity read model has them, deleted ones included (they count in the list's
 * version): only to know which streams a save touches.
 */
async function usersAt(deps: Pick<CommandDeps, 'store' | 'readStore'>, shortName: string) {
  await identityCaughtUp(deps);
  const docs = await deps.readStore.collection(usersModel).find({ locationShortNames: shortName });
  return docs.map((d) => ({ userId: String(d.userId ?? d.id), deleted: Boolean(d.deletedAt) }));
}

const staleUsersTitle = 'This list was changed by someone else';

/**
 * Waits until the identity read model has every event appended before the save began: a user added a moment ago
 * by someone else must count, or a stale list would pass the version check and miss them. Bounded: a projector
 * that lags longer is answered 503, to try again.
 */
async function identityCaughtUp({ store, readStore }: Pick<CommandDeps, 'store' | 'readStore'>, timeoutMs = 5_000) {
  const head = await store.headPosition();
  if (!(await caughtUp(readStore, 'identity', head, { timeoutMs, stepMs: 10 })))
    throw new Refusal('NotReady', 'Users are still being brought up to date', {
      detail: 'Try again in a moment.',
      retryAfter: 1,
    });
}

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
  const everyone = await usersAt(deps, saver.at);
  if (expectedVersion !== undefined) {
    const states = await Promise.all(everyone.map((u) => deps.streams.current(userStream(u.userId), user)));
    const version = usersListVersion(states.map((s) => s.version));
    if (version !== expectedVersion) {
      const names = new Map(
        (await deps.directory.locationNames([...saver.locationShortNames])).map((l) => [l.shortName, l.name]),
      );
      const current = states
        .map((s) => s.state)
        .filter((s) => s.exists && !s.deleted && s.locationShortNames.includes(saver.at))
        .map((s) => policyUserOf(s, names))
        .sort(byUserName);
      throw new Refusal('StaleVersion', staleUsersTitle, {
        detail: 'Your changes were not saved. The current list is shown; apply your edits again.',
        current,
        version,
      });
    }
  }
  const here = everyone.filter((u) => !u.deleted).map((u) => u.userId);
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
  const decided = await executeAll(deps, [...claims, ...saved, ...deleted] as StreamCommand<unknown>[], ctx);
  const states = decided.slice(claims.length).map((d) => d.state as User);
  const kept = states.filter((s) => s.exists && !s.deleted && s.locationShortNames.includes(saver.at));
  const names = await deps.directory.locationNames([...saver.locationShortNames]);
  const byShortName = new Map(names.map((l) => [l.shortName, l.name]));
  const users = kept.map((s) => policyUserOf(s, byShortName));
  return { users: users.sort(byUserName), position: Math.max(0, ...decided.map((d) => d.position)) };
}
