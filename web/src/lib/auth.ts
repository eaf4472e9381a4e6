import { type SessionUser, sessionUserSchema, type UserLocation } from '@bayline/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api.ts';
import { chooseLanguage } from './i18n.ts';
import { queryKeys } from './query-keys.ts';

/** Where the signed-in user is kept in the browser (spec 3 section 2.2); the real proof is the session cookie. */
export const sessionKey = 'bayline.session';
/** The protected page a signed-out visitor asked for, kept for the browser session. */
export const attemptedUrlKey = 'bayline.attemptedUrl';
export const homeRoute = '/production';

/** The user this browser last saw signed in (the server still has the last word). */
export function storedSession(): SessionUser | undefined {
  try {
    const text = localStorage.getItem(sessionKey);
    return text ? (JSON.parse(text) as SessionUser) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the signed-in user for the next visit, and speaks the language they chose in User Settings (on the server,
 * so it follows them from another browser; until one signs in, this browser's own choice decides).
 */
function remember(user: SessionUser) {
  localStorage.setItem(sessionKey, JSON.stringify(user));
  if (user.language) chooseLanguage(user.language);
}

/** GET users: the signed-in user, or null without a session. */
async function getSession(): Promise<SessionUser | null> {
  try {
    const user = await api.get('identity', 'users', { answer: sessionUserSchema });
    remember(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      localStorage.removeItem(sessionKey);
      return null;
    }
    throw error;
  }
}

/** The session check. The stored user shows at once while the server confirms it. */
export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: getSession,
    placeholderData: storedSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The signed-in user, for screens behind the access check. */
export function useSessionUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('context must be used inside provider');
  return data;
}

/** Records who is signed in (or that nobody is) after login, logout, licence acceptance or a location change. */
export function setSession(queryClient: QueryClient, user: SessionUser | null) {
  if (user) remember(user);
  else localStorage.removeItem(sessionKey);
  queryClient.setQueryData(queryKeys.session, user);
}

export type Access = 'signed-out' | 'eula' | 'no-locations' | 'ready';

/** What a user may do next: sign in, accept the licence agreement, wait for a location, or work. */
export function accessOf(user: SessionUser | null): Access {
  if (!user) return 'signed-out';
  if (!user.eula) return 'eula';
  if (user.locations.length === 0) return 'no-locations';
  return 'ready';
}

export function selectedLocation(user: SessionUser): UserLocation | undefined {
  return user.locations.find((l) => l.isSelected);
}

export function rememberAttemptedUrl(url: string) {
  sessionStorage.setItem(attemptedUrlKey, url);
}

/** The stored attempted URL (forgotten once read), or the home route. */
export function takeAttemptedUrl(): string {
  const url = sessionStorage.getItem(attemptedUrlKey);
  sessionStorage.removeItem(attemptedUrlKey);
  return url?.startsWith('/') && !url.startsWith('//') ? url : homeRoute;
}
