import { z } from 'zod';

/** GET /api/admin/v1/operations (`OperationsSnapshot`): the log and every projector, as this process sees them. */
export const operationsSnapshotSchema = z.looseObject({
  at: z.string(),
  eventStore: z.looseObject({
    head: z.number().int(),
    events: z.number().int().nullable(),
    eventsAtLeast: z.boolean(),
  }),
  projectors: z.array(z.looseObject({ name: z.string(), position: z.number().int() })),
});

/** GET /api/admin/v1/operations/log (`OperationsLogEntry[]`): retries, skips and rebuilds, newest first. */
export const operationsLogSchema = z.array(
  z.looseObject({
    position: z.number().int(),
    at: z.string(),
    type: z.string(),
    projector: z.string(),
    userId: z.string(),
  }),
);

/** GET /api/admin/v1/outbox: the mail kept instead of sent, newest first. */
export const mailOutboxSchema = z.array(
  z.looseObject({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    at: z.string(),
  }),
);

/** GET /api/admin/v1/sms-outbox (`OutboxTextView[]`): the texts kept instead of sent, newest first. */
export const smsOutboxSchema = z.array(
  z.looseObject({
    id: z.string(),
    at: z.string(),
    from: z.string(),
    to: z.string(),
    body: z.string(),
    media: z.array(z.looseObject({ mediaId: z.string(), url: z.string().nullable() })),
    jobAdminId: z.string().nullable(),
  }),
);

/** POST /api/admin/v1/sms-outbox/reply: the customer's reply as taken. */
export const simulatedReplyAnswerSchema = z.object({ from: z.string(), to: z.string(), body: z.string() });

const parkedShape = {
  projector: z.string(),
  position: z.number().int(),
  streamId: z.string(),
  type: z.string(),
};

/** GET /api/admin/v1/parked: the events projectors stopped on. */
export const parkedEventsSchema = z.array(z.looseObject({ ...parkedShape, error: z.string(), parkedAt: z.string() }));

/** POST /api/admin/v1/parked/{projector}/{position}/retry or skip: the decision recorded. */
export const parkedDecisionSchema = z.object({
  projector: z.string(),
  position: z.number().int(),
  decision: z.enum(['retry', 'skip']),
  reason: z.string().optional(),
});

/** POST /api/admin/v1/rebuilds/{projector|all}[/cancel]: the projectors asked. */
export const rebuildAskedSchema = z.object({ projectors: z.array(z.string()) });

/** GET /health: up or degraded; how it runs only to owners, support and the admin token. */
export const healthSchema = z.looseObject({ status: z.enum(['ok', 'degraded']) });
/** GET /health while the process starts (seeding, or waiting for another instance to seed), with Retry-After. */
export const startingHealthSchema = z.object({ status: z.literal('starting') });
