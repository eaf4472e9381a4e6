import { createJobSchema, moveJobSchema } from '@bayline/contracts';
import { parse } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { jobCommands } from './commands.ts';
import type { Job } from './job.ts';

type ById = { Params: { jobAdminId: string } };

/** What a command answers about a job: its fields as decided, with the version to send back on the next edit. */
function jobAnswer(state: Job, version: number) {
  return {
    jobAdmin: {
      ...state.fields,
      jobAdminId: state.jobAdminId,
      jobAdminInt: state.jobAdminInt,
      locationShortName: state.locationShortName,
      departmentShortName: state.departmentShortName,
      roState: state.roState,
      priority: state.priority,
      closeDate: state.closeDate,
      version,
    },
  };
}

export async function jobRoutes(app: FastifyInstance, deps: CommandDeps) {
  const jobs = jobCommands(deps);

  app.post('/jobadmins', { config: { access: { area: 'jobinformation', need: 'write' } } }, async (request, reply) => {
    const input = parse(createJobSchema, request.body);
    const result = await jobs.create(contextOf(request), input);
    return answered(reply, result.position).code(201).send(jobAnswer(result.state, result.version));
  });

  app.put<ById>(
    '/jobadmins/:jobAdminId/department',
    { config: { access: { area: 'board', need: 'write' } } },
    async (request, reply) => {
      const command = parse(moveJobSchema, request.body);
      const result = await jobs.move(contextOf(request), request.params.jobAdminId, command, expectedVersionOf(request));
      return answered(reply, result.position).send(jobAnswer(result.state, result.version));
    },
  );
}
