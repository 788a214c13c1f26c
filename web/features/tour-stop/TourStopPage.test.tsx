import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import { api } from '../../test/api-server';
import { renderRoute } from '../../test/render';

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
  createdAt: '2025-10-01T08:00:00.000Z',
};
const done: TourEvent = { ...upcoming, id: 8, title: 'Comizio a Belluno', location: 'Belluno', completed: 1 };

beforeEach(() => {
  api.tourEvents = [upcoming, done];
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

  it('says "Posti esauriti" when the places of the stop are taken', async () => {
    api.tourEvents = [{ ...upcoming, capacity: 30, full: 1 }];
    renderRoute('/tappe/7');
    const section = await screen.findByRole('region', { name: 'Ci sarò' });
    expect(within(section).getByText('Posti esauriti: non ci sono più posti per questa tappa.')).toBeInTheDocument();
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a stop that does not exist', async () => {
    renderRoute('/tappe/999');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
