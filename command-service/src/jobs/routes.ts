import {
  addNoteSchema,
  allows,
  closeJobSchema,
  createJobSchema,
  forbidden,
  holdJobSchema,
  idParams,
  jobAnswerSchema,
  jobBadgeSchema,
  jobBadgesSchema,
  jobNoteSchema,
  moveJobSchema,
  prioritisedSchema,
  prioritiseSchema,
  rescheduleSchema,
  saveFolderSchema,
} from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { Decided } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute, expectedVersionOf } from '../shared/http.ts';
import { jobAnswer, jobCommands } from './commands.ts';
import { areaOf } from './decide-folder.ts';
import type { Job } from './job.ts';

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
  hold: { params: byJob, body: holdJobSchema },
  release: { params: byJob },
};

export async function jobRoutes(app: FastifyInstance, deps: CommandDeps) {
  const jobs = jobCommands(deps);

  /** Every command on one job answers the job as it now is. */
  const theJob = { body: (result: Decided<Job>) => ({ jobAdmin: jobAnswer(result.state, result.version) }) };
  const changed = { 200: jobAnswerSchema };

  commandRoute(
    app,
    {
      method: 'POST',
      url: '/jobadmins',
      access: { area: 'jobinformation', need: 'write' },
      input: input.create,
      answers: { 201: jobAnswerSchema },
    },
    (request, ctx) => jobs.create(ctx, request.body),
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/:jobAdminId/department',
      access: { area: 'board', need: 'write' },
      input: input.move,
      answers: changed,
    },
    (request, ctx) => jobs.move(ctx, request.params.jobAdminId, request.body, expectedVersionOf(request)),
    theJob,
  );

  // A job dragged to another day on the schedule (/schedule): the scheduler's right, not the job form's.
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/:jobAdminId/scheduledin',
      access: { area: 'scheduler', need: 'write' },
      input: input.reschedule,
      answers: changed,
    },
    (request, ctx) => jobs.reschedule(ctx, request.params.jobAdminId, request.body, expectedVersionOf(request)),
    theJob,
  );

  // The whole folder. Reading the folder is enough to send it (a technician may only tick tasks); each kind of
  // change it makes must be one the user's rights allow (spec 1 section 6).
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/asfolder',
      access: { area: 'jobfolder', need: 'read' },
      input: input.folder,
      answers: changed,
    },
    (request, ctx) => {
      const { permissions } = sessionOf(request);
      return jobs.saveFolder(ctx, request.body, (types) => {
        for (const type of new Set(types)) {
          const { area, need } = areaOf(type);
          if (!allows(permissions[area], need)) throw forbidden(`Your ${area} permission does not allow this change`);
        }
      });
    },
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'PATCH',
      url: '/jobadmins/:jobAdminId',
      access: { area: 'jobclosing', need: 'write' },
      input: input.close,
      answers: changed,
    },
    (request, ctx) => {
      const { roState } = request.body;
      const id = request.params.jobAdminId;
      return roState === 3 ? jobs.archive(ctx, id) : roState === 4 ? jobs.void(ctx, id) : jobs.reopen(ctx, id);
    },
    theJob,
  );

  // A hold is the board's to put and lift, as a move is.
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/:jobAdminId/hold',
      access: { area: 'board', need: 'write' },
      input: input.hold,
      answers: changed,
    },
    (request, ctx) => jobs.hold(ctx, request.params.jobAdminId, request.body),
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: '/jobadmins/:jobAdminId/hold',
      access: { area: 'board', need: 'write' },
      input: input.release,
      answers: changed,
    },
    (request, ctx) => jobs.release(ctx, request.params.jobAdminId),
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/jobbadge/:jobAdminId',
      access: { area: 'jobfolder', need: 'write' },
      input: input.badgeState,
      answers: changed,
    },
    (request, ctx) => jobs.changeBadgeState(ctx, request.params.jobAdminId, request.body),
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/badges/:jobAdminId',
      access: { area: 'jobfolder', need: 'write' },
      input: input.badges,
      answers: changed,
    },
    (request, ctx) => jobs.setBadges(ctx, request.params.jobAdminId, request.body.badgeIds),
    theJob,
  );

  commandRoute(
    app,
    {
      method: 'POST',
      url: '/jobadmins/:jobAdminId/jobhistory',
      access: { area: 'jobfolder', need: 'write' },
      input: input.note,
      answers: { 201: jobNoteSchema },
    },
    async (request, ctx) => {
      const { firstName, lastName } = sessionOf(request).user;
      const result = await jobs.addNote(ctx, request.params.jobAdminId, request.body);
      return { ...result, note: request.body, userName: `${firstName} ${lastName}` };
    },
    {
      body: ({ jobHistoryId, note, userName }, ctx) => ({
        jobHistoryId,
        notes: note.notes,
        noteCategoryId: note.noteCategoryId,
        userId: ctx.userId,
        userName,
        createDate: ctx.now.toISOString(),
      }),
    },
  );

  // A department's prioritised jobs in order; the others there lose their priority.
  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/jobadmins/priority',
      access: { area: 'board', need: 'write' },
      input: input.priority,
      answers: { 200: prioritisedSchema },
    },
    async (request, ctx) => {
      const { departmentShortName, jobAdminIds } = request.body;
      const results = await jobs.prioritise(ctx, departmentShortName, jobAdminIds);
      return {
        changed: results.filter((r) => r.events.length).length,
        position: Math.max(0, ...results.map((r) => r.position)),
      };
    },
    { body: ({ changed }) => ({ changed }) },
  );
}
