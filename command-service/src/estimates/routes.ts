import { estimateSchema, Refusal } from '@bayline/contracts';
import { parse } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import { execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { decideDeleteEstimate, decideReceiveEstimate, estimatesAggregate, estimatesStream } from './estimates.ts';

export async function estimateRoutes(app: FastifyInstance, deps: CommandDeps) {
  // The auto uploader posts estimates with its location's key instead of a session.
  app.post('/estimates', { config: { access: 'public', throttle: { name: 'api-key' } } }, async (request, reply) => {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !key)
      throw new Refusal(401, 'An API key is required', {
        detail: 'Send the location’s auto-uploader key in x-api-key',
      });
    const [place] = await deps.readStore.find('locations', { apiKey: key }, { limit: 1 });
    if (!place) throw new Refusal(403, 'Not allowed', { detail: 'This API key belongs to no location' });
    const input = parse(estimateSchema, request.body);
    const location = String(place.shortName);
    const estimate = { ...input, estimateId: deps.newId(), receivedAt: new Date().toISOString() };
    const ctx = { userId: 'auto-uploader', locationShortName: location, now: new Date(), correlationId: request.id };
    const result = await execute(
      deps,
      estimatesStream(location),
      estimatesAggregate,
      () => decideReceiveEstimate(estimate),
      ctx,
    );
    return answered(reply, result.position)
      .code(201)
      .send({ ...estimate, linkedJobAdminId: null });
  });

  app.delete<{ Params: { estimateId: string } }>(
    '/estimates/:estimateId',
    { config: { access: { area: 'jobinformation', need: 'write' } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const result = await execute(
        deps,
        estimatesStream(ctx.locationShortName),
        estimatesAggregate,
        (state) => {
          if (!state[request.params.estimateId]) throw new Refusal(404, 'Estimate not found');
          return decideDeleteEstimate(state, request.params.estimateId);
        },
        ctx,
      );
      return answered(reply, result.position).code(204).send();
    },
  );
}
