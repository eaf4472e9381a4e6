import {
  addressFreeSchema,
  availableRoles,
  byUserName,
  idParams,
  type JobLocation,
  jobLocationSchema,
  notFound,
  policyUserOf,
  sessionUserSchema,
  testUserParamsSchema,
  type UserFacts,
  type UsersSettings,
  usersListVersion,
  usersSettingsSchema,
} from '@bayline/contracts';
import { locationSettingsModel, usersModel } from '@bayline/contracts/read-models/identity';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { type Directory, sessionOf, sessionUser, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';

const input = { none: {}, testUser: { params: testUserParamsSchema }, jobLocation: { params: idParams('jobAdminId') } };

export async function identityQueries(app: FastifyInstance, directory: Directory, readStore: ReadStore) {
  // The session check of spec 3 section 2.2.
  app.get(
    '/users',
    {
      config: {
        access: 'session',
        answers: { 200: sessionUserSchema },
        input: input.none,
        projectors: ['identity', 'locations'],
      },
    },
    async (request) => {
      const session = sessionOf(request);
      // The access check read the user before this request waited for its position: the name and display
      // preferences just saved are in the read model now. Rights stay as the access check had them.
      const now = await directory.userById(session.user.userId);
      const { roles, locationShortNames } = session.user;
      const user = now ? { ...now, roles, locationShortNames } : session.user;
      return sessionUser(directory, user, session.locationShortName || null);
    },
  );

  // The Users screen: the selected location's users in order (last name, first name, e-mail), never another's.
  app.get(
    '/users/settings',
    {
      config: {
        access: { area: 'admin', need: 'read' },
        answers: { 200: usersSettingsSchema },
        input: input.none,
        projectors: ['identity', 'locations'],
      },
    },
    async (request, reply): Promise<UsersSettings> => {
      const viewer = sessionOf(request);
      const here = viewer.locationShortName;
      const [docs, location] = await Promise.all([
        readStore.collection(usersModel).find({ locationShortNames: here }),
        readStore.collection(locationSettingsModel).get(here),
      ]);
      reply.header('etag', `"${usersListVersion(docs.map((d) => Number(d.version ?? 0)))}"`);
      const users = docs.filter((d) => !d.deletedAt).map((d): UserFacts => ({ ...d, userId: d.userId ?? d.id }));
      const names = new Map(
        (await directory.locationNames(viewer.user.locationShortNames)).map((l) => [l.shortName, l.name]),
      );
      return {
        users: users.map((u) => policyUserOf(u, names)).sort(byUserName),
        availableRoles,
        enableMessaging: location?.enableMessaging ?? false,
      };
    },
  );

  // Which of the caller's locations holds a job (a hanger's QR code or a link made in another location), so the
  // app can offer to switch there. Answered only when the caller has that location; any other job is not found,
  // as an unknown id is: it tells nothing of the jobs of locations the caller does not have.
  app.get<Validated<typeof input.jobLocation>>(
    '/users/joblocation/:jobAdminId',
    {
      config: {
        access: 'session',
        answers: { 200: jobLocationSchema },
        input: input.jobLocation,
        projectors: ['jobs', 'locations'],
      },
    },
    async (request): Promise<JobLocation> => {
      const { user } = sessionOf(request);
      const job = await readStore.collection(jobsModel).get(request.params.jobAdminId);
      const shortName = job ? job.locationShortName : '';
      if (!user.locationShortNames.includes(shortName)) throw notFound('Job');
      const [location] = await directory.locationNames([shortName]);
      return { shortName, name: location?.name ?? shortName };
    },
  );

  // Whether an address is free for a new user (ok: free); asked by those who add users.
  app.get<Validated<typeof input.testUser>>(
    '/users/testuser/:email',
    {
      config: {
        access: { area: 'admin', need: 'write' },
        answers: { 200: addressFreeSchema },
        input: input.testUser,
        projectors: ['identity'],
      },
    },
    async (request) => ({ ok: !(await directory.userByEmail(request.params.email)) }),
  );
}
