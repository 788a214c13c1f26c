import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { fewPlacesMessage } from '../../../core/booking-words';
import { RSVP_MESSAGES, waitingMessage, type RsvpConfirmPreview } from '../../../core/schema/rsvp.schema';
import { BOOKING_TO_CANCEL, handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const TOKEN = 'AAAAAc5pSfx2_k9x9FpQeX57Rp9vOIohFR4LCf-_Sr8';
const PREVIEW: RsvpConfirmPreview = {
  // The sample stop the tests' API names, as the stop of this page's link.
  stop: { ...BOOKING_TO_CANCEL.stop, id: 7 },
  people: 2,
  placesLeft: 10,
  held: null,
};

/** The confirm link's API: GET answers `preview`, POST `confirmed`; every call's method is recorded. */
function answer(preview: () => Response | RsvpConfirmPreview, confirmed: () => Response | object) {
  const calls: string[] = [];
  server.use(
    handle('GET', API.rsvpConfirm, ({ request }) => {
      calls.push(`GET ${new URL(request.url).searchParams.get('t')}`);
      return preview();
    }),
    handle('POST', API.rsvpConfirm, ({ request }) => {
      calls.push(`POST ${new URL(request.url).searchParams.get('t')}`);
      return confirmed() as never;
    }),
  );
  return calls;
}

const CONFIRMED = { status: 'confirmed', position: null, people: 2, message: RSVP_MESSAGES.confirmed };

describe('/prenotazione/conferma', () => {
  it('shows the stop and confirms nothing by being opened; the button confirms, once', async () => {
    const calls = answer(
      () => PREVIEW,
      () => CONFIRMED,
    );
    const { user } = renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Conferma la prenotazione' });
    expect(screen.getByRole('status')).toHaveTextContent('Stai per prenotare «Incontro in piazza» per 2 persone.');
    expect(
      screen.getByText(/sabato 15 novembre 2025, ore 18:30 · Castelfranco Veneto, Piazza Giorgione 1/),
    ).toBeVisible();
    // A link scanner running the page's script gets this far: it read the request, it confirmed nothing.
    expect(calls.every((call) => call.startsWith('GET '))).toBe(true);
    await user.click(button);
    const heading = await screen.findByRole('heading', { name: 'Prenotazione confermata', level: 1 });
    expect(heading).toHaveFocus();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([`POST ${TOKEN}`]);
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.confirmed);
    expect(screen.getByRole('link', { name: 'Vai alla tappa' })).toHaveAttribute('href', '/tappe/7');
    expect(screen.queryByRole('button', { name: 'Conferma la prenotazione' })).not.toBeInTheDocument();
  });

  it('says the position in the waiting list', async () => {
    answer(
      () => ({ ...PREVIEW, placesLeft: 1 }),
      () => ({ status: 'waiting', position: 3, people: 2, message: waitingMessage(3) }),
    );
    const { user } = renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Conferma la prenotazione' }));
    expect(await screen.findByRole('heading', { name: "Sei in lista d'attesa" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('in posizione 3');
  });

  it('says before the click that more people than the places left join the waiting list', async () => {
    answer(
      () => ({ ...PREVIEW, placesLeft: 1 }),
      () => CONFIRMED,
    );
    renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    expect(await screen.findByText(fewPlacesMessage(1))).toBeVisible();
  });

  it('says nothing of places when there are enough', async () => {
    answer(
      () => PREVIEW,
      () => CONFIRMED,
    );
    renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    await screen.findByRole('button', { name: 'Conferma la prenotazione' });
    expect(screen.queryByText(/lista d'attesa/)).not.toBeInTheDocument();
  });

  it('says what confirming changes when the address holds a booking', async () => {
    answer(
      () => ({ ...PREVIEW, people: 4, held: { status: 'confirmed', people: 1 } }),
      () => CONFIRMED,
    );
    renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Hai già una prenotazione per «Incontro in piazza» (confermata, 1 persona). Confermando diventa di 4 persone.',
    );
  });

  it.each([
    [404, RSVP_MESSAGES.confirmLinkInvalid, 'Link non valido'],
    [409, RSVP_MESSAGES.linkUsed, 'Link non più valido'],
    [410, RSVP_MESSAGES.linkExpired, 'Link scaduto'],
  ])('says why a link confirms nothing (%i), with no button', async (status, error, heading) => {
    answer(
      () => HttpResponse.json({ error }, { status }),
      () => CONFIRMED,
    );
    renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(error);
    expect(screen.queryByRole('button', { name: 'Conferma la prenotazione' })).not.toBeInTheDocument();
  });

  it('says at once that a link without its token is not valid, asking the API nothing', async () => {
    const calls = answer(
      () => PREVIEW,
      () => CONFIRMED,
    );
    renderRoute('/prenotazione/conferma');
    expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RSVP_MESSAGES.confirmLinkInvalid);
    expect(calls).toEqual([]);
  });

  it('keeps the button when the confirmation fails on the server, and says so', async () => {
    answer(
      () => PREVIEW,
      () => HttpResponse.json({ error: 'Si è verificato un errore interno.' }, { status: 500 }),
    );
    const { user } = renderRoute(`/prenotazione/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Conferma la prenotazione' }));
    expect(await screen.findByText(/Non è stato possibile confermare la prenotazione/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Conferma la prenotazione' })).toBeEnabled();
  });
});
