import {
  reportOptionParamsSchema,
  savedReportSchema,
  savedReportsInOrder,
  savedReportsOrderSchema,
} from '@bayline/contracts';
import type { Validated } from '@bayline/platform/http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Decided } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { reportCommands } from './commands.ts';
import type { SavedReportsState } from './reports.ts';

const write = { area: 'dash', need: 'write' } as const;
const input = {
  save: { body: savedReportSchema },
  remove: { params: reportOptionParamsSchema },
  order: { body: savedReportsOrderSchema },
};

/** The list as the stream has it now, in the screens' order, with its version as ETag. */
const answerList = (reply: FastifyReply, result: Decided<SavedReportsState>) =>
  answered(reply, result.position)
    .header('etag', `"${result.version}"`)
    .send(savedReportsInOrder(result.state.reports.values()));

/**
 * Saved reports of the selected location (spec 3 section 7): each answers the list (`answerList`), so the dialog
 * and the dashboard need no second read.
 */
export async function reportRoutes(app: FastifyInstance, deps: CommandDeps) {
  const reports = reportCommands(deps);

  app.put<Validated<typeof input.save>>(
    '/reports/saved',
    { config: { access: write, input: input.save } },
    async (request, reply) => {
      return answerList(reply, await reports.save(contextOf(request), request.body));
    },
  );

  app.delete<Validated<typeof input.remove>>(
    '/reports/saved/:reportOptionId',
    { config: { access: write, input: input.remove } },
    async (request, reply) => {
      return answerList(reply, await reports.remove(contextOf(request), request.params.reportOptionId));
    },
  );

  // Move Chart: one command for the whole new order, checked against the version the dashboard showed.
  app.put<Validated<typeof input.order>>(
    '/reports/saved/order',
    { config: { access: write, input: input.order } },
    async (request, reply) =>
      answerList(
        reply,
        await reports.order(contextOf(request), request.body.reportOptionIds, expectedVersionOf(request)),
      ),
  );
}
