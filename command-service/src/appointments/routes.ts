import {
  type Area,
  allows,
  appointmentAnswerSchema,
  appointmentParamsSchema,
  appointmentSchema,
  type ConvertedAppointment,
  convertAppointmentSchema,
  convertedAppointmentSchema,
  forbidden,
  invalid,
  isEmptyId,
} from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute, expectedVersionOf } from '../shared/http.ts';
import { appointmentCommands } from './commands.ts';

const write = { area: 'scheduler', need: 'write' } as const;
/** The area whose write right Create Job needs. */
const createsJob: Area = 'jobinformation';
type Changed = { position: number; appointment: { version: number } };
/** Each change answers the appointment as the calendar reads it, with its version as ETag. */
const theAppointment = {
  body: (result: Changed) => result.appointment,
  etag: (result: Changed) => result.appointment.version,
};
const input = {
  form: { body: appointmentSchema },
  id: { params: appointmentParamsSchema },
  convert: { params: appointmentParamsSchema, body: convertAppointmentSchema },
};

/**
 * The appointments of the selected location (spec 3 section 7), in the scheduling area (/api/scheduling/v1): each
 * change answers the appointment as the calendar reads it, with its version as ETag (send it back as If-Match).
 */
export async function appointmentRoutes(app: FastifyInstance, deps: CommandDeps) {
  const appointments = appointmentCommands(deps);

  commandRoute(
    app,
    {
      method: 'POST',
      url: '/Appointment',
      access: write,
      input: input.form,
      answers: { 201: appointmentAnswerSchema },
    },
    (request, ctx) => appointments.book(ctx, request.body),
    theAppointment,
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/Appointment',
      access: write,
      input: input.form,
      answers: { 200: appointmentAnswerSchema },
    },
    (request, ctx) => {
      // An appointment without an id is a new one: that is POST's.
      if (isEmptyId(request.body.appointmentId))
        throw invalid([{ field: 'appointmentId', message: 'An id is required' }]);
      return appointments.change(ctx, request.body, expectedVersionOf(request));
    },
    theAppointment,
  );

  commandRoute(
    app,
    { method: 'DELETE', url: '/Appointment/:appointmentId', access: write, input: input.id, answers: { 204: null } },
    (request, ctx) => appointments.cancel(ctx, request.params.appointmentId),
  );

  // Convert to Job makes a job: the scheduler's write right and the one Create Job needs.
  commandRoute(
    app,
    {
      method: 'POST',
      url: '/Appointment/:appointmentId/convert',
      access: write,
      input: input.convert,
      answers: { 200: convertedAppointmentSchema, 201: convertedAppointmentSchema },
    },
    (request, ctx) => {
      if (!allows(sessionOf(request).permissions[createsJob], 'write'))
        throw forbidden(`Your ${createsJob} permission does not allow this change`);
      return appointments.convert(ctx, request.params.appointmentId, request.body);
    },
    {
      body: ({ jobAdminId, created, appointment }): ConvertedAppointment => ({ jobAdminId, created, appointment }),
      etag: theAppointment.etag,
      status: (result) => (result.created ? 201 : 200),
    },
  );
}
