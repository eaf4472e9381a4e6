import {
  reportOptionParamsSchema,
  savedReportSchema,
  savedReportsInOrder,
  savedReportsOrderSchema,
  savedReportsSchema,
} from '@bayline/contracts';
import type { FastifyInstance } from 'fastify';
import type { Decided } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute, expectedVersionOf } from '../shared/http.ts';
import { reportCommands } from './commands.ts';
import type { SavedReportsState } from './reports.ts';

const write = { area: 'dash', need: 'write' } as const;
const input = {
  save: { body: savedReportSchema },
  remove: { params: reportOptionParamsSchema },
  order: { body: savedReportsOrderSchema },
};

/** The list as the stream has it now, in the screens' order, with its version as ETag. */
const theList = {
  body: (result: Decided<SavedReportsState>) => savedReportsInOrder(result.state.reports.values()),
  etag: (result: Decided<SavedReportsState>) => result.version,
};

/**
 * Saved reports of the selected location (spec 3 section 7): each answers the list (`theList`), so the dialog
 * and the dashboard need no second read.
 */
export async function reportRoutes(app: FastifyInstance, deps: CommandDeps) {
  const reports = reportCommands(deps);
  const answers = { 200: savedReportsSchema };

  commandRoute(
    app,
    { method: 'PUT', url: '/reports/saved', access: write, input: input.save, answers },
    (request, ctx) => reports.save(ctx, request.body),
    theList,
  );

  commandRoute(
    app,
    { method: 'DELETE', url: '/reports/saved/:reportOptionId', access: write, input: input.remove, answers },
    (request, ctx) => reports.remove(ctx, request.params.reportOptionId),
    theList,
  );

  // Move Chart: one command for the whole new order, checked against the version the dashboard showed.
  commandRoute(
    app,
    { method: 'PUT', url: '/reports/saved/order', access: write, input: input.order, answers },
    (request, ctx) => reports.order(ctx, request.body.reportOptionIds, expectedVersionOf(request)),
    theList,
  );
}
