import {
  digitsOf,
  idParams,
  inboundTextSchema,
  type LocationSettings,
  notFound,
  phoneParamsSchema,
  Refusal,
  sendTextSchema,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { SmsPort } from '@bayline/platform/sms';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { type TextRetries, textingCommands } from './commands.ts';

/** What texting needs besides the command deps: the queue its sends go through, the port, where it is reached. */
export interface Texting {
  queue: JobQueue;
  sms: SmsPort;
  /** The address the provider posts replies to (its signature covers it), without a trailing slash. */
  publicUrl: () => string;
  retries?: TextRetries;
}

/** The inbound webhook's path, under /api/messaging/v1. */
export const inboundTextPath = '/Messages/inbound';
export const signatureHeader = 'x-twilio-signature';

const input = {
  send: { body: sendTextSchema },
  retry: { params: idParams('messageId') },
  read: { params: phoneParamsSchema },
  inbound: { body: inboundTextSchema },
};
const texting = { area: 'texting', need: 'write' } as const;

const nameOf = (request: Parameters<typeof sessionOf>[0]) => {
  const { user } = sessionOf(request);
  return `${user.firstName} ${user.lastName}`.trim();
};

export async function messagingRoutes(app: FastifyInstance, deps: CommandDeps, options: Texting) {
  const texts = textingCommands(deps, options.queue, options.retries);
  app.post<Validated<typeof input.send>>(
    '/Messages/sms',
    { config: { access: texting, input: input.send } },
    async (request, reply) => {
      const { firstName, lastName } = sessionOf(request).user;
      const result = await texts.send(contextOf(request), request.body, { firstName, lastName });
      return answered(reply, result.position).code(204).send();
    },
  );

  app.post<Validated<typeof input.retry>>(
    '/Messages/:messageId/retry',
    { config: { access: texting, input: input.retry } },
    async (request, reply) => {
      const result = await texts.retry(contextOf(request), request.params.messageId);
      return answered(reply, result.position).code(204).send();
    },
  );

  app.put<Validated<typeof input.read>>(
    '/Messages/markallread/:phone',
    { config: { access: { area: 'messaging', need: 'read' }, input: input.read } },
    async (request, reply) => {
      const result = await texts.markRead(contextOf(request), request.params.phone, nameOf(request));
      return answered(reply, result.position).send(result.thread);
    },
  );

  // The provider's webhook, in a scope of its own: it alone reads form-encoded bodies, as Twilio posts them.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const form: Record<string, string> = Object.create(null);
        for (const [name, value] of new URLSearchParams(String(body))) form[name] = value;
        done(null, form);
      },
    );
    // Nothing is recorded unless the request is signed with the account's token, for a number a location texts from.
    webhook.post<Validated<typeof input.inbound>>(
      inboundTextPath,
      { config: { access: 'public', input: input.inbound } },
      async (request, reply) => {
        const form = request.body as Record<string, string>;
        const signature = request.headers[signatureHeader];
        const url = `${options.publicUrl()}${request.url}`;
        if (typeof signature !== 'string' || !options.sms.verifyInbound(url, form, signature))
          throw new Refusal(401, 'The request is not signed by the SMS provider');
        const to = digitsOf(form.To);
        const locations = (await deps.readStore.find('locationSettings')) as unknown as (LocationSettings & {
          id: string;
        })[];
        const place = locations.find((l) => l.smsSendPhone && digitsOf(l.smsSendPhone) === to);
        if (!place) throw notFound('Location');
        const result = await texts.receive(
          { userId: 'customer', locationShortName: place.id, now: new Date(), correlationId: request.id },
          { from: digitsOf(form.From), to, body: form.Body ?? '', providerId: form.MessageSid ?? '' },
        );
        return answered(reply, result.position).type('text/xml').send('<Response></Response>');
      },
    );
  });
}
