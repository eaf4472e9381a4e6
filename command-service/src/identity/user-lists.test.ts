import type { UserEvent, UserListEvent } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CommandContext, executeAll, type StreamCommand, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { identityCommands } from './commands.ts';
import { decideRegister, decideUserDelete, type User, user, userStream } from './user.ts';
import {
  earlierUserLists,
  everywhereUsers,
  everywhereUsersStream,
  listings,
  locationUsersStream,
  usersAt,
} from './user-lists.ts';

const now = new Date('2026-03-02T17:00:00.000Z');
const ctx: CommandContext = { userId: 'system', locationShortName: 'BAYVIEW', now, correlationId: 'test' };

const folder = eventStoreFolder('user-lists');
let store: EventStore;

/** A command process of its own over the shared store, with no read store at all: the lists are streams. */
const commandProcess = () =>
  ({ store, streams: foldedStreams(store), inTurn: keyedQueue() }) as Pick<
    CommandDeps,
    'store' | 'streams' | 'inTurn'
  > as CommandDeps;

const registered = (userId: string, roles: string[], locationShortNames: string[]) => ({
  userId,
  email: `${userId}@bayline.test`,
  firstName: userId,
  lastName: 'Lee',
  passwordHash: 'scrypt$1$salt$hash',
  roles,
  locationShortNames,
  mfaMethod: 'None',
});

/** Registers a user listed first, as every command that registers one does. */
function register(deps: CommandDeps, userId: string, roles: string[], locationShortNames: string[]) {
  const made: StreamCommand<User> = {
    streamId: userStream(userId),
    aggregate: user,
    decide: (s) => decideRegister(s, registered(userId, roles, locationShortNames)),
  };
  const lists = listings([{ userId, locationShortNames, roles }]);
  return executeAll(deps, [...lists, made] as StreamCommand<unknown>[], ctx);
}

/** Appends events as they were written before the lists were kept (or by a command that stopped half-way). */
const written = (streamId: string, events: (UserEvent | UserListEvent)[]) =>
  store.append(streamId, stamp(events, ctx), { expectedVersion: 'any' });

const idsAt = async (deps: CommandDeps, shortName: string) =>
  (await usersAt(deps.streams, shortName)).map((u) => u.userId).sort();
const everywhere = async (deps: CommandDeps) => (await everywhereUsers(deps.streams)).map((u) => u.userId).sort();

beforeEach(async () => {
  store = await folder.open();
});

describe("a location's users", () => {
  it('are those registered there or given it since, as their streams have them now, deleted ones included', async () => {
    const deps = commandProcess();
    await register(deps, 'ann', ['dashReader'], ['BAYVIEW']);
    await register(deps, 'bob', ['dashReader'], ['BAYVIEW', 'HARBOR']);
    await register(deps, 'cyd', ['dashReader'], ['HARBOR']);
    expect(await idsAt(deps, 'BAYVIEW')).toEqual(['ann', 'bob']);
    expect(await idsAt(deps, 'NORTH')).toEqual([]);

    await identityCommands(deps).giveLocation(ctx, ['ann', 'cyd'], 'NORTH');
    expect(await idsAt(deps, 'NORTH')).toEqual(['ann', 'cyd']);

    // Bob leaves BAYVIEW (he has HARBOR); Ann, whose only other location is NORTH, leaves it too; Cyd is deleted.
    const saver = { email: 'demo@bayline.test', roles: ['owner'], locationShortNames: ['BAYVIEW', 'NORTH'] };
    const leave = (userId: string, at: string): StreamCommand<User> => ({
      streamId: userStream(userId),
      aggregate: user,
      decide: (s) => decideUserDelete(s, { ...saver, at }, 'userId'),
    });
    await executeAll(deps, [leave('bob', 'BAYVIEW'), leave('ann', 'NORTH')] as StreamCommand<unknown>[], ctx);
    await written(userStream('cyd'), [{ type: 'UserLocationRemoved', data: { userId: 'cyd', shortName: 'HARBOR' } }]);
    await executeAll(deps, [leave('cyd', 'NORTH')] as StreamCommand<unknown>[], ctx);
    expect(await idsAt(deps, 'BAYVIEW')).toEqual(['ann']);
    expect(await idsAt(deps, 'NORTH')).toEqual(['cyd']);
    const [cyd] = await usersAt(deps.streams, 'NORTH');
    expect(cyd?.state.deleted).toBe(true);
    // The version the Users list's ETag is made of: each user stream's own.
    expect(cyd?.version).toBe((await store.readStream(userStream('cyd'))).length - 1);
  });

  it('are all found when many are added at once from several processes', async () => {
    const userIds = Array.from({ length: 8 }, (_, i) => `u${i}`);
    await Promise.all(userIds.map((userId) => register(commandProcess(), userId, ['dashReader'], ['BAYVIEW'])));
    expect(await idsAt(commandProcess(), 'BAYVIEW')).toEqual(userIds);
    const listed = await store.readStream(locationUsersStream('BAYVIEW'));
    expect(listed).toHaveLength(8);
  });

  it('leave out a user listed by a command that stopped before their own append', async () => {
    const deps = commandProcess();
    await written(locationUsersStream('BAYVIEW'), [{ type: 'UserListed', data: { userId: 'ghost' } }]);
    await written(everywhereUsersStream, [{ type: 'UserListed', data: { userId: 'ghost' } }]);
    expect(await usersAt(deps.streams, 'BAYVIEW')).toEqual([]);
    expect(await everywhereUsers(deps.streams)).toEqual([]);
  });
});

