import { type FieldError, positionHeader, type settingsItemSchema, type settingsListSchema } from '@bayline/contracts';
import type { z } from 'zod';
import { currentLanguage, i18n } from './i18n.ts';
import { tMessage } from './messages.ts';

/** The server's areas: every call goes to /api/{area}/v1/{path}. */
export type ApiArea = 'identity' | 'production' | 'messaging' | 'scheduling' | 'media' | 'reports' | 'admin' | 'audit';

/** A refused request: the problem body of the server, or what the browser could tell. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly errors: FieldError[];
  /** The current state the server sends with a 409 (stale version). */
  readonly current: unknown;
  /** The entity tag of that current state (its `version` in the body, else the ETag header), when sent. */
  etag: string | null = null;
  /** The problem's explanation beyond its title, when the server gives one. */
  readonly detail: string | undefined;

  constructor(status: number, title: string, errors: FieldError[] = [], current?: unknown, detail?: string) {
    super(title);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.errors = errors;
    this.current = current;
    this.detail = detail;
  }
}

/** A refusal (4xx) stays a refusal when asked again; lost connections and server faults may pass. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type Fetch = typeof fetch;

/** A value with the entity tag the server gave it. */
export interface Tagged<T> {
  value: T;
  etag: string | null;
}

/**
 * Every call is typed by its route's schemas from contracts, as type arguments (`typeof jobAnswerSchema`): the
 * answer's and, for a write, the body's. Type-only, so no schema is shipped for it. A route that answers nothing
 * (204) has no answer schema: its call answers void.
 */
type Answer<A extends z.ZodType> = z.output<A>;
type Body<B extends z.ZodType> = Sent<z.input<B>>;
/** The client only sends a body: read-only arrays do as well. */
type Sent<T> = T extends readonly (infer E)[]
  ? readonly Sent<E>[]
  : T extends object
    ? { [K in keyof T]: Sent<T[K]> }
    : T;

/** What the compiler can hold a type to in a schema's output: its named fields, not a loose object's catch-all. */
type Checked<T> = T extends readonly (infer E)[]
  ? readonly Checked<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Checked<T[K]> }
    : T;

/**
 * A route's answer schema that checks only some fields (`z.looseObject`), read as the contracts type `T` of what
 * the read side answers; `T` must agree with every field the schema names.
 */
export type Loose<S extends z.ZodType, T extends Checked<z.output<S>>> = z.ZodType<T>;

/** A settings list's answer (its items, each checked for its id and name only), read as its rows' contracts type. */
export type SettingsRows<Row extends object> = Loose<ReturnType<typeof settingsListSchema>, Row[]>;
/** An item a settings route adds, answered as the list answers its items. */
export type SettingsRow<Row extends object> = Loose<ReturnType<typeof settingsItemSchema>, Row>;

/**
 * Same-origin JSON over fetch with read-your-writes: every command answers with the position of its last
 * event; the largest one seen is sent back on the following reads so they wait until the read models have
 * caught up with the user's own changes.
 */
export class ApiClient {
  private position: number | undefined;

  constructor(private readonly fetchImpl: Fetch = (...args) => fetch(...args)) {}

  /** The position reads are currently held to, if any. */
  get pendingPosition(): number | undefined {
    return this.position;
  }

  /**
   * A read; with `position`, it waits until the read models have passed that position too (a live message's).
   * With `answer`, the route's answer schema from contracts, the value is typed by it, and checked against it in
   * development and tests (a server answer out of its schema fails there, not in a screen later).
   */
  async get<A extends z.ZodType = z.ZodVoid>(
    area: ApiArea,
    path: string,
    options: { position?: number; answer?: A } = {},
  ): Promise<Answer<A>> {
    const value = await this.request<Answer<A>>('GET', area, path, undefined, { position: options.position });
    // Checked, not reshaped: the screen sees what the server sent, in development as in production.
    if (import.meta.env.DEV) options.answer?.parse(value);
    return value;
  }

  /** A file to save (a PDF, an export): the answer's bytes as they are. */
  async file(area: ApiArea, path: string): Promise<Blob> {
    return (await this.send('GET', area, path, undefined, {})).blob();
  }

  /**
   * A read of something already held with the entity tag `etag`: undefined when the server answers that it is
   * still current (304), else the new value and its tag.
   */
  async getIfChanged<A extends z.ZodType = z.ZodVoid>(
    area: ApiArea,
    path: string,
    etag: string | undefined,
  ): Promise<Tagged<Answer<A>> | undefined> {
    const response = await this.send('GET', area, path, undefined, { etag });
    if (response.status === 304) return undefined;
    return { value: await bodyOf<Answer<A>>(response), etag: response.headers.get('etag') };
  }

  /** A read that also answers the entity tag (ETag) of what it read, to send back with a later write. */
  async getTagged<A extends z.ZodType = z.ZodVoid>(area: ApiArea, path: string): Promise<Tagged<Answer<A>>> {
    const response = await this.send('GET', area, path, undefined, {});
    return { value: await bodyOf<Answer<A>>(response), etag: response.headers.get('etag') };
  }

  /** A PUT of something read with the tag `etag` (If-Match): a stale tag is refused with 409 and the current state. */
  async putTagged<A extends z.ZodType = z.ZodVoid, B extends z.ZodType = z.ZodUndefined>(
    area: ApiArea,
    path: string,
    body: Body<B>,
    etag: string | null,
  ): Promise<Tagged<Answer<A>>> {
    const response = await this.send('PUT', area, path, body, { ifMatch: etag ?? undefined });
    return { value: await bodyOf<Answer<A>>(response), etag: response.headers.get('etag') };
  }

