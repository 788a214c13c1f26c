import type { Context } from '@netlify/functions';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { sessionSecret } from './config';

/** Bodies above this are refused before they are read in full. */
export const MAX_BODY_BYTES = 100 * 1024;

export const MESSAGES = {
  badJson: 'Il corpo della richiesta non è un JSON valido',
  badInput: 'Dati non validi',
  tooLarge: 'Richiesta troppo grande (massimo 100 kB)',
  notFound: 'Elemento non trovato',
  methodNotAllowed: 'Metodo non consentito',
  unauthorized: 'Non autorizzato',
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
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

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
  return json(body, error.status, error.headers);
}

/** Reads the body as text, refusing more than MAX_BODY_BYTES whatever Content-Length claims. */
async function readLimitedText(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, MESSAGES.tooLarge);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

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

/** Parses and validates a JSON body with the entity's shared schema; unknown keys are dropped. */
export async function readBody<S extends AnyObjectSchema>(req: Request, schema: S): Promise<InferType<S>> {
  const text = await readLimitedText(req);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.badJson);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new HttpError(400, MESSAGES.badJson);
  }
  try {
    return (await schema.validate(data, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) {
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type MethodHandler = (req: Request, context: Context) => Promise<Response>;

/**
 * One endpoint: dispatches on the method (405 with Allow for the others) and turns errors into the API's
 * `{ error, fields }` bodies. Unexpected errors are logged and answered with a generic 500.
 */
export function endpoint(handlers: Partial<Record<Method, MethodHandler>>) {
  const allowed = [...Object.keys(handlers), ...(handlers.GET ? ['HEAD'] : [])].join(', ');
  return async (req: Request, context: Context): Promise<Response> => {
    // HEAD is GET without the body, as caches and link checkers expect.
    const method = req.method === 'HEAD' ? 'GET' : (req.method as Method);
    const handler = handlers[method];
    try {
      // Fails (500, logged) on a deployed site without a proper SESSION_SECRET: better closed than guessable.
      sessionSecret();
      if (!handler) throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { Allow: allowed });
      const response = await handler(req, context);
      return req.method === 'HEAD' ? new Response(null, response) : response;
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error);
      return errorResponse(new HttpError(500, MESSAGES.internal));
    }
  };
}
