import { z } from 'zod';
import type { Appointment, ConvertedAppointment } from '../appointments/appointments.ts';
import type { TextMessageView } from '../messaging.ts';

const nullableText = z.string().nullable();

/** A text as the thread and the drawer show it. */
export const textMessageViewSchema: z.ZodType<TextMessageView> = z.object({
  messageHistoryId: z.string(),
  from: z.string(),
  to: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: nullableText,
  isIncoming: z.boolean(),
  jobAdminId: nullableText,
  displayJobAdmin: z.string(),
  displayName: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  status: z.enum(['Queued', 'Sent', 'Failed', 'Received']),
  failedReason: nullableText,
  media: z.array(z.object({ mediaId: z.string(), fileUri: z.string(), fileName: z.string(), contentType: z.string() })),
});

/** A thread, oldest first. */
export const textThreadSchema = z.array(textMessageViewSchema);

/** GET Messages/unread: the top bar's drawer, one entry per sender. */
export const unreadTextsSchema = z.array(
  z.object({ phone: z.string(), unreadCount: z.number().int(), latest: textMessageViewSchema }),
);

export const appointmentAnswerSchema: z.ZodType<Appointment> = z.object({
  appointmentId: z.string(),
  locationShortName: z.string(),
  description: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  allDay: z.boolean(),
  apptCategoryId: z.string(),
  apptCategory: z.object({ description: z.string(), displayColor: z.string() }).nullable(),
  jobAdminId: nullableText,
  clientName: z.string(),
  clientCellular: z.string(),
  clientEmail: z.string(),
  clientReminder: z.boolean(),
  year: z.number().nullable(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
  notes: z.string(),
  reminder: z
    .object({
      dueAt: z.string(),
      sentAt: nullableText,
      status: z.enum(['scheduled', 'sent', 'failed', 'skipped']),
    })
    .nullable(),
  version: z.number().int(),
});

/** POST Appointment/{appointmentId}/convert. */
export const convertedAppointmentSchema: z.ZodType<ConvertedAppointment> = z.object({
  jobAdminId: z.string(),
  created: z.boolean(),
  appointment: appointmentAnswerSchema,
});
