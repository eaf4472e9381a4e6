import { estimateAnswerSchema, estimateSchema, forbidden, idParams, Refusal } from '@bayline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationClaims } from '../locations/claims.ts';
import { execute } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute } from '../shared/http.ts';
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
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/estimates',
      access: 'public',
      throttle: { name: 'api-key' },
      input: input.receive,
      answers: { 201: estimateAnswerSchema },
      preValidation: async (request) => {
        const key = request.headers['x-api-key'];
        if (typeof key !== 'string' || !key)
          throw new Refusal('ApiKeyRequired', 'An API key is required', {
            detail: 'Send the location’s auto-uploader key in x-api-key',
          });
        const place = await locationClaims(deps).byApiKey(key);
        if (!place) throw forbidden('This API key belongs to no location');
        keyLocation.set(request, place);
      },
      context: (request) => ({
        userId: 'auto-uploader',
        locationShortName: keyLocation.get(request)!,
        now: deps.now(),
        correlationId: request.id,
      }),
    },
    (request, ctx) => estimates.receive(ctx, request.body),
    { body: ({ estimate }) => ({ ...estimate, linkedJobAdminId: null }) },
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: '/estimates/:estimateId',
      access: { area: 'jobinformation', need: 'write' },
      input: input.remove,
      answers: { 204: null },
    },
    (request, ctx) =>
      execute(
        deps,
        estimatesStream(ctx.locationShortName),
        estimatesAggregate,
        (state) => decideDeleteEstimate(state, request.params.estimateId),
        ctx,
      ),
  );
}