describe('the owners and support users', () => {
  it('are those registered or granted support, while they keep the role and are not deleted', async () => {
    const deps = commandProcess();
    await register(deps, 'owner', ['owner'], ['BAYVIEW']);
    await register(deps, 'tech', ['board-writer'], ['BAYVIEW']);
    await register(deps, 'gone', ['support'], ['BAYVIEW']);
    await written(userStream('gone'), [{ type: 'UserDeleted', data: { userId: 'gone' } }]);
    expect(await everywhere(deps)).toEqual(['owner']);

    const identity = identityCommands(deps);
    await identity.setSupport(ctx, 'tech', true);
    expect(await everywhere(deps)).toEqual(['owner', 'tech']);
    await identity.setSupport(ctx, 'tech', false);
    expect(await everywhere(deps)).toEqual(['owner']);
  });
});

describe('users written before the lists were kept', () => {
  it('are listed once at start where their streams have them; a second start appends nothing', async () => {
    await written(userStream('ann'), [
      { type: 'UserRegistered', data: registered('ann', ['owner'], ['BAYVIEW']) },
      { type: 'UserGivenLocation', data: { userId: 'ann', shortName: 'HARBOR' } },
    ]);
    await written(userStream('bob'), [
      { type: 'UserRegistered', data: registered('bob', ['dashReader'], ['BAYVIEW', 'HARBOR']) },
      { type: 'UserLocationRemoved', data: { userId: 'bob', shortName: 'HARBOR' } },
    ]);
    await written(userStream('cyd'), [
      { type: 'UserRegistered', data: registered('cyd', ['support'], ['HARBOR']) },
      { type: 'UserDeleted', data: { userId: 'cyd' } },
    ]);
    const deps = commandProcess();
    expect(await idsAt(deps, 'BAYVIEW')).toEqual([]);

    const filled = await upgradeAt(deps, now, earlierUserLists);
    expect(filled.get('user-lists')).toBe(6);
    expect(await idsAt(deps, 'BAYVIEW')).toEqual(['ann', 'bob']);
    expect(await idsAt(deps, 'HARBOR')).toEqual(['ann', 'cyd']);
    expect(await everywhere(deps)).toEqual(['ann']);

    const head = await store.headPosition();
    await Promise.all([upgradeAt(commandProcess(), now, earlierUserLists), upgradeAt(deps, now, earlierUserLists)]);
    expect(await store.headPosition()).toBe(head);
  });
});