  /** A DELETE that also answers the entity tag of what is left (the list without the item). */
  async deleteTagged<A extends z.ZodType = z.ZodVoid>(area: ApiArea, path: string): Promise<Tagged<Answer<A>>> {
    const response = await this.send('DELETE', area, path, undefined, {});
    return { value: await bodyOf<Answer<A>>(response), etag: response.headers.get('etag') };
  }

  post<A extends z.ZodType = z.ZodVoid, B extends z.ZodType = z.ZodUndefined>(
    area: ApiArea,
    path: string,
    body?: Body<B>,
  ): Promise<Answer<A>> {
    return this.request('POST', area, path, body);
  }

  put<A extends z.ZodType = z.ZodVoid, B extends z.ZodType = z.ZodUndefined>(
    area: ApiArea,
    path: string,
    body?: Body<B>,
  ): Promise<Answer<A>> {
    return this.request('PUT', area, path, body);
  }

  patch<A extends z.ZodType = z.ZodVoid, B extends z.ZodType = z.ZodUndefined>(
    area: ApiArea,
    path: string,
    body?: Body<B>,
  ): Promise<Answer<A>> {
    return this.request('PATCH', area, path, body);
  }

  delete<A extends z.ZodType = z.ZodVoid>(area: ApiArea, path: string): Promise<Answer<A>> {
    return this.request('DELETE', area, path);
  }

  /**
   * A multipart POST (files) telling its progress, from 0 to 1, as the bytes leave: fetch cannot, so this one
   * call goes through XMLHttpRequest. It answers and refuses like post.
   */
  async upload<A extends z.ZodType = z.ZodVoid>(
    area: ApiArea,
    path: string,
    form: FormData,
    onProgress?: (sent: number) => void,
  ): Promise<Answer<A>> {
    const response = await new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', `/api/${area}/v1/${path}`);
      request.withCredentials = true;
      request.responseType = 'arraybuffer';
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('Accept-Language', currentLanguage());
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of request
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const empty = request.status === 204 || request.status === 304;
        resolve(
          new Response(empty ? null : request.response, {
            status: request.status,
            statusText: request.statusText,
            headers,
          }),
        );
      });
      const unreachable = () => reject(new ApiError(0, i18n.t('messages:http.unreachable')));
      request.addEventListener('error', unreachable);
      request.addEventListener('abort', unreachable);
      request.send(form);
    });
    this.remember(response.headers.get(positionHeader));
    if (!response.ok) throw await problemOf(response);
    return bodyOf<Answer<A>>(response);
  }

  private async request<T>(
    method: string,
    area: ApiArea,
    path: string,
    body?: unknown,
    options: { position?: number } = {},
  ): Promise<T> {
    return bodyOf<T>(await this.send(method, area, path, body, options));
  }

  /** Sends a request and answers the response, a refusal thrown as ApiError. */
  private async send(
    method: string,
    area: ApiArea,
    path: string,
    body: unknown,
    options: { position?: number; etag?: string; ifMatch?: string },
  ): Promise<Response> {
    // The server words its problems (titles, field messages) in the app's language.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.etag) headers['If-None-Match'] = options.etag;
    if (options.ifMatch) headers['If-Match'] = options.ifMatch;
    const sentPosition = method === 'GET' ? largest(this.position, options.position) : undefined;
    if (sentPosition !== undefined) headers[positionHeader] = String(sentPosition);

    let response: Response;
    try {
      response = await this.fetchImpl(`/api/${area}/v1/${path}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, i18n.t('messages:http.unreachable'));
    }

    const answered = response.ok || response.status === 304;
    if (method === 'GET') {
      // Only the positions this read waited for are done with; a newer command may have raised it meanwhile.
      if (answered && sentPosition !== undefined && this.position !== undefined && this.position <= sentPosition)
        this.position = undefined;
    } else {
      this.remember(response.headers.get(positionHeader));
    }

    if (!answered) {
      const problem = await problemOf(response);
      problem.etag ??= response.headers.get('etag');
      throw problem;
    }
    return response;
  }

  private remember(header: string | null) {
    const position = header === null ? Number.NaN : Number(header);
    if (Number.isFinite(position) && (this.position === undefined || position > this.position)) {
      this.position = position;
    }
  }
}

const largest = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function problemOf(response: Response): Promise<ApiError> {
  // The status line is the problem's English title (or a proxy's phrase): worded here when the body tells nothing.
  const fallback = response.statusText
    ? tMessage(response.statusText)
    : i18n.t('messages:http.requestFailed', { status: response.status });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return new ApiError(response.status, fallback);
  try {
    const problem = (await response.json()) as {
      title?: unknown;
      errors?: unknown;
      current?: unknown;
      detail?: unknown;
      version?: unknown;
    };
    const title = typeof problem.title === 'string' && problem.title ? problem.title : fallback;
    const errors = Array.isArray(problem.errors) ? (problem.errors as FieldError[]) : [];
    const detail = typeof problem.detail === 'string' && problem.detail ? problem.detail : undefined;
    const refused = new ApiError(response.status, title, errors, problem.current, detail);
    // A stale write's 409 names the version its current state is at: the tag to write with next.
    if (typeof problem.version === 'number') refused.etag = `"${problem.version}"`;
    return refused;
  } catch {
    return new ApiError(response.status, fallback);
  }
}

/** The app's one client. */
export const api = new ApiClient();
