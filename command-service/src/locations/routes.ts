import { forbidden, isSupport } from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { locationCommands } from './commands.ts';

export async function locationRoutes(app: FastifyInstance, deps: CommandDeps) {
  const locations = locationCommands(deps);

  // Only support users may regenerate the auto-uploader key (spec 2 section 6).
  app.post(
    '/locations/generateApiKey',
    { config: { access: { area: 'admin', need: 'write' }, input: {} } },
    async (request, reply) => {
      if (!isSupport(sessionOf(request).user.roles)) throw forbidden('Only support users can regenerate the API key');
      const result = await locations.generateApiKey(contextOf(request));
      return answered(reply, result.position).send({ apiKey: result.state.apiKey });
    },
  );
}
