import {
  allows,
  digitsOf,
  fieldErrors,
  forbidden,
  idParams,
  inboundTextSchema,
  invalid,
  maxTextAttachments,
  notFound,
  phoneParamsSchema,
  Refusal,
  type SendTextWithFiles,
  sendTextSchema,
  sendTextWithFilesSchema,
  textMessages,
  textThreadSchema,
  textWithFilesFields,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import type { SmsPort } from '@bayline/platform/sms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationClaims } from '../locations/claims.ts';
import { mustSeeFolder, receiveFiles, takeMultipart } from '../media/receive.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, commandRoute } from '../shared/http.ts';
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
  commandRoute(
    app,
    { method: 'POST', url: '/Messages/sms', access: texting, input: input.send, answers: { 204: null } },
    (request, ctx) => {
      if (request.body.attachments?.length && !allows(sessionOf(request).permissions.jobmedia, 'read'))
        throw forbidden(textMessages.needsMediaRead);
      return texts.send(ctx, request.body, senderOf(request));
    },
  );

  // Files from the device, stored as an upload is (they become the job's media, in its Messaging category unless
  // the form names another), then texted. Multipart is taken in this scope only. The text's fields are checked
  // before any file is stored; a refusal at any point keeps no file.
  await app.register(async (withFiles) => {
    await takeMultipart(withFiles);
    commandRoute(
      withFiles,
      { method: 'POST', url: '/Messages/sms/withfiles', access: texting, input: {}, answers: { 204: null } },
      async (request, ctx) => {
        mustSeeFolder(request);
        if (!allows(sessionOf(request).permissions.jobmedia, 'write')) throw forbidden(textMessages.needsMedia);
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
        return result;
      },
    );
  });

  commandRoute(
    app,
    { method: 'POST', url: '/Messages/:messageId/retry', access: texting, input: input.retry, answers: { 204: null } },
    (request, ctx) => texts.retry(ctx, request.params.messageId),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/Messages/markallread/:phone',
      access: { area: 'messaging', need: 'read' },
      input: input.read,
      answers: { 200: textThreadSchema },
    },
    (request, ctx) => texts.markRead(ctx, request.params.phone, nameOf(request)),
    { body: ({ thread }) => thread },
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
      { config: { access: 'public', answers: { 200: { media: 'text/xml' } }, input: input.inbound } },
      async (request, reply) => {
        const form = request.body;
        const signature = request.headers[signatureHeader];
        const url = `${options.publicUrl()}${request.url}`;
        if (typeof signature !== 'string' || !options.sms.verifyInbound(url, form, signature))
          throw new Refusal('UnsignedProviderRequest', 'The request is not signed by the SMS provider');
        const to = digitsOf(form.To);
        const place = await locationClaims(deps).byPhone(to);
        if (!place) throw notFound('Location');
        const result = await texts.receive(
          { userId: 'customer', locationShortName: place, now: deps.now(), correlationId: request.id },
          { from: digitsOf(form.From), to, body: form.Body ?? '', providerId: form.MessageSid ?? '' },
        );
        return answered(reply, result.position).type('text/xml').send('<Response></Response>');
      },
    );
  });
}
