import { estimateSchema, idParams, Refusal } from '@bayline/contracts';
import type { Validated } from '@bayline/platform/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { estimateCommands } from './commands.ts';
import { decideDeleteEstimate, estimatesAggregate, estimatesStream } from './estimates.ts';

/** What each estimate route takes from the client. */
const input = {
  receive: { body: estimateSchema },
  remove: { params: idParams('estimateId') },
};

export async function estimateRoutes(app: FastifyInstance, deps: CommandDeps) {
  /** The location whose auto-uploader key a request carried. */
  const keyLocation = new WeakMap<FastifyRequest, string>();
  const estimates = estimateCommands(deps);

  // The auto uploader posts estimates with its location's key instead of a session. The key is checked before
  // the body (after the throttle has counted the attempt), as a session would be.
  app.post<Validated<typeof input.receive>>(
    '/estimates',
    {
      config: { access: 'public', throttle: { name: 'api-key' }, input: input.receive },
      preValidation: async (request) => {
        const key = request.headers['x-api-key'];
        if (typeof key !== 'string' || !key)
          throw new Refusal(401, 'An API key is required', {
            detail: 'Send the location’s auto-uploader key in x-api-key',
          });
        const [place] = await deps.readStore.find('locationSettings', { apiKey: key }, { limit: 1 });
        if (!place) throw new Refusal(403, 'Not allowed', { detail: 'This API key belongs to no location' });
        keyLocation.set(request, String(place.shortName));
      },
    },
    async (request, reply) => {
      const location = keyLocation.get(request)!;
      const ctx = { userId: 'auto-uploader', locationShortName: location, now: new Date(), correlationId: request.id };
      const { estimate, position } = await estimates.receive(ctx, request.body);
      return answered(reply, position)
        .code(201)
        .send({ ...estimate, linkedJobAdminId: null });
    },
  );

  app.delete<Validated<typeof input.remove>>(
    '/estimates/:estimateId',
    { config: { access: { area: 'jobinformation', need: 'write' }, input: input.remove } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const result = await execute(
        deps,
        estimatesStream(ctx.locationShortName),
        estimatesAggregate,
        (state) => decideDeleteEstimate(state, request.params.estimateId),
        ctx,
      );
      return answered(reply, result.position).code(204).send();
    },
  );
}
