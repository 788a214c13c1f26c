import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { RSVP_MESSAGES } from '../../../core/schema/rsvp.schema';
import { BOOKING_TO_CANCEL, handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const TOKEN = 'AAAAAc5pSfx2_k9x9FpQeX57Rp9vOIohFR4LCf-_Sr8';

/** Answers the cancel link's POST as given, recording the token it carried. */
function answer(reply: () => Response | { status: 'cancelled' | 'alreadyCancelled'; message: string }) {
  const tokens: (string | null)[] = [];
  server.use(
    handle('POST', API.rsvpCancel, ({ request }) => {
      tokens.push(new URL(request.url).searchParams.get('t'));
      return reply();
    }),
  );
  return tokens;
}

/** Answers the page's read of the booking with an API error. */
const readFails = (status: number, error: string) =>
  server.use(handle('GET', API.rsvpCancel, () => HttpResponse.json({ error }, { status })));

describe('/prenotazione/annulla', () => {
  it('says at once that a link without its token is not valid, asking the API nothing', async () => {
    const asked: string[] = [];
    server.use(
      handle('GET', API.rsvpCancel, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ error: RSVP_MESSAGES.linkInvalid }, { status: 404 });
      }),
    );
    renderRoute('/prenotazione/annulla');
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sì, annulla la prenotazione' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('names the stop, day, time and people before asking, changes nothing by being opened, then cancels', async () => {
    const tokens = answer(() => ({ status: 'cancelled', message: RSVP_MESSAGES.cancelled }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Annulla la prenotazione', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Incontro in piazza', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Vuoi annullare la tua prenotazione per «Incontro in piazza» (2 persone)? Il posto tornerà libero',
    );
    const detail = screen.getByText('Incontro in piazza', { selector: 'strong' }).parentElement!;
    expect(detail).toHaveTextContent('sabato 15 novembre 2025, ore 18:30 · Castelfranco Veneto, Piazza Giorgione 1');
    expect(detail).toHaveTextContent('2 persone');
    expect(tokens).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sì, annulla la prenotazione' }));
    const heading = await screen.findByRole('heading', { name: 'Prenotazione annullata', level: 1 });
    expect(heading).toHaveFocus();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByRole('status')).toHaveTextContent('Ti abbiamo inviato una email di conferma');
    expect(screen.getByRole('link', { name: 'Le prossime tappe del tour' })).toHaveAttribute('href', '/#territorio');
  });

  it('names a place in line as what the click gives up', async () => {
    server.use(
      handle('GET', API.rsvpCancel, () => ({
        ...BOOKING_TO_CANCEL,
        people: 1,
        status: 'waiting' as const,
        position: 3,
      })),
    );
    renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "(1 persona)? Lascerai il tuo posto in lista d'attesa (posizione 3)",
    );
  });

  it('says at once, without asking, that a used link was used (the booking is already cancelled)', async () => {
    const tokens = answer(() => ({ status: 'cancelled', message: RSVP_MESSAGES.cancelled }));
    readFails(410, RSVP_MESSAGES.alreadyCancelled);
    renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Prenotazione già annullata', level: 1 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.alreadyCancelled);
    expect(screen.queryByRole('button', { name: 'Sì, annulla la prenotazione' })).not.toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it('says plainly when the booking was cancelled between the reading and the click', async () => {
    answer(() => ({ status: 'alreadyCancelled', message: RSVP_MESSAGES.alreadyCancelled }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sì, annulla la prenotazione' }));
    expect(await screen.findByRole('heading', { name: 'Prenotazione già annullata' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.alreadyCancelled);
  });

  it('says when the link is not valid, without a button', async () => {
    readFails(404, RSVP_MESSAGES.linkInvalid);
    renderRoute('/prenotazione/annulla?t=rovinato');
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Sì, annulla la prenotazione' })).not.toBeInTheDocument();
  });

  it('still asks, without the details, when the booking cannot be read; keeps the button when the cancel fails', async () => {
    readFails(500, 'Si è verificato un errore interno.');
    answer(() => HttpResponse.json({ error: 'Si è verificato un errore interno.' }, { status: 500 }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sì, annulla la prenotazione' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Non è stato possibile annullare la prenotazione.');
    expect(screen.getByRole('button', { name: 'Sì, annulla la prenotazione' })).toBeEnabled();
  });
});
