import { type CommandDeps, identityCommands, userByEmail } from '@bayline/command-service';

/** What an operator asks `npm run support --` to do. */
export const supportActions = ['grant', 'revoke'] as const;
export type SupportAction = (typeof supportActions)[number];

/** A request the command line refuses, in one line for the operator. */
export class SupportRefused extends Error {}

/**
 * `npm run support -- grant|revoke EMAIL`: gives the user with that e-mail the support role, or takes it back,
 * through the identity command (an event on the user's stream, as every change of a user is). The user is found by
 * their address's claim, as sign-in finds them. Returns the line to print.
 */
export async function changeSupport(deps: CommandDeps, action: SupportAction, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const found = await userByEmail(deps.streams, address);
  if (!found || found.deleted) throw new SupportRefused(`No user has the e-mail ${address}: nothing was changed`);
  const { userId } = found;
  // Recorded at the user's first location, as the seed records a user's registration.
  const [at = ''] = found.locationShortNames;
  const ctx = { userId: 'operator', locationShortName: at, now: new Date(), correlationId: `support-${action}` };
  const { events } = await identityCommands(deps).setSupport(ctx, userId, action === 'grant');
  if (events.length === 0)
    return action === 'grant' ? `${address} is a support user already` : `${address} is not a support user`;
  return action === 'grant' ? `${address} is now a support user` : `${address} is no longer a support user`;
}
