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
 * What a refusal is, by name. Deciders and routes refuse with one of these; the HTTP edge alone says what each
 * answers with (its status, in platform/src/http/problem.ts), so no decision speaks HTTP.
 */
export type RefusalName =
  // The request's form.
  | 'InvalidFields'
  | 'BadIfMatch'
  | 'BadPosition'
  | 'NothingToPrioritise'
  | 'NoFiles'
  // Who asks.
  | 'NotSignedIn'
  | 'BadCredentials'
  | 'InvalidLink'
  | 'ApiKeyRequired'
  | 'UnsignedProviderRequest'
  | 'NotAllowed'
  | 'WrongCurrentPassword'
  | 'MediaLinkInvalid'
  | 'TooManyAttempts'
  // What it names.
  | 'NotFound'
  | 'UnknownLocation'
  | 'UnknownDepartment'
  | 'UnknownSubdepartment'
  | 'UnknownEstimate'
  | 'UnknownBadge'
  | 'UnknownTask'
  | 'UnknownAssignment'
  | 'UnknownMedia'
  | 'UnknownParkedEvent'
  | 'UnknownProjector'
  | 'NoOutbox'
  | 'NotYetRecorded'
  // The state it finds.
  | 'StaleVersion'
  | 'JobClosed'
  | 'NoActiveDepartment'
  | 'LeftDepartment'
  | 'ArchiveBlocked'
  | 'AlreadyHeld'
  | 'NotHeld'
  | 'JobHeld'
  | 'GroupNameTaken'
  | 'TextsDisabled'
  | 'OptedOut'
  | 'TextNotFailed'
  | 'NoJobClass'
  // What is sent.
  | 'TooLarge'
  | 'TooManyFiles'
  | 'UnsupportedMediaType'
  // The moment.
  | 'TooManyChanges'
  | 'ReadModelsBehind';

/**
 * A decision that refuses a command or query: its name, its title in the spec's words and what the client is
 * told besides. `retryAfter` (seconds) is sent as Retry-After.
 */
export class Refusal extends Error {
  constructor(
    override readonly name: RefusalName,
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
  }
}

/** The detail of a refused form: each failing field with its message. */
export const problemDetail = (errors: readonly FieldError[]) =>
  errors.map((e) => `${e.field}: ${e.message}`).join('; ');

export const invalid = (errors: FieldError[], title = 'Some fields are not valid') =>
  new Refusal('InvalidFields', title, { errors, detail: problemDetail(errors) });
export const notFound = (what: string) => new Refusal('NotFound', `${what} not found`);
export const forbidden = (detail: string) => new Refusal('NotAllowed', 'Not allowed', { detail });
