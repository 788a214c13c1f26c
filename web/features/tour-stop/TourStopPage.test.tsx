import { FULL_STOP, WAITING_LIST } from '../../../core/booking-words';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { api } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const upcoming: TourEvent = {
  id: 7,
  title: 'Incontro in piazza',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  address: 'Piazza Giorgione 1',
  description: 'Aperitivo e domande alla candidata.',
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T08:00:00.000Z',
  version: 1,
};
const done: TourEvent = { ...upcoming, id: 8, title: 'Comizio a Belluno', location: 'Belluno', completed: 1 };

beforeEach(() => {
  api.tourEvents = [upcoming, done];
  api.visitedCities = [];
});

describe('/tappe/{id}', () => {
  it('shows the stop with its Italian date, place, description and the three actions', async () => {
    renderRoute('/tappe/7');
    expect(await screen.findByRole('heading', { name: 'Incontro in piazza', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^sabato 15 novembre 2025/)).toHaveAttribute('datetime', '2025-11-15');
    expect(screen.getByText('Castelfranco Veneto, Piazza Giorgione 1')).toBeInTheDocument();
    expect(screen.getByText('Aperitivo e domande alla candidata.')).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Azioni per Incontro in piazza' });
    expect(within(actions).getByRole('link', { name: 'Aggiungi al calendario' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: /Indicazioni/ })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Condividi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutte le tappe del tour' })).toHaveAttribute('href', '/#territorio');
  });

  it('says a completed stop is done, without the actions', async () => {
    renderRoute('/tappe/8');
    expect(await screen.findByText('Tappa già effettuata')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aggiungi al calendario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ci sarò' })).not.toBeInTheDocument();
  });

  it('offers "Ci sarò" in a section of its own, its form on the page, not again among the actions', async () => {
    renderRoute('/tappe/7');
    const section = await screen.findByRole('region', { name: 'Ci sarò' });
    expect(await within(section).findByRole('form', { name: 'Prenota la tua presenza' })).toBeInTheDocument();
    const actions = screen.getByRole('list', { name: 'Azioni per Incontro in piazza' });
    expect(within(actions).queryByRole('button', { name: 'Ci sarò' })).not.toBeInTheDocument();
  });

  it('offers the waiting list, with the form, when the places of the stop are taken', async () => {
    api.tourEvents = [{ ...upcoming, capacity: 30, full: 1, placesLeft: 0 }];
    renderRoute('/tappe/7');
    const section = await screen.findByRole('region', { name: WAITING_LIST });
    expect(within(section).getByText(FULL_STOP)).toBeInTheDocument();
    expect(await within(section).findByRole('form', { name: 'Prenota la tua presenza' })).toBeInTheDocument();
  });

  it("shows the stop's city on the map of Veneto", async () => {
    api.visitedCities = [
      {
        id: 1,
        cityName: 'Castelfranco Veneto',
        visitDate: null,
        description: null,
        pinX: 40,
        pinY: 45,
        createdAt: '',
        version: 1,
      },
      { id: 2, cityName: 'Belluno', visitDate: null, description: null, pinX: 50, pinY: 10, createdAt: '', version: 1 },
    ];
    renderRoute('/tappe/7');
    const place = await screen.findByRole('region', { name: 'Dove' });
    const pins = within(place).getByRole('list', { name: 'Città sulla mappa' });
    expect(
      within(pins)
        .getAllByRole('button')
        .map((pin) => pin.textContent),
    ).toEqual(['Castelfranco Veneto']);
  });

  it('shows no map when no pinned city is the place of the stop', async () => {
    api.visitedCities = [
      { id: 2, cityName: 'Belluno', visitDate: null, description: null, pinX: 50, pinY: 10, createdAt: '', version: 1 },
    ];
    renderRoute('/tappe/7');
    expect(await screen.findByRole('heading', { name: 'Incontro in piazza', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dove' })).not.toBeInTheDocument();
  });

  it('links to the stops before and after it in the calendar', async () => {
    const before: TourEvent = { ...done, id: 5, title: 'Festa a Treviso', eventDate: '2025-11-01' };
    const after: TourEvent = {
      ...upcoming,
      id: 9,
      title: 'Cena a Rovigo',
      location: 'Rovigo',
      eventDate: '2025-11-20',
    };
    api.tourEvents = [after, upcoming, before];
    renderRoute('/tappe/7');
    const nav = await screen.findByRole('navigation', { name: 'Altre tappe del tour' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['/tappe/5', 'prev'],
      ['/tappe/9', 'next'],
    ]);
    expect(links[0]).toHaveTextContent('Tappa precedenteFesta a TrevisoBelluno, sabato 1 novembre 2025, ore 18:30');
    expect(links[1]).toHaveTextContent(/^Tappa successivaCena a RovigoRovigo, giovedì 20 novembre 2025/);
  });

  it('shows the 404 page for a stop that does not exist', async () => {
    renderRoute('/tappe/999');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
