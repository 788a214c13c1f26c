import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { api } from '../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../test/web/admin-api-server';
import { adminApi } from '../../../test/web/admin-api-store';

const STOP: TourEvent = {
  id: 7,
  title: 'Incontro con i cittadini',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:00',
  address: null,
  description: null,
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00Z',
  version: 3,
};

/** What another admin's save, elsewhere, does to the stored stop. */
const savedElsewhere = (change: Partial<TourEvent>) => Object.assign(api.tourEvents[0], change, { version: 4 });

beforeEach(() => installAdminApi({ signedIn: true }));

describe('a save that meets another admin’s newer one', () => {
  it('keeps what was typed, shows what they saved, and saves over it only when sent again', async () => {
    api.tourEvents = [{ ...STOP }];
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    const form = screen.getByRole('form', { name: 'Modifica tappa' });
    await user.clear(within(form).getByLabelText(/Titolo/));
    await user.type(within(form).getByLabelText(/Titolo/), 'Aperitivo con la candidata');
    savedElsewhere({ location: 'Treviso', eventTime: '19:30' });

    await user.click(within(form).getByRole('button', { name: 'Aggiorna Tappa' }));
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent('Questo elemento è stato modificato da un altro amministratore');
    expect(within(notice).getByText('Località').nextSibling).toHaveTextContent('Treviso');
    expect(within(notice).getByText('Orario').nextSibling).toHaveTextContent('19:30');
    expect(within(notice).getByText('Titolo').nextSibling).toHaveTextContent(STOP.title);
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('Aperitivo con la candidata');
    expect(within(form).getByLabelText(/Località/)).toHaveValue(STOP.location);
    expect(api.tourEvents[0]).toMatchObject({ title: STOP.title, location: 'Treviso', version: 4 });

    await user.click(within(form).getByRole('button', { name: 'Aggiorna Tappa' }));
    expect(await screen.findByText('Tappa aggiornata')).toBeInTheDocument();
    expect(api.tourEvents[0]).toMatchObject({ title: 'Aperitivo con la candidata', version: 5 });
  });

  it('site content: keeps the typed text, shows the field the other admin changed, then saves from their version', async () => {
    api.content.version = 1;
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Contenuti del sito' });
    await user.clear(within(form).getByLabelText('Titolo della mappa'));
    await user.type(within(form).getByLabelText('Titolo della mappa'), 'Il nostro viaggio');
    Object.assign(api.content, { heroTitle: 'Un titolo nuovo', version: 2 });

    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent('Questo elemento è stato modificato da un altro amministratore');
    expect(within(notice).getByText('Titolo').nextSibling).toHaveTextContent('Un titolo nuovo');
    expect(within(form).getByLabelText('Titolo della mappa')).toHaveValue('Il nostro viaggio');

    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    expect(await screen.findByText('Contenuti aggiornati')).toBeInTheDocument();
    // Only this admin's field went out: the other's title stays.
    expect(api.received['/api/content'].at(-1)).toEqual({ mapTitle: 'Il nostro viaggio' });
    expect(api.content).toMatchObject({ heroTitle: 'Un titolo nuovo', mapTitle: 'Il nostro viaggio', version: 3 });
  });

  it('a delete of a stop another admin has since changed deletes nothing, and says so', async () => {
    api.tourEvents = [{ ...STOP }];
    const { user } = await openPanel();
    await screen.findByRole('button', { name: `Elimina ${STOP.title}` });
    savedElsewhere({ title: 'Incontro spostato' });
    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      await user.click(screen.getByRole('button', { name: `Elimina ${STOP.title}` }));
      expect(await screen.findByText(/controlla la versione attuale e riprova/)).toBeInTheDocument();
    } finally {
      window.confirm = confirm;
    }
    expect(api.tourEvents).toHaveLength(1);
    expect(adminApi.writes).toEqual([`DELETE /api/tour-events/${STOP.id}`]);
    expect(await screen.findByRole('heading', { name: 'Incontro spostato' })).toBeInTheDocument();
  });
});
