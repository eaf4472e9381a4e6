import { allows, type SessionUser } from '@bayline/contracts';

/** What a user without the board right may still do, and whom to ask: the production page says it plainly. */
export function noBoardAccessText(user: SessionUser, locationName: string) {
  const may: string[] = [];
  if (user.locations.length > 1) may.push('switch to another of your locations from the top bar');
  if (allows(user.permissions.admin, 'read')) may.push('open Settings');
  if (allows(user.permissions.dash, 'read')) may.push('open the dashboard, once it is available');
  may.push('sign out from the user menu');
  return {
    title: `You cannot see the production board of ${locationName}`,
    may: `You may ${may.join(', ')}.`,
    ask: `To work on the board, ask the owner or a manager of ${locationName} to give you the Board right (Settings, Users).`,
  };
}
