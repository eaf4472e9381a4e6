import { invalid, type UserEvent, userMessages } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { describe, expect, it } from 'vitest';
import { type CommandContext, executeAll, type StreamCommand, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { claimEmail, claimSettlesMs, earlierEmails, emailStream, userByEmail } from './email-claim.ts';
import { decideRegister, type User, user, userStream } from './user.ts';

const now = new Date('2026-03-02T17:00:00.000Z');
const at = (when: Date): CommandContext => ({
  userId: 'system',
  locationShortName: '',
  now: when,
  correlationId: 'test',
});
const registered = (userId: string, email: string) => ({
  userId,
  email,
  firstName: 'Nina',
  lastName: 'Fresh',
  passwordHash: 'scrypt$1$salt$hash',
  roles: ['dashReader'],
  locationShortNames: ['BAYVIEW'],
  mfaMethod: 'None',
});
const taken = () => invalid([{ field: 'email', message: userMessages.emailTaken }]);

const folder = eventStoreFolder('email-claims');

/** A command process of its own on the shared folder: its own store handle, folded streams and turns. */
async function commandProcess() {
  const store = await folder.open();
  return { store, streams: foldedStreams(store), inTurn: keyedQueue() };
}

/** Registers a user with their address claimed first, as every command that gives an address does. */
async function register(deps: Awaited<ReturnType<typeof commandProcess>>, userId: string, email: string, when = now) {
  const claim = await claimEmail(deps.streams, email, userId, when, taken);
  const made: StreamCommand<User> = {
    streamId: userStream(userId),
    aggregate: user,
    decide: (s) => decideRegister(s, registered(userId, email)),
  };
  return executeAll(deps, [claim, made] as StreamCommand<unknown>[], at(when));
}

/** Appends a user's events as they were written before addresses were claimed. */
const written = (store: EventStore, userId: string, events: UserEvent[]) =>
  store.append(userStream(userId), stamp(events, at(now)), { expectedVersion: 'any' });

describe('e-mail claims', () => {
  it('find the user whose address it is on their stream, whatever its case, and nobody for an unknown one', async () => {
    const deps = await commandProcess();
    await register(deps, 'u1', 'Nina@Bayline.test');
    expect((await userByEmail(deps.streams, 'NINA@bayline.test'))?.userId).toBe('u1');
    expect(await userByEmail(deps.streams, 'nobody@bayline.test')).toBeUndefined();
  });

  it('give an address to one of two processes registering it at once; the other is refused as taken', async () => {
    const [first, second] = [await commandProcess(), await commandProcess()];
    const tries = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => register(i % 2 ? first : second, `u${i}`, 'same@bayline.test')),
    );
    const refused = tries.filter((t) => t.status === 'rejected');
    expect(tries.length - refused.length).toBe(1);
    for (const r of refused)
      expect(r.reason).toMatchObject({ extra: { errors: [{ message: userMessages.emailTaken }] } });
    const claims = await first.store.readStream(emailStream('same@bayline.test'));
    expect(claims.map((e) => e.type)).toEqual(['EmailClaimed']);
  });

  it('free the address of a deleted user at once, and one whose user never got it once the claim has settled', async () => {
    const deps = await commandProcess();
    await register(deps, 'u1', 'left@bayline.test');
    await written(deps.store, 'u1', [{ type: 'UserDeleted', data: { userId: 'u1' } }]);
    await register(deps, 'u2', 'left@bayline.test');
    expect((await userByEmail(deps.streams, 'left@bayline.test'))?.userId).toBe('u2');

    // A claim whose user's own append never came (a crash in between): theirs until it settles.
    const crashed = await claimEmail(deps.streams, 'lost@bayline.test', 'u3', now, taken);
    await executeAll(deps, [crashed as StreamCommand<unknown>], at(now));
    expect(await userByEmail(deps.streams, 'lost@bayline.test')).toBeUndefined();
    await expect(register(deps, 'u4', 'lost@bayline.test')).rejects.toMatchObject({
      extra: { errors: [{ message: userMessages.emailTaken }] },
    });
    await register(deps, 'u4', 'lost@bayline.test', new Date(now.getTime() + claimSettlesMs));
    expect((await userByEmail(deps.streams, 'lost@bayline.test'))?.userId).toBe('u4');
  });
});

describe('the upgrade at start', () => {
  it('claims the address of every user written before claims, once, so they sign in', async () => {
    const deps = await commandProcess();
    await written(deps.store, 'u1', [{ type: 'UserRegistered', data: registered('u1', 'owner@bayline.test') }]);
    await written(deps.store, 'u2', [
      { type: 'UserRegistered', data: registered('u2', 'old@bayline.test') },
      { type: 'UserEmailChanged', data: { userId: 'u2', email: 'new@bayline.test' } },
    ]);
    await written(deps.store, 'u3', [
      { type: 'UserRegistered', data: registered('u3', 'gone@bayline.test') },
      { type: 'UserDeleted', data: { userId: 'u3' } },
    ]);
    expect(await userByEmail(deps.streams, 'owner@bayline.test')).toBeUndefined();

    // Two processes starting at once: each claims what is not claimed yet, the mark is appended once.
    const other = await commandProcess();
    const starts = await Promise.all([upgradeAt(deps, now, earlierEmails), upgradeAt(other, now, earlierEmails)]);
    expect(starts.reduce((sum, filled) => sum + (filled.get('email-claims') ?? 0), 0)).toBe(2);
    expect((await userByEmail(deps.streams, 'owner@bayline.test'))?.userId).toBe('u1');
    expect((await userByEmail(deps.streams, 'new@bayline.test'))?.userId).toBe('u2');
    expect(await userByEmail(deps.streams, 'old@bayline.test')).toBeUndefined();
    expect(await userByEmail(deps.streams, 'gone@bayline.test')).toBeUndefined();

    const head = await deps.store.headPosition();
    expect((await upgradeAt(deps, now, earlierEmails)).size).toBe(0);
    expect(await deps.store.headPosition()).toBe(head);
  });
});
