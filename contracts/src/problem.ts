/** RFC 9457 problem details, the body of every refused request. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** Field-level failures: the field's name and the rule's message in the spec's wording. */
  errors?: FieldError[];
  [extension: string]: unknown;
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A decision that refuses a command or query, in terms the HTTP edge turns into problem+json:
 * 400 bad input, 401 no session, 403 not allowed, 404 unknown, 409 stale or not in a state to do it,
 * 413 an upload too large, 415 a file of a kind not taken, 429 too many tries, 503 busy or not ready, 504 too slow. `retryAfter` (seconds) is sent as Retry-After.
 */
export class Refusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 504,
    readonly title: string,
    readonly extra: {
      detail?: string;
      errors?: FieldError[];
      current?: unknown;
      /** The version `current` is at: the ETag to send again. */
      version?: number;
      retryAfter?: number;
    } = {},
  ) {
    super(extra.detail ? `${title}: ${extra.detail}` : title);
    this.name = 'Refusal';
  }
}

/** The detail of a refused form: each failing field with its message. */
export const problemDetail = (errors: readonly FieldError[]) =>
  errors.map((e) => `${e.field}: ${e.message}`).join('; ');

export const invalid = (errors: FieldError[], title = 'Some fields are not valid') =>
  new Refusal(400, title, { errors, detail: problemDetail(errors) });
export const notFound = (what: string) => new Refusal(404, `${what} not found`);
export const forbidden = (detail: string) => new Refusal(403, 'Not allowed', { detail });
