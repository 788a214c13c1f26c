import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { POLLING_MESSAGES } from '../../../core/schema/polling-section.schema';
import { handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const TOKEN = 'AAAAAc5pSfx2_k9x9FpQeX57Rp9vOIohFR4LCf-_Sr8';

describe('/rappresentanti/rinuncia', () => {
  it('declines nothing by being opened; the button POSTs the token, once', async () => {
    const calls: string[] = [];
    server.use(
      handle('POST', API.pollingDecline, ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('t') ?? '');
        return { message: POLLING_MESSAGES.declined };
      }),
    );
    const { user } = renderRoute(`/rappresentanti/rinuncia?t=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Rinuncio alla sezione' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rinuncia alla sezione' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rinuncia registrata' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(POLLING_MESSAGES.declined);
    expect(calls).toEqual([TOKEN]);
  });

  it.each([
    [409, 'Rinuncia già registrata', POLLING_MESSAGES.declineUsed],
    [404, 'Link non valido', POLLING_MESSAGES.declineInvalid],
  ])('says a refusal %i in its words', async (status, heading, message) => {
    server.use(handle('POST', API.pollingDecline, () => HttpResponse.json({ error: message }, { status })));
    const { user } = renderRoute(`/rappresentanti/rinuncia?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Rinuncio alla sezione' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });
});
