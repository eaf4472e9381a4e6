import { createHash } from 'node:crypto';
import type { EmailClaimEvent } from '@bayline/contracts';
import { type Aggregate, execute, type FoldedStreams, type StreamCommand } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { type User, user, userStream } from './user.ts';

/**
 * E-mail addresses on the write side: a stream per address says whose it is, so sign-in finds a user on the event
 * streams alone, on every event store (each append is to one stream), and a claim appended with optimistic
 * concurrency before the user's own events makes two users with one address impossible, however many save at once.
 */
export const emailStream = (email: string) =>
  `email-${createHash('sha256').update(email.toLowerCase()).digest('base64url')}`;

export interface EmailClaim {
  /** Who claimed the address last; it is theirs while their stream has it. */
  userId: string | null;
  at: string;
}

export const emailClaim: Aggregate<EmailClaim, EmailClaimEvent> = {
  initial: () => ({ userId: null, at: '' }),
  evolve: (state, event) =>
    event.type === 'EmailClaimed' ? { userId: event.data.userId, at: event.metadata.at } : state,
};

/**
 * How long a claim whose user's stream does not have the address yet stays theirs: the claim is appended just
 * before the user's own events, so until then their append may still be on its way (a crash in between frees the
 * address after this).
 */
export const claimSettlesMs = 60_000;

const holds = (state: User, email: string) => state.exists && !state.deleted && state.email === email.toLowerCase();

/** The user whose address this is now, as their stream has them (inactive ones too); undefined for nobody's. */
export async function userByEmail(streams: FoldedStreams, email: string): Promise<User | undefined> {
  const { state: claim } = await streams.current(emailStream(email), emailClaim);
  if (!claim.userId) return undefined;
  const { state } = await streams.current(userStream(claim.userId), user);
  return holds(state, email) ? state : undefined;
}

/**
 * The part of a command that gives `userId` the address (put before the user's own part, which the command
 * appends after it). Refused with `taken()` while it is another user's; a claim its holder's stream does not
 * bear out (deleted, or the address changed since) is taken over.
 */
export async function claimEmail(
  streams: FoldedStreams,
  email: string,
  userId: string,
  now: Date,
  taken: () => Error,
): Promise<StreamCommand<EmailClaim, EmailClaimEvent>> {
  const address = email.toLowerCase();
  const streamId = emailStream(address);
  const { state: seen } = await streams.current(streamId, emailClaim);
  const holder =
    seen.userId && seen.userId !== userId ? (await streams.current(userStream(seen.userId), user)).state : undefined;
  const free = (claim: EmailClaim) =>
    claim.userId === seen.userId &&
    holder !== undefined &&
    !holds(holder, address) &&
    (holder.deleted || Date.parse(claim.at) + claimSettlesMs <= now.getTime());
  return {
    streamId,
    aggregate: emailClaim,
    decide(claim) {
      if (claim.userId === userId) return [];
      if (claim.userId && !free(claim)) throw taken();
      return [{ type: 'EmailClaimed', data: { email: address, userId } }];
    },
  };
}

/**
 * Data written before addresses were claimed: every user not deleted is given the claim of their address, as the
 * log has it (a claim already made is left).
 */
export const earlierEmails: WriteSideIndexUpgrade = {
  name: 'email-claims',
  start() {
    const emails = new Map<string, string>();
    return {
      see({ type, data }) {
        if (type === 'UserRegistered' || type === 'UserEmailChanged') emails.set(data.userId, data.email.toLowerCase());
        else if (type === 'UserDeleted') emails.delete(data.userId);
      },
      async fill(deps, ctx) {
        let claimed = 0;
        for (const [userId, email] of emails) {
          const { events } = await execute(
            deps,
            emailStream(email),
            emailClaim,
            (claim): EmailClaimEvent[] => (claim.userId ? [] : [{ type: 'EmailClaimed', data: { email, userId } }]),
            ctx,
          );
          claimed += events.length;
        }
        return claimed;
      },
    };
  },
};
