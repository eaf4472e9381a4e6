import {
  addNoteSchema,
  allows,
  closeJobSchema,
  createJobSchema,
  forbidden,
  idParams,
  jobBadgeSchema,
  jobBadgesSchema,
  moveJobSchema,
  prioritiseSchema,
  Refusal,
  rescheduleSchema,
  saveFolderSchema,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { jobAnswer, jobCommands } from './commands.ts';
import { areaOf } from './decide-folder.ts';

const byJob = idParams('jobAdminId');
/** What each job route takes from the client. */
const input = {
  create: { body: createJobSchema },
  move: { params: byJob, body: moveJobSchema },
  folder: { body: saveFolderSchema },
  close: { params: byJob, body: closeJobSchema },
  badgeState: { params: byJob, body: jobBadgeSchema },
  badges: { params: byJob, body: jobBadgesSchema },
  note: { params: byJob, body: addNoteSchema },
  priority: { body: prioritiseSchema },
  reschedule: { params: byJob, body: rescheduleSchema },
};

export async function jobRoutes(app: FastifyInstance, deps: CommandDeps) {
  const jobs = jobCommands(deps);

  app.post<Validated<typeof input.create>>(
    '/jobadmins',
    { config: { access: { area: 'jobinformation', need: 'write' }, input: input.create } },
    async (request, reply) => {
      const result = await jobs.create(contextOf(request), request.body);
      return answered(reply, result.position)
        .code(201)
        .send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  app.put<Validated<typeof input.move>>(
    '/jobadmins/:jobAdminId/department',
    { config: { access: { area: 'board', need: 'write' }, input: input.move } },
    async (request, reply) => {
      const result = await jobs.move(
        contextOf(request),
        request.params.jobAdminId,
        request.body,
        expectedVersionOf(request),
      );
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  // A job dragged to another day on the schedule (/schedule): the scheduler's right, not the job form's.
  app.put<Validated<typeof input.reschedule>>(
    '/jobadmins/:jobAdminId/scheduledin',
    { config: { access: { area: 'scheduler', need: 'write' }, input: input.reschedule } },
    async (request, reply) => {
      const result = await jobs.reschedule(
        contextOf(request),
        request.params.jobAdminId,
        request.body,
        expectedVersionOf(request),
      );
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  // The whole folder. Reading the folder is enough to send it (a technician may only tick tasks); each kind of
  // change it makes must be one the user's rights allow (spec 1 section 6).
  app.put<Validated<typeof input.folder>>(
    '/jobadmins/asfolder',
    { config: { access: { area: 'jobfolder', need: 'read' }, input: input.folder } },
    async (request, reply) => {
      const { permissions } = sessionOf(request);
      const result = await jobs.saveFolder(contextOf(request), request.body, (types) => {
        for (const type of new Set(types)) {
          const { area, need } = areaOf(type);
          if (!allows(permissions[area], need)) throw forbidden(`Your ${area} permission does not allow this change`);
        }
      });
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  app.patch<Validated<typeof input.close>>(
    '/jobadmins/:jobAdminId',
    { config: { access: { area: 'jobclosing', need: 'write' }, input: input.close } },
    async (request, reply) => {
      const { roState } = request.body;
      const ctx = contextOf(request);
      const id = request.params.jobAdminId;
      const result =
        roState === 3
          ? await jobs.archive(ctx, id)
          : roState === 4
            ? await jobs.void(ctx, id)
            : await jobs.reopen(ctx, id);
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  app.put<Validated<typeof input.badgeState>>(
    '/jobadmins/jobbadge/:jobAdminId',
    { config: { access: { area: 'jobfolder', need: 'write' }, input: input.badgeState } },
    async (request, reply) => {
      const result = await jobs.changeBadgeState(contextOf(request), request.params.jobAdminId, request.body);
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  app.put<Validated<typeof input.badges>>(
    '/jobadmins/badges/:jobAdminId',
    { config: { access: { area: 'jobfolder', need: 'write' }, input: input.badges } },
    async (request, reply) => {
      const result = await jobs.setBadges(contextOf(request), request.params.jobAdminId, request.body.badgeIds);
      return answered(reply, result.position).send({ jobAdmin: jobAnswer(result.state, result.version) });
    },
  );

  app.post<Validated<typeof input.note>>(
    '/jobadmins/:jobAdminId/jobhistory',
    { config: { access: { area: 'jobfolder', need: 'write' }, input: input.note } },
    async (request, reply) => {
      const note = request.body;
      const ctx = contextOf(request);
      const result = await jobs.addNote(ctx, request.params.jobAdminId, note);
      const session = sessionOf(request);
      return answered(reply, result.position)
        .code(201)
        .send({
          jobHistoryId: result.jobHistoryId,
          notes: note.notes,
          noteCategoryId: note.noteCategoryId,
          userId: ctx.userId,
          userName: `${session.user.firstName} ${session.user.lastName}`,
          createDate: ctx.now.toISOString(),
        });
    },
  );

  // A department's prioritised jobs in order; the others there lose their priority.
  app.put<Validated<typeof input.priority>>(
    '/jobadmins/priority',
    { config: { access: { area: 'board', need: 'write' }, input: input.priority } },
    async (request, reply) => {
      const { departmentShortName, jobAdminIds } = request.body;
      const ctx = contextOf(request);
      const prioritised = await deps.readStore.find('jobs', {
        locationShortName: ctx.locationShortName,
        departmentShortName,
        roState: 2,
        priority: { $gt: 0 },
      });
      if (!jobAdminIds.length && !prioritised.length)
        throw new Refusal(400, 'Nothing to prioritise', {
          errors: [{ field: 'jobAdminIds', message: 'Name at least one job' }],
        });
      const wanted = new Map(jobAdminIds.map((id, index) => [id, index + 1]));
      for (const doc of prioritised) if (!wanted.has(doc.id)) wanted.set(doc.id, 0);
      const results = await jobs.prioritise(ctx, wanted, departmentShortName);
      const changed = results.filter((r) => r.events.length).length;
      const position = Math.max(0, ...results.map((r) => r.position));
      return answered(reply, position).send({ changed });
    },
  );
}
