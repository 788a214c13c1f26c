import type { Context } from '@netlify/functions';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';
import type { SchemaContext } from '../../core/schema/fields.schema';
import { addressKey } from './address-key';
import { isReadableQuery } from './readable-query';

/** Bodies above this are refused before they are read in full. */
export const MAX_BODY_BYTES = 100 * 1024;

export const MESSAGES = {
  badJson: 'Il corpo della richiesta non è un JSON valido',
  notJson: 'Il corpo della richiesta deve essere JSON (Content-Type: application/json)',
  crossSite: 'Richiesta da un altro sito non consentita',
  badInput: 'Dati non validi',
  badQuery: "Parametri dell'indirizzo non validi",
  tooLarge: 'Richiesta troppo grande (massimo 100 kB)',
  notFound: 'Elemento non trovato',
  methodNotAllowed: 'Metodo non consentito',
  unauthorized: 'Non autorizzato',
  forbidden: 'Il tuo ruolo non consente questa operazione',
  tooManyRequests: 'Troppi tentativi. Riprova tra qualche minuto.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
} as const;

/** An error that is the answer: its status and Italian message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: HeadersInit,
    /** More of the answer's body: a 412's `current` item. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A Content-Disposition naming a file: the name as it is when it is plain ASCII, else an ASCII fallback (accents
 * dropped, the rest "_") and the exact name in `filename*` (RFC 6266), for the clients that read it.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  if (encodeURIComponent(name) === name) return `${disposition}; filename="${name}"`;
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]|["\\%]/g, (char) => (/\p{M}/u.test(char) ? '' : '_'));
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Every function response: personal data never cached by default, never sniffed into another type. */
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(NO_STORE);
  new Headers(headers).forEach((value, key) => merged.set(key, value));
  merged.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function noContent(headers?: HeadersInit): Response {
  const merged = new Headers(NO_STORE);
  new Headers(headers).forEach((value, key) => merged.append(key, value));
  return new Response(null, { status: 204, headers: merged });
}

function errorResponse(error: HttpError): Response {
  const body = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
  return json({ ...body, ...error.extra }, error.status, error.headers);
}

/** Reads the body's bytes, refusing more than `limit` whatever Content-Length claims (413 with `message`). */
export async function readLimitedBytes(req: Request, limit: number, message: string): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, message);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads the body as text, refusing more than MAX_BODY_BYTES. */
const readLimitedText = async (req: Request): Promise<string> =>
  new TextDecoder().decode(await readLimitedBytes(req, MAX_BODY_BYTES, MESSAGES.tooLarge));

/**
 * A yup validation failure, told by its name as yup's own `ValidationError.isError` does: no value import of yup
 * here, so the public reads, which use this module but validate nothing, never load it (docs/decisions/0020).
 */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/** Maps yup's errors to { field: first message }, the shape the forms show next to each input. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const item of errors) {
    const key = item.path ?? '_';
    fields[key] ??= item.message;
  }
  return fields;
}

function isJsonContentType(req: Request): boolean {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

/**
 * Parses and validates a JSON body with the entity's shared schema. Only the schema's own fields are kept,
 * copied onto a fresh object: "__proto__", "constructor" and any other unknown key never reach yup.
 * Validation runs in the wire context, where types are strict (see core/schema/fields.schema.ts).
 */
export async function readBody<S extends AnyObjectSchema>(req: Request, schema: S): Promise<InferType<S>> {
  const text = await readLimitedText(req);
  // A cross-site form can send text/plain without a preflight; JSON only from scripts of this site.
  if (!isJsonContentType(req)) throw new HttpError(415, MESSAGES.notJson);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.badJson);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, MESSAGES.badJson);
  }
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(schema.fields)) {
    if (Object.hasOwn(data, key)) known[key] = (data as Record<string, unknown>)[key];
  }
  const context: SchemaContext = { fromWire: true };
  try {
    return (await schema.validate(known, { abortEarly: false, stripUnknown: true, context })) as InferType<S>;
  } catch (error) {
    if (isValidationError(error)) {
      throw new HttpError(400, MESSAGES.badInput, fieldErrors(error));
    }
    throw error;
  }
}

