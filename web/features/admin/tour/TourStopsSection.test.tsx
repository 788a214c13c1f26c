import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUR_EVENT_MESSAGES, type TourEvent } from '../../../../core/schema/tour-event.schema';
import { api, failWith, server } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

afterEach(() => vi.restoreAllMocks());

const STOP: TourEvent = {
  id: 7,
  title: 'Incontro con i cittadini',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:00',
  address: 'Piazza Giorgione',
  description: 'Aperitivo e domande',
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00Z',
  version: 1,
};

const tourForm = () => screen.getByRole('form', { name: /tappa/ });

beforeEach(() => installAdminApi({ signedIn: true }));

describe('tour stops', () => {
  it('adds a stop with "Aggiungi Tappa": "Tappa aggiunta", the list refetched and the form emptied', async () => {
    const { user } = await openPanel();
    const form = tourForm();
    expect(within(form).getByLabelText(/Titolo/)).toBeRequired();
    expect(within(form).getByLabelText(/Località/)).toBeRequired();
    expect(within(form).getByLabelText(/Data/)).toBeRequired();
    await user.type(within(form).getByLabelText(/Titolo/), 'Comizio in piazza');
    await user.type(within(form).getByLabelText(/Località/), 'Feltre');
    await user.type(within(form).getByLabelText(/Data/), '2025-11-20');
    await user.type(within(form).getByLabelText(/Orario/), '18:30');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Tappa' }));
    expect(await screen.findByText('Tappa aggiunta')).toBeInTheDocument();
    expect(api.received['/api/tour-events']).toEqual([
      {
        title: 'Comizio in piazza',
        location: 'Feltre',
        eventDate: '2025-11-20',
        eventTime: '18:30',
        address: null,
        description: null,
        completed: 0,
        capacity: null,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Tappe (1)' })).toBeInTheDocument();
    expect(screen.getByText('Feltre · giovedì 20 novembre 2025, ore 18:30')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('');
  });

  it('"Modifica" loads the stop and switches to "Aggiorna Tappa"; "Annulla" goes back to adding', async () => {
    api.tourEvents = [STOP];
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    const form = tourForm();
    expect(within(form).getByRole('button', { name: 'Aggiorna Tappa' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Aggiungi Tappa' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue(STOP.title);
    expect(within(form).getByLabelText(/Località/)).toHaveValue(STOP.location);
    expect(within(form).getByLabelText(/Data/)).toHaveValue(STOP.eventDate);
    expect(within(form).getByLabelText('Indirizzo')).toHaveValue(STOP.address);
    expect(within(form).getByRole('checkbox', { name: 'Tappa già effettuata' })).not.toBeChecked();
    await waitFor(() => expect(within(form).getByLabelText(/Titolo/)).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(within(tourForm()).getByRole('button', { name: 'Aggiungi Tappa' })).toBeInTheDocument();
    expect(within(tourForm()).getByLabelText(/Titolo/)).toHaveValue('');
    expect(within(tourForm()).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('keeps what the admin typed and ticked in the edit form when the list refreshes under it', async () => {
    const OTHER: TourEvent = { ...STOP, id: 8, title: 'Comizio a Feltre', location: 'Feltre' };
    api.tourEvents = [STOP, OTHER];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    await user.clear(within(tourForm()).getByLabelText(/Titolo/));
    await user.type(within(tourForm()).getByLabelText(/Titolo/), 'Titolo nuovo');
    await user.click(within(tourForm()).getByRole('checkbox', { name: 'Tappa già effettuata' }));
    // Meanwhile the stop changed on the server, and deleting the other one refetches the list.
    api.tourEvents[0] = { ...STOP, description: 'Cambiata altrove' };
    await user.click(screen.getByRole('button', { name: `Elimina ${OTHER.title}` }));
    expect(await screen.findByRole('heading', { name: 'Tappe (1)' })).toBeInTheDocument();
    expect(within(tourForm()).getByLabelText(/Titolo/)).toHaveValue('Titolo nuovo');
    expect(within(tourForm()).getByRole('checkbox', { name: 'Tappa già effettuata' })).toBeChecked();
    expect(within(tourForm()).getByRole('button', { name: 'Aggiorna Tappa' })).toBeInTheDocument();
  });

  it('marks a stop completed through the edit form: PUT, "Tappa aggiornata", back to add mode', async () => {
    api.tourEvents = [STOP];
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    await user.click(within(tourForm()).getByRole('checkbox', { name: 'Tappa già effettuata' }));
    await user.click(within(tourForm()).getByRole('button', { name: 'Aggiorna Tappa' }));
    expect(await screen.findByText('Tappa aggiornata')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['PUT /api/tour-events/7']);
    expect(api.received['/api/tour-events/7']).toEqual([
      {
        title: STOP.title,
        location: STOP.location,
        eventDate: STOP.eventDate,
        eventTime: '18:00',
        address: STOP.address,
        description: STOP.description,
        completed: 1,
        capacity: null,
      },
    ]);
    expect(await screen.findByText('Effettuata')).toBeInTheDocument();
    expect(within(tourForm()).getByRole('button', { name: 'Aggiungi Tappa' })).toBeInTheDocument();
  });

  it('says "Errore" with the update message and stays in edit mode with the values when the update fails', async () => {
    api.tourEvents = [STOP];
    failWith('put', '/api/tour-events/7', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    await user.clear(within(tourForm()).getByLabelText(/Titolo/));
    await user.type(within(tourForm()).getByLabelText(/Titolo/), 'Titolo cambiato');
    await user.click(within(tourForm()).getByRole('button', { name: 'Aggiorna Tappa' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiornamento della tappa")).toBeInTheDocument();
    expect(within(tourForm()).getByLabelText(/Titolo/)).toHaveValue('Titolo cambiato');
    expect(within(tourForm()).getByRole('button', { name: 'Aggiorna Tappa' })).toBeInTheDocument();
  });

  it('says "Errore" with the addition message and shows field errors from a 400', async () => {
    server.use(
      http.post('*/api/tour-events', () =>
        HttpResponse.json(
          {
            error: 'Dati non validi',
            fields: { eventTime: TOUR_EVENT_MESSAGES.eventTime },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openPanel();
    await user.type(within(tourForm()).getByLabelText(/Titolo/), 'Comizio');
    await user.type(within(tourForm()).getByLabelText(/Località/), 'Adria');
    await user.type(within(tourForm()).getByLabelText(/Data/), '2025-11-21');
    await user.click(within(tourForm()).getByRole('button', { name: 'Aggiungi Tappa' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiunta della tappa")).toBeInTheDocument();
    expect(await screen.findByText(TOUR_EVENT_MESSAGES.eventTime)).toBeInTheDocument();
    expect(within(tourForm()).getByLabelText(/Località/)).toHaveValue('Adria');
  });

  it('validates the required fields with the shared schema before sending', async () => {
    const { user } = await openPanel();
    await user.click(within(tourForm()).getByRole('button', { name: 'Aggiungi Tappa' }));
    expect(await screen.findByText('Il titolo deve contenere almeno 2 caratteri')).toBeInTheDocument();
    expect(screen.getByText('La località deve contenere almeno 2 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Inserisci una data valida')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('deletes a stop only after confirmation: "Tappa rimossa"', async () => {
    api.tourEvents = [STOP];
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Elimina ${STOP.title}` }));
    expect(confirm).toHaveBeenCalledWith(`Eliminare la tappa "${STOP.title}"?`);
    expect(adminApi.writes).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Elimina ${STOP.title}` }));
    expect(await screen.findByText('Tappa rimossa')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['DELETE /api/tour-events/7']);
    expect(await screen.findByText('Nessuna tappa aggiunta ancora')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tappe (0)' })).toBeInTheDocument();
  });

  it('says "Errore" with the deletion message when deleting fails', async () => {
    api.tourEvents = [STOP];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    failWith('delete', '/api/tour-events/7', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Elimina ${STOP.title}` }));
    expect(await screen.findByText("Si è verificato un errore nell'eliminazione della tappa")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: STOP.title })).toBeInTheDocument();
  });
});
