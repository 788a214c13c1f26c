import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { RSVP_MESSAGES } from '../../../core/schema/rsvp.schema';
import { handle, server } from '../../test/api-server';
import { renderRoute } from '../../test/render';

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

describe('/prenotazione/annulla', () => {
  it('asks first, changes nothing by being opened, then cancels and says "Prenotazione annullata"', async () => {
    const tokens = answer(() => ({ status: 'cancelled', message: RSVP_MESSAGES.cancelled }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Annulla la prenotazione', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vuoi annullare la tua prenotazione?');
    expect(tokens).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sì, annulla la prenotazione' }));
    const heading = await screen.findByRole('heading', { name: 'Prenotazione annullata', level: 1 });
    expect(heading).toHaveFocus();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByRole('status')).toHaveTextContent('Ti abbiamo inviato una email di conferma');
    expect(screen.getByRole('link', { name: 'Le prossime tappe del tour' })).toHaveAttribute('href', '/#territorio');
  });

  it('says plainly when the booking was already cancelled', async () => {
    answer(() => ({ status: 'alreadyCancelled', message: RSVP_MESSAGES.alreadyCancelled }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sì, annulla la prenotazione' }));
    expect(await screen.findByRole('heading', { name: 'Prenotazione già annullata' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.alreadyCancelled);
  });

  it('says when the link is not valid', async () => {
    answer(() => HttpResponse.json({ error: RSVP_MESSAGES.linkInvalid }, { status: 404 }));
    const { user } = renderRoute('/prenotazione/annulla?t=rovinato');
    await user.click(await screen.findByRole('button', { name: 'Sì, annulla la prenotazione' }));
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.linkInvalid);
  });

  it('keeps the button when the server fails, saying so', async () => {
    answer(() => HttpResponse.json({ error: 'Si è verificato un errore interno.' }, { status: 500 }));
    const { user } = renderRoute(`/prenotazione/annulla?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sì, annulla la prenotazione' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Non è stato possibile annullare la prenotazione.');
    expect(screen.getByRole('button', { name: 'Sì, annulla la prenotazione' })).toBeEnabled();
  });
});
