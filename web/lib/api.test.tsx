import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { API } from '../../core/api-paths';
import { itemPath } from '../../core/api-contract';
import type { NewsletterMessageReply } from '../../core/schema/newsletter-subscription.schema';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { server } from '../../test/web/api-server';
import { ApiError, apiGetOrNullWhenUnauthorized, apiRequest, send } from './api';

describe('the API transport', () => {
  it('sends credentials, and JSON only when there is a body', async () => {
    const seen: { credentials: RequestCredentials; contentType: string | null; body: string }[] = [];
    server.use(
      http.all('*/api/echo', async ({ request }) => {
        seen.push({
          credentials: request.credentials,
          contentType: request.headers.get('content-type'),
          body: await request.text(),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('POST', '/api/echo', { a: 1 });
    await apiRequest('GET', '/api/echo');
    expect(seen[0]).toEqual({ credentials: 'include', contentType: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toEqual({ credentials: 'include', contentType: null, body: '' });
  });

  it('raises "status: body" for a failed answer, keeping the server message and fields', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json({ error: 'Dati non validi', fields: { email: 'Email non valida' } }, { status: 400 }),
      ),
    );
    const error = await apiRequest('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"Dati non validi","fields":{"email":"Email non valida"}}');
    expect((error as ApiError).serverMessage).toBe('Dati non validi');
    expect((error as ApiError).fields).toEqual({ email: 'Email non valida' });
  });

  it('sends a Blob as its bytes, with credentials, reporting how much went, and an abort stops it', async () => {
    const seen: { contentType: string | null; cookie: RequestCredentials; bytes: number[] }[] = [];
    server.use(
      http.put('*/api/bytes', async ({ request }) => {
        seen.push({
          contentType: request.headers.get('content-type'),
          cookie: request.credentials,
          bytes: [...new Uint8Array(await request.arrayBuffer())],
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sent: number[] = [];
    const bytes = new Blob([new Uint8Array([1, 2, 3, 250])]);
    expect(await apiRequest('PUT', '/api/bytes', bytes, {}, { onUploadProgress: (n) => sent.push(n) })).toBeNull();
    expect(seen).toEqual([{ contentType: 'application/octet-stream', cookie: 'include', bytes: [1, 2, 3, 250] }]);
    expect(sent.at(-1)).toBe(4);

    const controller = new AbortController();
    controller.abort();
    const aborted = await apiRequest('PUT', '/api/bytes', bytes, {}, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect((aborted as DOMException).name).toBe('AbortError');
    expect(seen).toHaveLength(1);
  });

  it('uses the status text when the failed answer has no body', async () => {
    server.use(
      http.get('*/api/vuoto', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/vuoto')).rejects.toThrow('503: Service Unavailable');
  });

  it('answers null for an empty success such as 204', async () => {
    server.use(http.delete('*/api/x/1', () => new HttpResponse(null, { status: 204 })));
    expect(await apiRequest('DELETE', '/api/x/1')).toBeNull();
  });

  it('treats 401 as "nobody" only where asked to, and still raises other errors', async () => {
    expect(await apiGetOrNullWhenUnauthorized('/api/auth/user')).toBeNull();
    server.use(http.get('*/api/auth/user', () => HttpResponse.text('boom', { status: 500 })));
    await expect(apiGetOrNullWhenUnauthorized('/api/auth/user')).rejects.toThrow('500: boom');
  });
});

/** The bodies a path receives, answered by `answer`. */
function receive(method: 'post' | 'put' | 'delete', path: string, answer: (body: string) => Response): string[] {
  const bodies: string[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const body = await request.text();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const created = (body: string) => HttpResponse.json({ id: 7, ...JSON.parse(body), createdAt: 'x' }, { status: 201 });

describe('send', () => {
  it("casts the values with the entry's schema, unknown fields dropped, and answers with the entry's type", async () => {
    const bodies = receive('post', API.tourEvents, created);
    const values = { id: 99, title: '  Comizio  ', location: 'Treviso', eventDate: '2025-11-20', eventTime: '' };
    const stop = await send('POST', API.tourEvents, { ...values, completed: true });
    expectTypeOf(stop).toEqualTypeOf<TourEvent>();
    expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([
      { title: 'Comizio', location: 'Treviso', eventDate: '2025-11-20', eventTime: null, completed: 1 },
    ]);
    expect(stop).toMatchObject({ id: 7, title: 'Comizio' });
  });

  it("casts an item's body with its entry's schema, and sends no body where the method takes none", async () => {
    const puts = receive('put', '/api/tour-events/7', (body) => HttpResponse.json(JSON.parse(body)));
    const deletes = receive('delete', '/api/tour-events/7', () => new HttpResponse(null, { status: 204 }));
    const values = { title: 'Comizio ', location: 'Asolo', eventDate: '2025-11-20', completed: false, createdAt: 'x' };
    await send('PUT', itemPath(API.tourEvent, 7), values);
    const gone = await send('DELETE', itemPath(API.tourEvent, 7));
    expectTypeOf(gone).toEqualTypeOf<null>();
    expect(puts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { title: 'Comizio', location: 'Asolo', eventDate: '2025-11-20', completed: 0 },
    ]);
    expect(deletes).toEqual(['']);
    expect(gone).toBeNull();
  });

  it("adds the bot guard's fields to a public form's body after the cast", async () => {
    const bodies = receive('post', API.newsletterSubscriptions, () =>
      HttpResponse.json({ message: "Controlla la tua email per confermare l'iscrizione" }, { status: 202 }),
    );
    const values = { email: ' chiara@example.it ', name: '', privacyAccepted: true };
    const reply = await send('POST', API.newsletterSubscriptions, values, {
      guard: { website: '', fillTimeMs: 4000, sourcePage: '/' },
    });
    expectTypeOf(reply).toEqualTypeOf<NewsletterMessageReply>();
    expect(JSON.parse(bodies[0])).toEqual({
      email: 'chiara@example.it',
      name: null,
      privacyAccepted: 1,
      website: '',
      fillTimeMs: 4000,
      sourcePage: '/',
    });
  });
});

const CONTACT = { name: 'Maria Rossi', email: 'maria@', phone: '', message: 'Vorrei una mano.', privacyAccepted: true };

/** A formik form that sends the contact values with `send`; shows formik's errors and what `send` raised. */
function renderContactForm() {
  let raised: unknown;
  render(
    <Formik
      initialValues={CONTACT}
      onSubmit={async (values, helpers) => {
        await send('POST', API.contact, values, {
          form: helpers,
          guard: { website: '', fillTimeMs: 3000, sourcePage: '/contatti' },
        }).catch((error: unknown) => (raised = error));
      }}
    >
      {({ errors, submitForm, submitCount, isSubmitting }) => (
        <>
          <output aria-label="errori">{JSON.stringify(errors)}</output>
          <output aria-label="invii">{isSubmitting ? '' : submitCount}</output>
          <button type="button" onClick={() => void submitForm()}>
            Invia
          </button>
        </>
      )}
    </Formik>,
  );
  return {
    submit: async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invia' }));
      await waitFor(() => expect(screen.getByRole('status', { name: 'invii' })).toHaveTextContent('1'));
      return raised;
    },
    errors: () => JSON.parse(screen.getByRole('status', { name: 'errori' }).textContent ?? '') as unknown,
  };
}

describe("send and a form's errors", () => {
  it("puts a 400's field messages on the form, for the fields the form sent, and still raises the error", async () => {
    const fields = { email: 'Email non valida', website: 'Valore non valido' };
    receive('post', API.contact, () => HttpResponse.json({ error: 'Dati non validi', fields }, { status: 400 }));
    const form = renderContactForm();
    const raised = await form.submit();
    expect(form.errors()).toEqual({ email: 'Email non valida' });
    expect(raised).toBeInstanceOf(ApiError);
    expect((raised as ApiError).status).toBe(400);
  });

  it.each([
    [401, { error: 'Non autorizzato' }],
    [429, { error: 'Troppi tentativi', fields: { email: 'Riprova più tardi' } }],
    [500, { error: 'Si è verificato un errore interno. Riprova più tardi.' }],
  ])('leaves a %i to the caller: nothing on the form, the error raised as "status: body"', async (status, answer) => {
    receive('post', API.contact, () => HttpResponse.json(answer, { status }));
    const form = renderContactForm();
    const raised = await form.submit();
    expect(form.errors()).toEqual({});
    expect((raised as ApiError).message).toBe(`${status}: ${JSON.stringify(answer)}`);
  });
});
