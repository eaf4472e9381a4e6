import { isAllPowerful, type UserListEvent } from '@bayline/contracts';
import { type Aggregate, executeAll, type FoldedStreams, type StreamCommand } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { type User, user, userStream } from './user.ts';

/**
 * Users found by where they work and what they may do, on the write side: a location's users (the Users screen's
 * save) and the owners and support users (who are given every new location). No request names these sets, so
 * each is a stream of its own, appended with the version read before the users' own events; a user counts only
 * while their stream bears the listing out, so a list is never shortened and a crash between the two appends
 * lists nobody wrongly.
 */
export const locationUsersStream = (shortName: string) => `users-at-${shortName}`;
export const everywhereUsersStream = 'users-everywhere';

const listed: Aggregate<ReadonlySet<string>, UserListEvent> = {
  initial: () => new Set(),
  evolve: (ids, event) => new Set(ids).add(event.data.userId),
  evolveAll: (ids, events) => new Set([...ids, ...events.map((e) => e.data.userId)]),
};

/** The part of a command that lists these users on one list (put before their own parts); one listed is no change. */
function list(streamId: string, userIds: readonly string[]): StreamCommand<unknown, UserListEvent> {
  return {
    streamId,
    aggregate: listed as Aggregate<unknown, UserListEvent>,
    decide: (ids) =>
      [...new Set(userIds)]
        .filter((userId) => !(ids as ReadonlySet<string>).has(userId))
        .map((userId) => ({ type: 'UserListed', data: { userId } })),
  };
}

/** What a user may hold once a command's own events are appended: listing more than they come to hold is harmless. */
export interface MayHold {
  userId: string;
  locationShortNames: readonly string[];
  roles: readonly string[];
}

/**
 * The parts that list users on the lists of the locations and roles they may come to hold, one part per list: put
 * them before the users' own parts of the command.
 */
export function listings(users: readonly MayHold[]): StreamCommand<unknown, UserListEvent>[] {
  const byList = new Map<string, string[]>();
  const add = (streamId: string, userId: string) => byList.set(streamId, [...(byList.get(streamId) ?? []), userId]);
  for (const { userId, locationShortNames, roles } of users) {
    for (const shortName of locationShortNames) add(locationUsersStream(shortName), userId);
    if (isAllPowerful(roles)) add(everywhereUsersStream, userId);
  }
  return [...byList].map(([streamId, userIds]) => list(streamId, userIds));
}

/** The users of a list, each as their stream has them now. */
async function confirmed(streams: FoldedStreams, streamId: string) {
  const { state: ids } = await streams.current(streamId, listed);
  return Promise.all(
    [...ids].map(async (userId) => ({ userId, ...(await streams.current(userStream(userId), user)) })),
  );
}

/**
 * The users at a location with their streams' versions, deleted ones included (they count in the Users list's
 * version, as the read model keeps them).
 */
export async function usersAt(streams: FoldedStreams, shortName: string) {
  const all = await confirmed(streams, locationUsersStream(shortName));
  return all.filter(({ state }) => state.exists && state.locationShortNames.includes(shortName));
}

/** The owners and support users not deleted, as their streams have them. */
export async function everywhereUsers(streams: FoldedStreams): Promise<User[]> {
  const all = await confirmed(streams, everywhereUsersStream);
  return all.map(({ state }) => state).filter((s) => s.exists && !s.deleted && isAllPowerful(s.roles));
}

/**
 * Data written before these lists were kept: every user is listed at the locations and roles their stream has
 * now (a user listed already is left).
 */
export const earlierUserLists: WriteSideIndexUpgrade = {
  name: 'user-lists',
  start() {
    const userIds = new Set<string>();
    return {
      see({ type, data }) {
        if (type === 'UserRegistered') userIds.add(data.userId);
      },
      async fill(deps, ctx) {
        const holding: MayHold[] = [];
        for (const userId of userIds) {
          const { state } = await deps.streams.current(userStream(userId), user);
          if (state.exists) holding.push({ userId, locationShortNames: state.locationShortNames, roles: state.roles });
        }
        let entries = 0;
        // One list at a time: each is its own stream, and a start beside this one may be filling it too.
        for (const part of listings(holding)) {
          const [decided] = await executeAll(deps, [part], ctx);
          entries += decided?.events.length ?? 0;
        }
        return entries;
      },
    };
  },
};
