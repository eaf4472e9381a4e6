import { reportOptionParamsSchema, savedReportSchema, savedReportsInOrder } from '@bayline/contracts';
import type { Validated } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { reportCommands } from './commands.ts';

const write = { area: 'dash', need: 'write' } as const;
const input = { save: { body: savedReportSchema }, remove: { params: reportOptionParamsSchema } };

/**
 * Saved reports of the selected location (spec 3 section 7): each answers the list as the stream has it now, in
 * the screens' order, so the dialog and the dashboard need no second read.
 */
export async function reportRoutes(app: FastifyInstance, deps: CommandDeps) {
  const reports = reportCommands(deps);

  app.put<Validated<typeof input.save>>(
    '/reports/saved',
    { config: { access: write, input: input.save } },
    async (request, reply) => {
      const result = await reports.save(contextOf(request), request.body);
      return answered(reply, result.position).send(savedReportsInOrder(result.state.reports.values()));
    },
  );

  app.delete<Validated<typeof input.remove>>(
    '/reports/saved/:reportOptionId',
    { config: { access: write, input: input.remove } },
    async (request, reply) => {
      const result = await reports.remove(contextOf(request), request.params.reportOptionId);
      return answered(reply, result.position).send(savedReportsInOrder(result.state.reports.values()));
    },
  );
}
