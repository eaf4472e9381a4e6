import {
  type AppointmentMonth,
  type ApptCategory,
  appointmentAnswerSchema,
  appointmentMonthQuerySchema,
  appointmentView,
  compareAppointments,
} from '@bayline/contracts';
import { appointmentMonthsModel } from '@bayline/contracts/read-models/appointments';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOf } from '../production/lookups.ts';

const input = { month: { query: appointmentMonthQuerySchema } };

/**
 * GET Appointment?date=yyyy-MM (spec 3 section 7): the selected location's appointments that fall in the month (its
 * wall clock: the calendar's), by start, then client name, each with its type's name and colour as the categories
 * have them now. Reading the calendar needs the scheduler's read right.
 */
export async function appointmentQueries(app: FastifyInstance, readStore: ReadStore) {
  app.get<Validated<typeof input.month>>(
    '/Appointment',
    {
      config: {
        access: { area: 'scheduler', need: 'read' },
        answers: { 200: z.array(appointmentAnswerSchema) },
        input: input.month,
        projectors: ['appointments', 'settings'],
      },
    },
    async (request): Promise<AppointmentMonth> => {
      const locationShortName = sessionOf(request).locationShortName;
      const [docs, categories] = await Promise.all([
        readStore.collection(appointmentMonthsModel).find({ locationShortName, month: request.query.date }),
        listOf<ApptCategory>(readStore, 'apptCategories', locationShortName),
      ]);
      const byId = new Map(categories.map((c) => [c.apptCategoryId, c]));
      return docs.map((doc) => appointmentView(doc, byId)).sort(compareAppointments);
    },
  );
}
