import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event';
import { api } from '../../test/api-server';
import { renderRoute } from '../../test/render';

const stop = (id: number, title: string, completed: 0 | 1): TourEvent => ({
  id,
  title,
  location: 'Treviso',
  eventDate: '2025-11-20',
  eventTime: '18:00',
  address: null,
  description: null,
  completed,
  createdAt: '2025-10-01T08:00:00.000Z',
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
