import { type Directory, sessionOf, sessionUser } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';

export async function identityQueries(app: FastifyInstance, directory: Directory) {
  // The session check of spec 3 section 2.2.
  app.get(
    '/users',
    { config: { access: 'session', input: {}, projectors: ['identity', 'settings'] } },
    async (request) => {
      const session = sessionOf(request);
      return sessionUser(directory, session.user, session.locationShortName || null);
    },
  );
}
