import type { SessionEvent, UserEvent } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CommandContext, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { given } from '../testing/given.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { identityCommands } from './commands.ts';
import { choiceStream, chosenLocation, decideChooseLocation, earlierChoices } from './location-choice.ts';
import { sessionStream } from './session.ts';
import { userStream } from './user.ts';

const now = new Date('2026-03-02T17:00:00.000Z');
const ctx = (userId: string): CommandContext => ({ userId, locationShortName: 'HARBOR', now, correlationId: 'test' });

describe("a user's last chosen location", () => {
  it('is the one chosen, and the same one again is no change', () => {
    given(chosenLocation, [])
      .when((s) => decideChooseLocation(s, 'u1', 'HARBOR'))
      .then([{ type: 'LocationChosen', data: { userId: 'u1', shortName: 'HARBOR' } }]);
    given(chosenLocation, [{ type: 'LocationChosen', data: { userId: 'u1', shortName: 'HARBOR' } }])
      .when((s) => decideChooseLocation(s, 'u1', 'HARBOR'))
      .then([]);
  });
});

describe('choices', () => {
  const folder = eventStoreFolder('location-choice');
  let store: EventStore;
  const deps = () =>
    ({ store, streams: foldedStreams(store), inTurn: keyedQueue() }) as Pick<
      CommandDeps,
      'store' | 'streams' | 'inTurn'
    > as CommandDeps;
  const chosen = async (userId: string) => (await deps().streams.current(choiceStream(userId), chosenLocation)).state;
  const written = (streamId: string, events: (UserEvent | SessionEvent)[], userId: string) =>
    store.append(streamId, stamp(events, ctx(userId)), { expectedVersion: 'any' });

  beforeEach(async () => {
    store = await folder.open();
  });

  it('are kept for the user when a session selects a location; a location not theirs keeps nothing', async () => {
    const identity = identityCommands(deps());
    await identity.startSession(ctx('u1'), { sessionId: 's1', userId: 'u1', locationShortName: 'BAYVIEW' });
    await identity.selectLocation(ctx('u1'), 's1', 'HARBOR', ['BAYVIEW', 'HARBOR']);
    expect(await chosen('u1')).toBe('HARBOR');
    const head = await store.headPosition();
    await expect(identity.selectLocation(ctx('u1'), 's1', 'NORTH', ['BAYVIEW', 'HARBOR'])).rejects.toMatchObject({
      name: 'NotAllowed',
    });
    expect(await store.headPosition()).toBe(head);
    expect(await chosen('u1')).toBe('HARBOR');
  });

  it('made before they were kept are taken from the log once at start, the last of each user', async () => {
    // Older data chose on the user's stream, newer on the session's.
    await written(userStream('u1'), [{ type: 'LocationSelected', data: { userId: 'u1', shortName: 'BAYVIEW' } }], 'u1');
    await written(
      sessionStream('s1'),
      [{ type: 'LocationSelected', data: { sessionId: 's1', userId: 'u1', shortName: 'HARBOR' } }],
      'u1',
    );
    await written(userStream('u2'), [{ type: 'LocationSelected', data: { userId: 'u2', shortName: 'NORTH' } }], 'u2');
    // A choice kept already is newer than the log's.
    const kept = [{ type: 'LocationChosen', data: { userId: 'u2', shortName: 'SOUTH' } }] as const;
    await store.append(choiceStream('u2'), stamp([...kept], ctx('u2')), { expectedVersion: 'no_stream' });
    expect(await chosen('u1')).toBeNull();

    const filled = await upgradeAt(deps(), now, earlierChoices);
    expect(filled.get('location-choices')).toBe(1);
    expect(await chosen('u1')).toBe('HARBOR');
    expect(await chosen('u2')).toBe('SOUTH');
  });
});
