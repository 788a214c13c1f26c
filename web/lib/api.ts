import { contractAt } from '../../core/api-paths';
import {
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type IsGuarded,
  type MethodOf,
  type ReplyOf,
} from '../../core/api-contract';
import type { FormGuard } from '../../core/schema/form-guard.schema';

/**
 * The one way the browser talks to /api: credentials always sent, JSON only when there is a body,
 * and any non-2xx answer raised as an Error whose message is "status: body" (SPEC.md section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The body as the API's JSON error shape `{ error, fields }`, or undefined when it is not JSON. */
  private get errorBody(): { error?: unknown; fields?: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's Italian `error` field when the body is the API's JSON error shape. */
  get serverMessage(): string | undefined {
    const error = this.errorBody?.error;
    return typeof error === 'string' ? error : undefined;
  }

  /** A 412's item as it is now on the server (it changed since the form loaded it), or null when it is gone. */
  get current(): unknown {
    return this.status === 412 ? ((this.errorBody as { current?: unknown } | undefined)?.current ?? null) : undefined;
  }

  /** Per-field Italian messages from a 400 answer, keyed by the form's field names. */
  get fields(): Record<string, string> | undefined {
    const fields = this.errorBody?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
  }
}

interface Answer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * Sends bytes (a part of a file) with XMLHttpRequest, the one browser API that reports an upload's progress
 * (`fetch` does not), calling `onProgress` with the bytes sent so far. An abort rejects as fetch does.
 */
function sendBytes(
  method: HttpMethod,
  path: string,
  bytes: ArrayBuffer,
  type: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
  onProgress?: (sent: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // A Blob's own type when it has one (a CSV of polling sections is text/csv), else plain bytes.
    xhr.setRequestHeader('Content-Type', type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    const aborted = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal?.aborted) return aborted();
    // Rejected at once, whether or not the request still fires its own abort event.
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        aborted();
      },
      { once: true },
    );
    xhr.onabort = aborted;
    xhr.send(bytes);
  });
}

/** Sends JSON (or nothing) with fetch. */
async function sendJson(
  method: HttpMethod,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Answer> {
  const init: RequestInit = { method, credentials: 'include', headers, signal };
  if (body !== undefined) {
    init.headers = { ...headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  return { status: response.status, statusText: response.statusText, text: await response.text() };
}

/**
 * Sends a request and returns the parsed JSON (or null for an empty answer such as 204): the transport under
 * `send` and `useApi`, which screens use instead, typed by the contract. A Blob body goes as bytes, with its
 * upload's progress reported to `onUploadProgress`.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
  { signal, onUploadProgress }: { signal?: AbortSignal; onUploadProgress?: (sent: number) => void } = {},
): Promise<unknown> {
  const sent = { Accept: 'application/json', ...headers };
  const answer =
    body instanceof Blob
      ? await sendBytes(method, path, await body.arrayBuffer(), body.type, sent, signal, onUploadProgress)
      : await sendJson(method, path, body, sent, signal);
  if (answer.status < 200 || answer.status > 299) throw new ApiError(answer.status, answer.text, answer.statusText);
  return answer.text ? (JSON.parse(answer.text) as unknown) : null;
}

/** Reads a resource, answering null instead of failing when there is no session (401). */
export async function apiGetOrNullWhenUnauthorized(path: string): Promise<unknown> {
  try {
    return await apiRequest('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Where a 400's per-field messages go: formik's helpers fit. */
interface FormErrors {
  setErrors(errors: Record<string, string>): void;
}

interface SendOptions {
  /** The form the values come from: a 400's messages for the fields it sent go next to its inputs. */
  form?: FormErrors;
  /**
   * The version of the item the change starts from (`If-Match`): if another admin saved it since, the answer is a
   * 412 (`isStale`) carrying the item as it is now, and nothing is overwritten.
   */
  ifMatch?: number;
  /** Aborts the request (an upload the admin cancels). */
  signal?: AbortSignal;
  /** For bytes: called with the bytes of the body sent so far. */
  onUploadProgress?: (sent: number) => void;
}

/** The change was refused because the item changed since it was loaded: `error.current` is how it is now. */
export const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 412;

/** A write's values as a form holds them (checkboxes, untrimmed text): the entry's schema casts them. */
type Values<E, M extends HttpMethod> = { readonly [K in keyof BodyOf<E, M>]?: unknown };

/** A method without a body takes only options; a public form's POST also takes the bot guard's fields. */
type SendArgs<E, M extends HttpMethod> = [BodyOf<E, M>] extends [never]
  ? [options?: Pick<SendOptions, 'ifMatch' | 'signal'>]
  : [BodyOf<E, M>] extends [Blob]
    ? [bytes: Blob, options?: Pick<SendOptions, 'signal' | 'onUploadProgress'>]
    : IsGuarded<E, M> extends true
      ? [values: Values<E, M>, options: SendOptions & { guard: Required<FormGuard> }]
      : [values: Values<E, M>, options?: SendOptions];

/**
 * The one way to write to the API: `send('POST', API.contact, values, { form: helpers, guard: guard() })`.
 * The values are cast with the entry's schema (the one the function validates with: trimmed, checkboxes as 0/1,
 * unknown fields dropped), the bot guard's fields added, and the answer is typed by the contract. A 400's
 * per-field messages go onto the form for the fields it sent; every failure is then raised as an ApiError, for
 * the caller to say what it means there.
 */
export async function send<E extends Endpoint, M extends MethodOf<E>>(
  method: M,
  entry: E,
  ...args: SendArgs<E, M>
): Promise<ReplyOf<E, M>> {
  const declared = contractAt(entry)?.[method]?.body;
  type Options = SendOptions & { guard?: Required<FormGuard> };
  const [values, options] = (declared ? args : [undefined, ...args]) as [Record<string, unknown>?, Options?];
  const schema = typeof declared === 'function' ? await declared() : undefined;
  const cast = values && schema ? (schema.cast(values, { stripUnknown: true }) as Record<string, unknown>) : values;
  const body = values instanceof Blob ? values : cast && { ...cast, ...options?.guard };
  const headers = options?.ifMatch === undefined ? undefined : { 'If-Match': `"${options.ifMatch}"` };
  try {
    return (await apiRequest(method, entry, body, headers, options)) as ReplyOf<E, M>;
  } catch (error) {
    const fields = error instanceof ApiError && error.status === 400 ? error.fields : undefined;
    if (fields && values && options?.form) {
      options.form.setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)));
    }
    throw error;
  }
}
