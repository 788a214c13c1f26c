import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/api-server';
import { ApiError, apiGet, apiGetOrNullWhenUnauthorized, apiRequest } from './api';

describe('the API fetcher', () => {
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

  it('joins path parts with slashes', async () => {
    server.use(http.get('*/api/tour-events/7', () => HttpResponse.json({ id: 7 })));
    expect(await apiGet('/api/tour-events', 7)).toEqual({ id: 7 });
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

  it('uses the status text when the failed answer has no body', async () => {
    server.use(
      http.get('*/api/vuoto', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiGet('/api/vuoto')).rejects.toThrow('503: Service Unavailable');
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
