import { HttpResponse } from 'msw';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * The functions' answers to a body they refuse (functions/_lib/http.ts `MESSAGES`, which web/ may not import),
 * so that the component tests' API refuses what the real one refuses, with the same 400.
 */
export const BODY_MESSAGES = {
  badJson: 'Il corpo della richiesta non è un JSON valido',
  badInput: 'Dati non validi',
} as const;

/** A request's body, parsed as JSON; undefined when it is empty or not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** yup's errors as { field: first message }, as the functions' `fieldErrors` maps them. */
function fieldErrors(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) fields[item.path ?? '_'] ??= item.message;
  return fields;
}

type CheckedBody<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Validates a parsed body as the functions' `readBody` does: the same shared schema, `abortEarly: false` and
 * `stripUnknown: true`, and the same 400 answers for a body that is not a JSON object or breaks a rule.
 */
export async function checkBody<S extends AnyObjectSchema>(
  body: unknown,
  schema: S,
): Promise<CheckedBody<InferType<S>>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, response: HttpResponse.json({ error: BODY_MESSAGES.badJson }, { status: 400 }) };
  }
  try {
    const value = (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const refusal = { error: BODY_MESSAGES.badInput, fields: fieldErrors(error) };
    return { ok: false, response: HttpResponse.json(refusal, { status: 400 }) };
  }
}
