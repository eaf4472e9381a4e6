import { createJobSchema, moveJobSchema } from '@bayline/contracts';
import { parse } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { jobAnswer, jobCommands } from './commands.ts';

type ById = { Params: { jobAdminId: string } };

export async function jobRoutes(app: FastifyInstance, deps: CommandDeps) {
  const jobs = jobCommands(deps);

  app.post('/jobadmins', { config: { access: { area: 'jobinformation', need: 'write' } } }, async (request, reply) => {
    const input = parse(createJobSchema, request.body);
    const result = await jobs.create(contextOf(request), input);
    return answered(reply, result.position)
      .code(201)
      .send({ jobAdmin: jobAnswer(result.state, result.version) });
  });

  app.put<ById>(
    '/jobadmins/:jobAdminId/department',
    { config: { access: { area: 'board', need: 'write' } } },
    async (request, reply) => {
      const command = parse(moveJobSchema, request.body);
      const result = await jobs.move(
        contextOf(request),
        request.params.jobAdminId,
        command,
        expectedVersionOf(request),
      );
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );
}
