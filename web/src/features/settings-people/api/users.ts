import { type addressFreeSchema, type UsersSettings, userMessages } from '@bayline/contracts';
import { api } from '../../../lib/api.ts';
import { tMessage } from '../../../lib/messages.ts';

export const usersListKey = ['settings', 'users'] as const;

/** GET users/settings answers more than the list: the rows are its users. */
export const usersOf = (answer: unknown) => (answer as UsersSettings).users;

/** GET users/testuser/{email}: a message when the address already belongs to someone, else undefined. */
export async function emailInUse(email: string): Promise<string | undefined> {
  const answer = await api.get<typeof addressFreeSchema>('identity', `users/testuser/${encodeURIComponent(email)}`);
  return answer.ok ? undefined : tMessage(userMessages.emailTaken);
}
