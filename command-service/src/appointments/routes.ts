import {
  type Area,
  allows,
  appointmentParamsSchema,
  appointmentSchema,
  type ConvertedAppointment,
  convertAppointmentSchema,
  forbidden,
  invalid,
  isEmptyId,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { FastifyInstance } from 'fastify';
import type { TextRetries } from '../messaging/commands.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf, expectedVersionOf } from '../shared/http.ts';
import { appointmentCommands } from './commands.ts';

const write = { area: 'scheduler', need: 'write' } as const;
/** The area whose write right Create Job needs. */
const createsJob: Area = 'jobinformation';
const input = {
  form: { body: appointmentSchema },
  id: { params: appointmentParamsSchema },
  convert: { params: appointmentParamsSchema, body: convertAppointmentSchema },
};

/**
 * The appointments of the selected location (spec 3 section 7), in the scheduling area (/api/scheduling/v1): each
 * change answers the appointment as the calendar reads it, with its version as ETag (send it back as If-Match).
 */
export async function appointmentRoutes(
  app: FastifyInstance,
  deps: CommandDeps,
  queueing: { queue: JobQueue; retries?: TextRetries },
) {
  const appointments = appointmentCommands(deps, queueing);

  app.post<Validated<typeof input.form>>(
    '/Appointment',
    { config: { access: write, input: input.form } },
    async (request, reply) => {
      const result = await appointments.book(contextOf(request), request.body);
      return answered(reply, result.position)
        .header('etag', `"${result.appointment.version}"`)
        .code(201)
        .send(result.appointment);
    },
  );

  app.put<Validated<typeof input.form>>(
    '/Appointment',
    { config: { access: write, input: input.form } },
    async (request, reply) => {
      // An appointment without an id is a new one: that is POST's.
      if (isEmptyId(request.body.appointmentId))
        throw invalid([{ field: 'appointmentId', message: 'An id is required' }]);
      const result = await appointments.change(contextOf(request), request.body, expectedVersionOf(request));
      return answered(reply, result.position)
        .header('etag', `"${result.appointment.version}"`)
        .send(result.appointment);
    },
  );

  app.delete<Validated<typeof input.id>>(
    '/Appointment/:appointmentId',
    { config: { access: write, input: input.id } },
    async (request, reply) => {
      const result = await appointments.cancel(contextOf(request), request.params.appointmentId);
      return answered(reply, result.position).code(204).send();
    },
  );

  // Convert to Job makes a job: the scheduler's write right and the one Create Job needs.
  app.post<Validated<typeof input.convert>>(
    '/Appointment/:appointmentId/convert',
    { config: { access: write, input: input.convert } },
    async (request, reply) => {
      if (!allows(sessionOf(request).permissions[createsJob], 'write'))
        throw forbidden(`Your ${createsJob} permission does not allow this change`);
      const { created, jobAdminId, position, appointment } = await appointments.convert(
        contextOf(request),
        request.params.appointmentId,
        request.body,
      );
      const answer: ConvertedAppointment = { jobAdminId, created, appointment };
      return answered(reply, position)
        .header('etag', `"${appointment.version}"`)
        .code(created ? 201 : 200)
        .send(answer);
    },
  );
}
