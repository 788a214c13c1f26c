import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { BOOKING_TO_CANCEL, handle, server } from '../../test/web/api-server';
import { renderRoute } from '../../test/web/render';

const TOKEN = 'AAAAAc5pSfx2_k9x9FpQeX57Rp9vOIohFR4LCf-_Sr8';

describe('"Porta un amico" on the pages a confirmed person reaches from their mails', () => {
  it('the booking’s page offers its link, WhatsApp first, and says how many came from it', async () => {
    renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Porta un amico' });
    const section = heading.closest('section');
    if (!section) throw new Error('No section');
    const [first] = section.querySelectorAll('a, button');
    expect(first).toHaveTextContent('Invita su WhatsApp');
    const text = decodeURIComponent(first.getAttribute('href')?.replace('https://wa.me/?text=', '') ?? '');
    expect(text).toBe(
      `Io ci sarò alla tappa del tour di Giulia Venturini: vieni anche tu? Prenota qui: ${window.location.origin}/tappe/4?ref=K7M2QX9P`,
    );
    expect(first).toHaveAttribute('target', '_blank');
    expect(screen.getByText(`${window.location.origin}/tappe/4?ref=K7M2QX9P`)).toBeInTheDocument();
    expect(screen.getByText('Grazie a te si sono iscritte 2 persone.')).toBeInTheDocument();
  });

  it('a place in line has no link to share yet', async () => {
    server.use(
      handle('GET', API.rsvpCancel, () => ({
        ...BOOKING_TO_CANCEL,
        status: 'waiting' as const,
        position: 2,
        invitation: null,
      })),
    );
    renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    expect(await screen.findByText(/Lascerai il tuo posto in lista d'attesa/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Porta un amico' })).toBeNull();
  });

  it('the confirmation of a booking offers the link once confirmed', async () => {
    server.use(
      handle('GET', API.rsvpConfirm, () => ({ stop: BOOKING_TO_CANCEL.stop, people: 1, placesLeft: null, held: null })),
      handle('POST', API.rsvpConfirm, () => ({
        status: 'confirmed' as const,
        position: null,
        people: 1,
        message: 'Prenotazione confermata',
        invitation: { code: 'K7M2QX9P', path: '/tappe/4?ref=K7M2QX9P', recruited: 0 },
      })),
    );
    const { user } = renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Conferma la prenotazione' }));
    expect(await screen.findByRole('link', { name: 'Invita su WhatsApp' })).toBeInTheDocument();
    // The count belongs to the booking's own page, not to the moment of confirming.
    expect(screen.queryByText(/Finora nessuno/)).toBeNull();
  });
});
