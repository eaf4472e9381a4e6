import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type Area,
  allows,
  allPowerfulRoles,
  forbidden,
  type Need,
  type Permissions,
  permissionsFromRoles,
  Refusal,
  type SessionUser,
} from '@bayline/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a user is, as the identity read model keeps it. */
export interface UserRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  locationShortNames: string[];
  selectedLocation: string | null;
  eula: boolean;
  passwordHash: string;
  mfaMethod: string;
  emailConfirmedAt: string | null;
}

export interface Directory {
  userById(userId: string): Promise<UserRecord | undefined>;
  userByEmail(email: string): Promise<UserRecord | undefined>;
  isSessionRevoked(sessionId: string): Promise<boolean>;
  locationNames(shortNames: string[]): Promise<{ shortName: string; name: string }[]>;
}

/**
 * What every route declares (one mechanism for the whole API):
 * 'public' needs nothing; 'session' a signed-in user; 'support' an owner or support user, or the admin token
 * (operations: parked events, rebuilds); 'location' also a signed licence agreement and a selected location of
 * theirs; an area adds the permission level the route needs there.
 */
export type RouteAccess = 'public' | 'session' | 'support' | 'location' | { area: Area; need: Need };

/** The header carrying the admin token kept in the data folder (`npm run rebuild`, operators' scripts). */
export const adminTokenHeader = 'x-bayline-admin-token';

/** Compares digests, so the time taken tells nothing about the token. */
function isAdminToken(given: unknown, token: string | undefined): boolean {
  if (!token || typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export interface Session {
  sessionId: string;
  user: UserRecord;
  /** The selected location: always one of the user's. */
  locationShortName: string;
  permissions: Permissions;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session?: Session;
  }
}

export const sessionCookie = 'bayline_session';
const sessionDays = 14;

interface CookieContent {
  sid: string;
  uid: string;
  loc: string | null;
}

export function setSessionCookie(reply: FastifyReply, content: CookieContent) {
  reply.setCookie(sessionCookie, JSON.stringify(content), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: sessionDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(sessionCookie, { path: '/' });
}

function readCookie(request: FastifyRequest): CookieContent | undefined {
  const raw = request.cookies[sessionCookie];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const content = JSON.parse(unsigned.value) as CookieContent;
    return typeof content.sid === 'string' && typeof content.uid === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

/** The location a user works in: the one chosen if still theirs, else the first of theirs by name. */
export function effectiveLocation(user: UserRecord, wanted: string | null, namesInOrder: string[]): string | null {
  if (wanted && user.locationShortNames.includes(wanted)) return wanted;
  if (user.selectedLocation && user.locationShortNames.includes(user.selectedLocation)) return user.selectedLocation;
  return namesInOrder[0] ?? null;
}

export async function sessionUser(
  directory: Directory,
  user: UserRecord,
  selected: string | null,
): Promise<SessionUser> {
  const names = await directory.locationNames(user.locationShortNames);
  const locations = names
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((l) => ({ ...l, isSelected: l.shortName === selected }));
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    locations,
    mfaMethod: user.mfaMethod,
    emailConfirmedAt: user.emailConfirmedAt,
    eula: user.eula,
    permissions: permissionsFromRoles(user.roles),
  };
}

/** Registers cookie parsing and the access check every /api route must declare. */
export async function registerAccess(
  app: FastifyInstance,
  options: { secret: string; directory: Directory; adminToken?: string },
) {
  await app.register(fastifyCookie, { secret: options.secret });
  const { directory } = options;

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (access === 'support' && request.headers[adminTokenHeader] !== undefined) {
      if (isAdminToken(request.headers[adminTokenHeader], options.adminToken)) return;
      throw forbidden('The admin token is wrong');
    }
    const cookie = readCookie(request);
    const user = cookie && !(await directory.isSessionRevoked(cookie.sid)) && (await directory.userById(cookie.uid));
    if (!cookie || !user) throw new Refusal(401, 'Please sign in');
    const permissions = permissionsFromRoles(user.roles);
    const location = user.locationShortNames.includes(cookie.loc ?? '') ? cookie.loc! : '';
    request.session = { sessionId: cookie.sid, user, locationShortName: location, permissions };
    if (access === 'session') return;
    if (access === 'support') {
      if (!user.roles.some((role) => (allPowerfulRoles as readonly string[]).includes(role)))
        throw forbidden('Only owners and support can do this');
      return;
    }
    if (!user.eula) throw forbidden('The licence agreement has not been signed');
    if (!location) throw forbidden('No location is selected');
    if (access === 'location') return;
    if (!allows(permissions[access.area], access.need))
      throw forbidden(`Your ${access.area} permission does not allow ${access.need === 'read' ? 'reading' : 'this'}`);
  });
}

/** The session of a route that declared an access other than 'public'. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Refusal(401, 'Please sign in');
  return request.session;
}
