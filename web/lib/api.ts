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

  /** Per-field Italian messages from a 400 answer, keyed by the form's field names. */
  get fields(): Record<string, string> | undefined {
    const fields = this.errorBody?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a request to the API and returns the parsed JSON (or null for an empty answer such as 204). */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}

/** Reads a resource; the path parts are joined by slashes, as SWR keys are. */
export function apiGet<T>(...parts: (string | number)[]): Promise<T> {
  return apiRequest<T>('GET', parts.join('/'));
}

/** Reads a resource, answering null instead of failing when there is no session (401). */
export async function apiGetOrNullWhenUnauthorized<T>(...parts: (string | number)[]): Promise<T | null> {
  try {
    return await apiGet<T>(...parts);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
