import {
  allows,
  digitsOf,
  fieldErrors,
  forbidden,
  idParams,
  inboundTextSchema,
  invalid,
  type LocationSettings,
  maxTextAttachments,
  notFound,
  phoneParamsSchema,
  Refusal,
  type SendTextWithFiles,
  sendTextSchema,
  sendTextWithFilesSchema,
  textMessages,
  textWithFilesFields,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { SmsPort } from '@bayline/platform/sms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mustSeeFolder, receiveFiles, takeMultipart } from '../media/receive.ts';
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

const senderOf = (request: FastifyRequest) => {
  const { firstName, lastName } = sessionOf(request).user;
  return { firstName, lastName };
};

/**
 * The text fields of a multipart text, by the rules of Messages/sms. Sent after the files, they are not there when
 * the first file arrives: the refusal says to send them first (nothing is stored before they are checked).
 */
function textWithFiles(fields: ReadonlyMap<string, string>, filesFollow: boolean): SendTextWithFiles {
  const parsed = sendTextWithFilesSchema.safeParse(Object.fromEntries(fields));
  if (parsed.success) return parsed.data;
  const late = filesFollow && textWithFilesFields.some((name) => !fields.has(name));
  throw invalid(fieldErrors(parsed.error), late ? textMessages.fieldsFirst : undefined);
}

export async function messagingRoutes(app: FastifyInstance, deps: CommandDeps, options: Texting) {
  const texts = textingCommands(deps, options.queue, options.retries);
  // The job's media a text carries go to whoever the number is: only someone who may see them attaches them.
  app.post<Validated<typeof input.send>>(
    '/Messages/sms',
    { config: { access: texting, input: input.send } },
    async (request, reply) => {
      if (request.body.attachments?.length && !allows(sessionOf(request).permissions.jobmedia, 'read'))
        throw forbidden(textMessages.needsMediaRead);
      const result = await texts.send(contextOf(request), request.body, senderOf(request));
      return answered(reply, result.position).code(204).send();
    },
  );

  // Files from the device, stored as an upload is (they become the job's media, in its Messaging category unless
  // the form names another), then texted. Multipart is taken in this scope only. The text's fields are checked
  // before any file is stored; a refusal at any point keeps no file.
  await app.register(async (withFiles) => {
    await takeMultipart(withFiles);
    withFiles.post('/Messages/sms/withfiles', { config: { access: texting, input: {} } }, async (request, reply) => {
      mustSeeFolder(request);
      if (!allows(sessionOf(request).permissions.jobmedia, 'write')) throw forbidden(textMessages.needsMedia);
      const ctx = contextOf(request);
      let text: SendTextWithFiles | undefined;
      let mediaCategoryId: string | null = null;
      const { result } = await receiveFiles(request, deps.blobs, {
        maxFiles: maxTextAttachments,
        tooMany: textMessages.tooManyAttachments,
        before: async (fields, filesFollow) => {
          text = textWithFiles(fields, filesFollow);
          mediaCategoryId = await texts.mayQueueWithFiles(ctx, text);
        },
        record: (files) => texts.sendWithFiles(ctx, text!, senderOf(request), files, mediaCategoryId),
      });
      return answered(reply, result.position).code(204).send();
    });
  });

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
