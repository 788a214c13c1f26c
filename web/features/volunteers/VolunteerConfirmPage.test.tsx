import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const TOKEN = 'AAAAAc5pSfx2_k9x9FpQeX57Rp9vOIohFR4LCf-_Sr8';
const INVITATION = { code: 'K7M2QX9P', path: '/volontari?ref=K7M2QX9P', recruited: 3 };

describe('/volontari/conferma', () => {
  it('confirms nothing by being opened; the button POSTs the token, once', async () => {
    const calls: string[] = [];
    server.use(
      handle('POST', API.volunteerConfirm, ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('t') ?? '');
        return { message: VOLUNTEER_MESSAGES.confirmed, invitation: { ...INVITATION, recruited: 0 } };
      }),
    );
    const { user } = renderRoute(`/volontari/conferma?t=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Conferma la disponibilità' });
    expect(calls).toEqual([]);
    await user.click(button);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Disponibilità confermata' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(VOLUNTEER_MESSAGES.confirmed);
    expect(calls).toEqual([TOKEN]);
    expect(screen.queryByRole('button', { name: 'Conferma la disponibilità' })).not.toBeInTheDocument();
    // "Porta un amico": WhatsApp first, with the volunteer's own link in an Italian text.
    const whatsapp = screen.getByRole('link', { name: 'Invita su WhatsApp' });
    const text = decodeURIComponent(whatsapp.getAttribute('href')?.replace('https://wa.me/?text=', '') ?? '');
    expect(text).toContain(`${window.location.origin}/volontari?ref=K7M2QX9P`);
    expect(text).toContain('unisciti anche tu');
    expect(screen.getByRole('button', { name: /Condividi|Copia il link/ })).toBeInTheDocument();
  });

  it('opened again by the volunteer it confirmed, shows their link and how many came from it, and asks nothing', async () => {
    server.use(handle('GET', API.volunteerConfirm, () => ({ invitation: INVITATION })));
    renderRoute(`/volontari/conferma?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sei tra i volontari' })).toBeInTheDocument();
    expect(screen.getByText('Grazie a te si sono iscritte 3 persone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conferma la disponibilità' })).toBeNull();
  });

  it.each([
    [409, 'Disponibilità già confermata', VOLUNTEER_MESSAGES.linkUsed],
    [410, 'Link scaduto', VOLUNTEER_MESSAGES.linkExpired],
    [404, 'Link non valido', VOLUNTEER_MESSAGES.linkInvalid],
  ])('says a refusal %i in its words', async (status, heading, message) => {
    server.use(handle('POST', API.volunteerConfirm, () => HttpResponse.json({ error: message }, { status })));
    const { user } = renderRoute(`/volontari/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Conferma la disponibilità' }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('says a link without its token is not valid, asking the API nothing', async () => {
    renderRoute('/volontari/conferma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Conferma/ })).toBeNull();
  });
});
