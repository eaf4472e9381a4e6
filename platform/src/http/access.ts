import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type Area,
  allows,
  allPowerfulRoles,
  type DisplayPreferences,
  displayPreferencesOf,
  forbidden,
  type Need,
  type Permissions,
  permissionsFromRoles,
  Refusal,
  type SessionUser,
  type UserLanguage,
} from '@bayline/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a user is: as their stream has it (sign-in, the access check), or the identity read model (queries). */
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
  /** Absent on users registered before users could be deactivated: active. */
  isActive?: boolean;
  /** Display preferences by location short name, as saved (defaults fill what is missing). */
  displayPreferences?: Record<string, DisplayPreferences>;
  /** Absent until the user chooses a language in User Settings. */
  language?: UserLanguage;
}

export interface Directory {
  userById(userId: string): Promise<UserRecord | undefined>;
  userByEmail(email: string): Promise<UserRecord | undefined>;
  locationNames(shortNames: readonly string[]): Promise<{ shortName: string; name: string }[]>;
}

/** A session as its book has it: the location chosen in it, and its user as of this request. */
export interface OpenSession {
  sessionId: string;
  locationShortName: string | null;
  user: UserRecord;
}

/** Where sessions are kept: every role reads the same book, so a cookie works (and ends) everywhere at once. */
export interface SessionBook {
  /**
   * The live session a cookie's token names, recording the activity; undefined when unknown, ended or expired, or
   * when its user may no longer be served.
   */
  open(token: string, now: Date, correlationId: string): Promise<OpenSession | undefined>;
}

/**
 * What every route declares (one mechanism for the whole API):
 * 'public' needs nothing; 'session' a signed-in user; 'location' also a signed licence agreement and a
 * selected location of theirs; an area adds the permission level the route needs there; 'admin' the admin
 * token (x-bayline-admin-token) of the data folder; 'support' an owner's or support user's session, or the
 * admin token (operations: parked events, rebuilds).
 */
export type RouteAccess = 'public' | 'session' | 'location' | 'admin' | 'support' | { area: Area; need: Need };

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
export const adminTokenHeader = 'x-bayline-admin-token';

/** The cookie holds the session's random token only (signed, so a forged one costs no lookup). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(sessionCookie, token, { ...cookieFlags(request), signed: true, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, cookieFlags(request));
}

/** Secure whenever the browser reached Bayline over HTTPS (through a proxy only when BAYLINE_TRUST_PROXY says so). */
const cookieFlags = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

/**
 * Reads the token from the session cookie. `verified` keeps the cookies whose signature this app has checked
 * (its HMAC costs about 13 µs a request), bounded by emptying it when full.
 */
function tokenOf(request: FastifyRequest, verified: Map<string, string>): string | undefined {
  const raw = request.cookies[sessionCookie];
  if (!raw) return undefined;
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  if (verified.size >= keptAtMost) verified.clear();
  verified.set(raw, unsigned.value);
  return unsigned.value;
}

const keptAtMost = 10_000;

/** Permissions per set of roles, worked out once: there are few sets, and every request needs one. */
function permissionsOf(roles: readonly string[], known: Map<string, Permissions>): Permissions {
  const key = roles.join('\n');
  let permissions = known.get(key);
  if (!permissions) {
    if (known.size >= keptAtMost) known.clear();
    permissions = Object.freeze(permissionsFromRoles(roles));
    known.set(key, permissions);
  }
  return permissions;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, whatever the length of what was sent. */
function adminTokenSent(request: FastifyRequest, adminToken: string | undefined): boolean | undefined {
  const sent = request.headers[adminTokenHeader];
  if (sent === undefined) return undefined;
  return typeof sent === 'string' && adminToken !== undefined && timingSafeEqual(digest(sent), digest(adminToken));
}

/** The location a user works in: the one chosen if still theirs, else the first of theirs by name. */
export function effectiveLocation(user: UserRecord, wanted: string | null, namesInOrder: string[]): string | null {
  if (wanted && user.locationShortNames.includes(wanted)) return wanted;
  if (user.selectedLocation && user.locationShortNames.includes(user.selectedLocation)) return user.selectedLocation;
  return namesInOrder[0] ?? null;
}

export async function sessionUser(
  directory: Pick<Directory, 'locationNames'>,
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
    displayPreferences: displayPreferencesOf(
      selected && user.displayPreferences && Object.hasOwn(user.displayPreferences, selected)
        ? user.displayPreferences[selected]
        : undefined,
    ),
    ...(user.language && { language: user.language }),
  };
}

/**
 * Registers cookie parsing and the access check every /api route must declare. Answers whether a request may
 * see how Bayline runs (projectors, positions, errors): an owner's or support user's session, or the admin token.
 */
export async function registerAccess(
  app: FastifyInstance,
  options: { secret: string; sessions: SessionBook; adminToken?: string; now?: () => Date },
) {
  await app.register(fastifyCookie, { secret: options.secret });
  const { sessions, adminToken, now = () => new Date() } = options;

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
  });

  const verifiedCookies = new Map<string, string>();
  const permissionsByRoles = new Map<string, Permissions>();

  async function sessionFor(request: FastifyRequest): Promise<Session | undefined> {
    const token = tokenOf(request, verifiedCookies);
    const open = token && (await sessions.open(token, now(), request.id));
    if (!open) return undefined;
    const { user } = open;
    const location = user.locationShortNames.includes(open.locationShortName ?? '') ? open.locationShortName! : '';
    return {
      sessionId: open.sessionId,
      user,
      locationShortName: location,
      permissions: permissionsOf(user.roles, permissionsByRoles),
    };
  }

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (access === 'admin') {
      if (!adminTokenSent(request, adminToken)) throw forbidden('The admin token is missing or not valid');
      return;
    }
    if (access === 'support') {
      const sent = adminTokenSent(request, adminToken);
      if (sent === false) throw forbidden('The admin token is not valid');
      if (sent) return;
    }
    const session = await sessionFor(request);
    if (!session) throw new Refusal('NotSignedIn', 'Please sign in');
    request.session = session;
    if (access === 'session') return;
    if (access === 'support') {
      if (!runsOperations(session.user)) throw forbidden('Only owners and support can do this');
      return;
    }
    if (!session.user.eula) throw forbidden('The licence agreement has not been signed');
    if (!session.locationShortName) throw forbidden('No location is selected');
    if (access === 'location') return;
    if (!allows(session.permissions[access.area], access.need))
      throw forbidden(`Your ${access.area} permission does not allow ${access.need === 'read' ? 'reading' : 'this'}`);
  });

  return {
    /** A wrong admin token is refused (403), so it counts as a failed attempt where the route is throttled. */
    async seesOperations(request: FastifyRequest): Promise<boolean> {
      const sent = adminTokenSent(request, adminToken);
      if (sent === false) throw forbidden('The admin token is not valid');
      if (sent) return true;
      const session = await sessionFor(request);
      return session ? runsOperations(session.user) : false;
    },
  };
}

/** Owners and support see how Bayline runs and act on it. */
const runsOperations = (user: UserRecord) =>
  user.roles.some((role) => (allPowerfulRoles as readonly string[]).includes(role));

/** The session of a route that declared an access other than 'public'. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Refusal('NotSignedIn', 'Please sign in');
  return request.session;
}
