import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TourEvent } from '../../../core/schema/tour-event.schema';
import type { VisitedCity } from '../../../core/schema/visited-city.schema';
import { siteConfig } from '../../../core/site-config';
import { api, failWith, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';
import { BANNER_REPEAT } from './VoteBanner';

function tourEvent(overrides: Partial<TourEvent> & Pick<TourEvent, 'id' | 'title' | 'eventDate'>): TourEvent {
  return {
    location: 'Padova',
    eventTime: null,
    description: null,
    address: null,
    completed: 0,
    capacity: null,
    full: 0,
    placesLeft: null,
    createdAt: '2025-10-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function city(overrides: Partial<VisitedCity> & Pick<VisitedCity, 'id' | 'cityName'>): VisitedCity {
  return {
    visitDate: null,
    description: null,
    pinX: 50,
    pinY: 50,
    createdAt: '2025-10-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Holds every GET of the home page until released, to see the placeholders. */
function holdHomeRequests() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = (respond: () => Response) => async () => {
    await gate;
    return respond();
  };
  server.use(
    http.get(
      '*/api/content',
      held(() => HttpResponse.json(api.content)),
    ),
    http.get(
      '*/api/visited-cities',
      held(() => HttpResponse.json(api.visitedCities)),
    ),
    http.get(
      '*/api/tour-events',
      held(() => HttpResponse.json(api.tourEvents)),
    ),
  );
  return () => release();
}

const headingOf = (name: string) => screen.findByRole('heading', { name });
const listUnder = async (name: string) => {
  const section = (await headingOf(name)).closest('section');
  if (!section) throw new Error(`No section for ${name}`);
  return section;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('home page', () => {
  it('shows placeholders while the content, cities and stops load, then the content', async () => {
    const release = holdHomeRequests();
    renderRoute('/');
    await waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(4));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // The map's outline is drawn at once (its room is taken before the cities arrive); its note says it loads.
    expect(screen.getByRole('img', { name: 'Mappa del Veneto' })).toBeInTheDocument();
    expect(screen.getAllByText('Caricamento delle tappe...')).toHaveLength(2);
    expect(screen.getByText('Caricamento della mappa...')).toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: api.content.heroTitle })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Mappa del Veneto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(/^Caricamento/)).toHaveLength(0));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('shows the hero, the biography teaser and the social section from the site content', async () => {
    // The content's call to action is the hero's during the campaign; then the phase's own words take its place.
    vi.useFakeTimers({ now: new Date('2025-11-10T10:00:00Z'), toFake: ['Date'] });
    api.content = {
      ...api.content,
      heroTitle: 'Un Veneto che ascolta',
      heroSubtitle: 'Sottotitolo di prova',
      heroCallToAction: 'Vota e fai votare',
      bioTitle: 'La mia storia',
      bioText: 'Primo paragrafo della biografia.\n\nSecondo paragrafo che resta su Chi Sono.',
      instagramUrl: 'https://www.instagram.com/prova',
    };
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Un Veneto che ascolta' })).toBeInTheDocument();
    expect(screen.getByText('Sottotitolo di prova')).toBeInTheDocument();
    expect(screen.getByText('Vota e fai votare')).toBeInTheDocument();
    expect(
      screen.getAllByRole('img', { name: new RegExp(siteConfig.candidate.fullName) }).length,
    ).toBeGreaterThanOrEqual(2);

    const bio = await listUnder('La mia storia');
    expect(within(bio).getByText('Primo paragrafo della biografia.')).toBeInTheDocument();
    expect(within(bio).queryByText(/Secondo paragrafo/)).not.toBeInTheDocument();
    expect(within(bio).getByRole('link', { name: 'Leggi la mia storia' })).toHaveAttribute('href', '/chi-sono');

    const social = await listUnder('Seguici sui social');
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/prova',
    );
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', api.content.facebookUrl);
    expect(within(social).getByText(siteConfig.hashtag)).toBeInTheDocument();
  });

  it('repeats the vote message 15 times in the banner and says it once to screen readers', async () => {
    // During the campaign: from the day before the vote the banner says other things (VoteBanner.test.tsx).
    vi.useFakeTimers({ now: new Date('2025-11-10T10:00:00Z'), toFake: ['Date'] });
    renderRoute('/');
    const track = await screen.findByTestId('vote-banner-track');
    expect(BANNER_REPEAT).toBe(15);
    expect(within(track).getAllByText(siteConfig.election.voteMessage)).toHaveLength(15);
    expect(track).toHaveAttribute('aria-hidden', 'true');
    const readable = screen
      .getAllByText(siteConfig.election.voteMessage)
      .filter((element) => !element.closest('[aria-hidden="true"]'));
    expect(readable).toHaveLength(1);
  });

  it('shows the empty states of both lists and of the map', async () => {
    renderRoute('/');
    // Once the page's own request has answered: an empty list in the HTML alone may be older than the latest stop.
    expect(
      await within(await listUnder('Prossime Tappe')).findByText(/Nessuna tappa in programma/),
    ).toBeInTheDocument();
    expect(
      within(await listUnder('Tappe Già Effettuate')).getByText(/qui troverai le tappe già effettuate/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Le città visitate compariranno qui/)).toBeInTheDocument();
  });

  it('lists upcoming stops in the order received and completed ones newest first, with Italian dates', async () => {
    api.tourEvents = [
      tourEvent({
        id: 1,
        title: 'Mercato di Rovigo',
        eventDate: '2025-11-20',
        location: 'Rovigo',
        eventTime: '18:00',
        address: 'Piazza Vittorio Emanuele II',
        description: 'Incontro con i commercianti',
      }),
      tourEvent({ id: 2, title: 'Festa a Bassano', eventDate: '2025-10-05', completed: 1 }),
      tourEvent({ id: 3, title: 'Assemblea a Verona', eventDate: '2025-11-15' }),
      tourEvent({ id: 4, title: 'Cena a Feltre', eventDate: '2025-10-28', completed: 1 }),
    ];
    renderRoute('/');
    const upcoming = await listUnder('Prossime Tappe');
    await waitFor(() => expect(within(upcoming).getAllByRole('article')).toHaveLength(2));
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Mercato di Rovigo', 'Assemblea a Verona']);

    const first = within(upcoming).getAllByRole('article')[0];
    expect(first).toHaveTextContent('giovedì 20 novembre 2025');
    expect(first).toHaveTextContent('ore 18:00');
    expect(first).toHaveTextContent('Rovigo');
    expect(first).toHaveTextContent('Piazza Vittorio Emanuele II');
    expect(first).toHaveTextContent('Incontro con i commercianti');
    expect(within(first).getByText(/^giovedì 20 novembre 2025/)).toHaveAttribute('datetime', '2025-11-20');
    expect(within(upcoming).getByText(/^sabato 15 novembre 2025/)).toBeInTheDocument();

    const done = await listUnder('Tappe Già Effettuate');
    expect(
      within(done)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Cena a Feltre', 'Festa a Bassano']);
    expect(within(done).getByText('martedì 28 ottobre 2025')).toBeInTheDocument();
    expect(within(done).getByText('domenica 5 ottobre 2025')).toBeInTheDocument();
  });

  it('puts a pin on the map for each visited city, named and dated, reachable by keyboard', async () => {
    api.visitedCities = [
      city({ id: 1, cityName: 'Vicenza', pinX: 35, pinY: 62, visitDate: '2025-10-12' }),
      city({ id: 2, cityName: 'Belluno', pinX: 55, pinY: 20 }),
    ];
    const { user } = renderRoute('/');
    const map = await screen.findByRole('list', { name: 'Città sulla mappa' });
    const pins = within(map).getAllByRole('button');
    expect(pins.map((pin) => pin.textContent)).toEqual(['Vicenza, domenica 12 ottobre 2025', 'Belluno']);
    expect(pins[0].parentElement).toHaveStyle({ left: '35%', top: '62%' });
    expect(screen.getByText(/2 città visitate/)).toBeInTheDocument();

    pins[0].focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vicenza');
    await user.tab();
    expect(pins[1]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Belluno');
  });

  it('keeps the page usable when the lists cannot be read', async () => {
    failWith('get', '/api/tour-events', 500, 'Errore interno');
    failWith('get', '/api/visited-cities', 500, 'Errore interno');
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Non è stato possibile caricare le tappe');
    expect(await screen.findByText(/Non è stato possibile caricare le città visitate/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("falls back to the campaign's name when the content cannot be read", async () => {
    server.use(
      http.get('*/api/content', async () => {
        await delay(10);
        return HttpResponse.json({ error: 'Errore interno' }, { status: 500 });
      }),
    );
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: `${siteConfig.candidate.fullName} Presidente` }),
    ).toBeInTheDocument();
  });

  it('has the tour section the footer links to', async () => {
    renderRoute('/');
    await headingOf('Prossime Tappe');
    expect(document.getElementById('territorio')).toContainElement(
      screen.getByRole('heading', { name: 'Prossime Tappe' }),
    );
  });
});
