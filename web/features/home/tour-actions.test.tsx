import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import type { VisitedCity } from '../../../core/schema/visited-city.schema';
import { api } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const stop = (id: number, title: string, completed: 0 | 1): TourEvent => ({
  id,
  title,
  location: 'Treviso',
  eventDate: '2025-11-20',
  eventTime: '18:00',
  address: null,
  description: null,
  completed,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T08:00:00.000Z',
  version: 1,
});

describe('the tour on the home page', () => {
  it('gives every upcoming stop its page link and the calendar, directions and share actions', async () => {
    api.tourEvents = [stop(1, 'Comizio a Treviso', 0), stop(2, 'Festa a Rovigo', 1)];
    renderRoute('/');
    const upcoming = await screen.findByRole('region', { name: 'Prossime Tappe' });
    const title = await within(upcoming).findByRole('link', { name: 'Comizio a Treviso' });
    expect(title).toHaveAttribute('href', '/tappe/1');
    const actions = within(upcoming).getByRole('list', { name: 'Azioni per Comizio a Treviso' });
    expect(within(actions).getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/api/tour-events.ics?id=1',
    );
    const done = screen.getByRole('region', { name: 'Tappe Già Effettuate' });
    expect(within(done).getByRole('link', { name: 'Festa a Rovigo' })).toHaveAttribute('href', '/tappe/2');
    expect(within(done).queryByRole('list', { name: /Azioni per/ })).not.toBeInTheDocument();
  });

  it('offers the whole tour as a calendar subscription', async () => {
    renderRoute('/');
    const link = await screen.findByRole('link', { name: 'Iscriviti al calendario del tour' });
    expect(link.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/tour-events\.ics$/);
  });
});

const city = (id: number, cityName: string): VisitedCity => ({
  id,
  cityName,
  visitDate: '2025-10-12',
  description: null,
  pinX: 50,
  pinY: 50,
  createdAt: '2025-10-01T08:00:00.000Z',
  version: 1,
});

describe("a map pin's popover", () => {
  it('offers the actions of the upcoming stops in its city, reached by Tab, and closes on Escape', async () => {
    const user = userEvent.setup();
    api.tourEvents = [
      { ...stop(1, 'Comizio a Treviso', 0), location: 'Piazza dei Signori, Treviso' },
      { ...stop(2, 'Festa a Treviso', 1), location: 'Treviso' },
    ];
    api.visitedCities = [city(7, 'Treviso')];
    renderRoute('/');
    const pin = await screen.findByRole('button', {
      name: 'Treviso, domenica 12 ottobre 2025, 1 tappa in programma',
    });
    expect(pin).toHaveAttribute('aria-expanded', 'false');

    act(() => pin.focus());
    const popover = screen.getByRole('group', { name: 'Treviso' });
    expect(pin).toHaveAttribute('aria-expanded', 'true');
    expect(pin).toHaveAttribute('aria-controls', popover.id);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Comizio a Treviso' })).toHaveAttribute('href', '/tappe/1');
    expect(within(popover).queryByText('Festa a Treviso')).not.toBeInTheDocument();

    await user.tab();
    expect(within(popover).getByRole('link', { name: 'Comizio a Treviso' })).toHaveFocus();
    await user.tab();
    expect(within(popover).getByRole('button', { name: 'Ci sarò' })).toHaveFocus();
    await user.tab();
    expect(within(popover).getByRole('link', { name: 'Aggiungi al calendario' })).toHaveFocus();
    expect(within(popover).getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/api/tour-events.ics?id=1',
    );
    expect(within(popover).getByRole('link', { name: /^Indicazioni/ })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Condividi' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Treviso' })).not.toBeInTheDocument();
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('aria-expanded', 'false');

    // Tab on from the pin opens it again; leaving the popover by Tab closes it.
    await user.keyboard('{Escape}');
    await user.tab({ shift: true });
    await user.tab();
    expect(pin).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Treviso' })).toBeInTheDocument();
    for (let step = 0; step < 6; step += 1) await user.tab();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Treviso' })).not.toBeInTheDocument());
  });

  it('keeps a plain tooltip for a city with no upcoming stop, and matches whole words only', async () => {
    api.tourEvents = [{ ...stop(1, 'Festa del Nordest', 0), location: 'Nordest' }];
    api.visitedCities = [city(8, 'Este')];
    renderRoute('/');
    const pin = await screen.findByRole('button', { name: 'Este, domenica 12 ottobre 2025' });
    expect(pin).not.toHaveAttribute('aria-expanded');
    act(() => pin.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Este');
    expect(pin).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    expect(within(screen.getByRole('tooltip')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the images an admin sets in the content editor', () => {
  it('shows the hero image in place of the illustration, fetched first, and the map image by the map', async () => {
    api.content = { ...api.content, heroImagePath: '/immagini/piazza.jpg', mapImagePath: '/immagini/tour.jpg' };
    renderRoute('/');
    const hero = await screen.findByRole('img', { name: 'Giulia Venturini' });
    expect(hero).toHaveAttribute('src', '/immagini/piazza.jpg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: /Illustrazione di/ })).not.toBeInTheDocument();
    const map = await screen.findByRole('img', { name: api.content.mapTitle });
    expect(map).toHaveAttribute('src', '/immagini/tour.jpg');
  });

  it('keeps the illustration when no hero image is set', async () => {
    renderRoute('/');
    expect(await screen.findByRole('img', { name: /Illustrazione di Giulia Venturini/ })).toBeInTheDocument();
  });
});
