import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { localizeProblem, type Problem, Refusal, type RefusalName } from '@bayline/contracts';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { answerIn, requestLanguage } from './language.ts';

const problemType = (status: number) => `https://bayline.dev/problems/${status}`;

export function problemBody(status: number, title: string, extra: Record<string, unknown> = {}): Problem {
  return { type: problemType(status), title, status, ...extra };
}

const problemMediaType = 'application/problem+json';

/** The reason phrase of a status, in the status line's character set. */
const statusLine = (title: string) => title.replace(/[^\x20-\x7e]/g, '');

/**
 * Sends the one shape every refusal and failure has; Retry-After goes in its header, not the body. The one place
 * a problem is put in the request's language: the code that refuses words it in English, the spec's words. The
 * status line keeps the English title: a reason phrase is ASCII, and a French one stripped of its accents would
 * be misspelt.
 */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  title: string,
  { retryAfter, ...extra }: Record<string, unknown> & { retryAfter?: number } = {},
) {
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  reply.raw.statusMessage = statusLine(title);
  const language = requestLanguage(reply.request);
  return answerIn(reply, language)
    .code(status)
    .type(problemMediaType)
    .send(localizeProblem(problemBody(status, title, extra), language));
}

/** What Fastify's own errors mean to a client, by their code; any other 4xx gets its plain status phrase. */
const frameworkProblems = new Map<string, { status: number; title: string; extra?: Record<string, unknown> }>([
  [
    'FST_ERR_CTP_INVALID_JSON_BODY',
    {
      status: 400,
      title: 'The body is not valid JSON',
      extra: { errors: [{ field: '(body)', message: 'Must be valid JSON' }] },
    },
  ],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', { status: 400, title: 'The body is empty' }],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', { status: 400, title: 'The body does not match its Content-Length' }],
  ['FST_ERR_CTP_BODY_TOO_LARGE', { status: 413, title: 'The body is too large' }],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', { status: 415, title: 'Send the body as application/json' }],
  ['FST_ERR_BAD_URL', { status: 400, title: 'The address is not valid' }],
  ['FST_ERR_MAX_PARAM_LENGTH', { status: 414, title: 'A part of the address is too long' }],
]);

/**
 * The status each refusal answers with: 400 bad input, 401 no session, 403 not allowed, 404 unknown, 409 stale or
 * not in a state to do it, 413 too large, 415 a kind not taken, 429 too many tries, 503 busy or not ready, 504 too slow.
 */
const refusalStatus: Record<RefusalName, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 504> = {
  InvalidFields: 400,
  BadIfMatch: 400,
  BadPosition: 400,
  NothingToPrioritise: 400,
  NoFiles: 400,
  NotSignedIn: 401,
  BadCredentials: 401,
  InvalidLink: 401,
  ApiKeyRequired: 401,
  UnsignedProviderRequest: 401,
  NotAllowed: 403,
  WrongCurrentPassword: 403,
  MediaLinkInvalid: 403,
  TooManyAttempts: 429,
  NotFound: 404,
  UnknownLocation: 404,
  UnknownDepartment: 404,
  UnknownSubdepartment: 404,
  UnknownEstimate: 404,
  UnknownBadge: 404,
  UnknownTask: 404,
  UnknownAssignment: 404,
  UnknownMedia: 404,
  UnknownParkedEvent: 404,
  UnknownProjector: 404,
  NoOutbox: 404,
  NotYetRecorded: 404,
  StaleVersion: 409,
  JobClosed: 409,
  NoActiveDepartment: 409,
  LeftDepartment: 409,
  ArchiveBlocked: 409,
  AlreadyHeld: 409,
  NotHeld: 409,
  JobHeld: 409,
  GroupNameTaken: 409,
  TextsDisabled: 409,
  OptedOut: 409,
  TextNotFailed: 409,
  NoJobClass: 409,
  TooLarge: 413,
  TooManyFiles: 413,
  UnsupportedMediaType: 415,
  TooManyChanges: 503,
  ReadModelsBehind: 504,
};

/**
 * Refusals as decided; Fastify's own errors as they mean to a client; everything else is a failure: logged,
 * and answered with a generic title only (no message, stack or path leaves the server).
 */
function answerError(error: FastifyError | Refusal, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) return sendProblem(reply, refusalStatus[error.name], error.title, error.extra);
  const known =
    frameworkProblems.get(error.code) ??
    (error.name === 'SyntaxError' ? frameworkProblems.get('FST_ERR_CTP_INVALID_JSON_BODY') : undefined);
  if (known) return sendProblem(reply, known.status, known.title, known.extra);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendProblem(reply, status, STATUS_CODES[status] ?? 'Bad Request');
  request.log.error({ err: error }, 'request failed');
  return sendProblem(reply, 500, 'Something went wrong on the server');
}

/** Every refusal and failure leaves as application/problem+json; status text carries the title (spec 3: login shows it). */
export function registerProblemHandling(
  app: FastifyInstance,
  options: { fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown } = {},
) {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    void answerError(error, request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.fallback) return options.fallback(request, reply);
    return notFoundProblem(request, reply);
  });
  // Bodies are JSON only: any other type is refused with 415 before a route sees it.
  app.removeContentTypeParser('text/plain');
}

export function notFoundProblem(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(reply, 404, 'No such address', { detail: `${request.method} ${request.url}` });
}

/**
 * Node counts the request line and the headers against one limit. When the packet that overflowed it is the
 * start of a request and ends no line, the address itself was too long.
 */
function addressTooLong(error: ConnectionError) {
  const received: unknown = error.rawPacket;
  if (!Buffer.isBuffer(received)) return false;
  return /^[A-Z]+ [^\n]*$/.test(received.subarray(0, error.bytesParsed).toString('latin1'));
}

/**
 * Fastify options for what fails before any route, hook or error handler runs (a malformed address, a path
 * part over the router's limit, an address or headers over Node's limit, a broken request line), so that it
 * too leaves as problem+json.
 */
export const problemServerOptions = {
  // A request that reaches a route while the server closes is served (the stores close after the server)
  // rather than answered with Fastify's own plain-JSON 503.
  return503OnClosing: false,
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    void answerError(error, request, reply);
  },
  clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ err: error }, 'client error');
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? addressTooLong(error)
          ? 414
          : 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    const title =
      status === 414 ? 'The address is too long' : status === 431 ? 'The request headers are too large' : reason;
    const body = JSON.stringify(problemBody(status, title));
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${problemMediaType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    socket.destroy();
  },
} satisfies Partial<FastifyServerOptions>;