/** The numeric id of /api/…/{id}; anything else cannot name a row, so it is a 404. */
export function idParam(context: Context): number {
  return parseId(context.params?.id);
}

/** A row id written as text (a path part or a query parameter): a positive int4, or a 404. */
export function parseId(raw: string | null | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  return Number(raw);
}

/** The `:id` of a path that names a row by UUID (an admin account, an upload); 404 for anything else. */
export function uuidParam(context: Context): string {
  const raw = context.params.id;
  if (!raw || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  return raw.toLowerCase();
}

/** The address failed tries and form posts are counted against: an IPv6 host by its /64 (see addressKey). */
export function clientIp(req: Request, context: Context): string {
  return addressKey(context.ip || req.headers.get('x-nf-client-connection-ip') || 'unknown');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another site: its Origin names another host than the one
 * it was sent to, or, without Origin, the browser marks it Sec-Fetch-Site: cross-site. Requests without
 * either (curl, server-to-server, the tests) are not a browser acting on a visitor's behalf.
 */
export function isCrossSite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get('origin');
  if (origin !== null) {
    let sender: URL;
    try {
      sender = new URL(origin);
    } catch {
      return true; // "null" (sandboxed frames, file:) or garbage: not this site
    }
    const url = new URL(req.url);
    const host = req.headers.get('x-forwarded-host') ?? url.host;
    const protocol = req.headers.get('x-forwarded-proto') ? `${req.headers.get('x-forwarded-proto')}:` : url.protocol;
    return sender.host !== host || sender.protocol !== protocol;
  }
  return req.headers.get('sec-fetch-site') === 'cross-site';
}

/** The error as a log line: name, message, code and stack, never the database's `detail` (it quotes the row). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const code = (error as { code?: unknown }).code;
  const stack = error.stack ?? `${error.name}: ${error.message}`;
  return typeof code === 'string' ? `[${code}] ${stack}` : stack;
}
export type MethodHandler = (req: Request, context: Context) => Promise<Response>;

/**
 * One endpoint: dispatches on the method (405 with Allow for the others), refuses a query string it cannot read
 * (400, see isReadableQuery) and turns errors into the API's `{ error, fields }` bodies. Unexpected errors are
 * logged and answered with a generic 500. `alsoOnPath` names the methods the other function on a shared path serves
 * (method-routes.ts), so a 405's Allow lists the path's.
 */
export function endpoint(
  handlers: Partial<Record<Method, MethodHandler>>,
  { alsoOnPath = [] }: { alsoOnPath?: readonly Method[] } = {},
) {
  const methods = [...alsoOnPath, ...Object.keys(handlers)];
  const allowed = [...methods, ...(methods.includes('GET') ? ['HEAD'] : [])].join(', ');
  return async (req: Request, context: Context): Promise<Response> => {
    // HEAD is GET without the body, as caches and link checkers expect.
    const method = req.method === 'HEAD' ? 'GET' : (req.method as Method);
    const handler = handlers[method];
    try {
      if (isCrossSite(req)) throw new HttpError(403, MESSAGES.crossSite);
      if (!handler) throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { Allow: allowed });
      // Here, once for every endpoint and parameter, so no handler reads or queries with such text.
      if (!isReadableQuery(new URL(req.url))) throw new HttpError(400, MESSAGES.badQuery);
      const response = await handler(req, context);
      // Every answer, JSON or CSV: never sniffed into HTML by a browser.
      response.headers.set('X-Content-Type-Options', 'nosniff');
      return req.method === 'HEAD' ? new Response(null, response) : response;
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      // The path and the error only: no body, no query string, no database detail (they may hold personal data).
      console.error(`${req.method} ${new URL(req.url).pathname} failed: ${describeError(error)}`);
      return errorResponse(new HttpError(500, MESSAGES.internal));
    }
  };
}
