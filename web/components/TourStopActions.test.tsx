import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENT_TYPE, type PageEvent } from '../../core/measurement';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { directionsUrl, tourCalendarSubscription, tourStopShareText } from './tour-stop-links';
import { TourStopActions } from './TourStopActions';

const stop: TourEvent = {
  id: 7,
  title: 'Incontro in piazza',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:30',
  address: 'Piazza Giorgione 1',
  description: null,
  completed: 0,
  capacity: null,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T08:00:00.000Z',
  version: 1,
};

/** The page events the actions dispatched, as the beacon counts them. */
const counted: PageEvent[] = [];
const count = (event: Event) => counted.push((event as CustomEvent<PageEvent>).detail);
beforeEach(() => {
  counted.length = 0;
  window.addEventListener(PAGE_EVENT_TYPE, count);
});
afterEach(() => {
  window.removeEventListener(PAGE_EVENT_TYPE, count);
  vi.restoreAllMocks();
});

describe('a tour stop people can act on', () => {
  it('links its calendar file, directions from its address and place, and a share button', () => {
    render(<TourStopActions stop={stop} />);
    const list = screen.getByRole('list', { name: 'Azioni per Incontro in piazza' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aggiungi al calendario' })).toHaveAttribute(
      'href',
      '/api/tour-events.ics?id=7',
    );
    const directions = screen.getByRole('link', { name: /Indicazioni/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Piazza%20Giorgione%201%2C%20Castelfranco%20Veneto',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Condividi' })).toBeInTheDocument();
  });

  it('opens Apple Maps on Apple devices and Google Maps elsewhere, from the place alone when there is no address', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140 Mobile';
    expect(directionsUrl({ ...stop, address: null }, iphone)).toBe('https://maps.apple.com/?q=Castelfranco%20Veneto');
    expect(directionsUrl(stop, android)).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  });

  it('shares the stop page through the share sheet, then WhatsApp, then the clipboard', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<TourStopActions stop={stop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Incontro in piazza',
      text: 'Incontro in piazza – Castelfranco Veneto, sabato 15 novembre 2025, ore 18:30.',
      url: `${window.location.origin}/tappe/7?utm_source=condivisione&utm_medium=share`,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });

    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await userEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    expect(open.mock.calls[0][0]).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `${tourStopShareText(stop)} ${window.location.origin}/tappe/7?utm_source=whatsapp&utm_medium=share`,
      )}`,
    );
    open.mockReturnValue(null);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Condividi' }));
    expect(writeText).toHaveBeenCalledWith(
      `${tourStopShareText(stop)} ${window.location.origin}/tappe/7?utm_source=link&utm_medium=share`,
    );
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    expect(counted).toEqual(['share-native', 'share-whatsapp', 'share-copy']);
  });

  it("counts a calendar file and the directions as the page's events", async () => {
    render(<TourStopActions stop={stop} />);
    const calendar = screen.getByRole('link', { name: 'Aggiungi al calendario' });
    calendar.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(calendar);
    const directions = screen.getByRole('link', { name: /Indicazioni/ });
    directions.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(directions);
    expect(counted).toEqual(['calendar', 'directions']);
  });

  it('offers the whole tour as a webcal:// subscription', () => {
    expect(tourCalendarSubscription('https://venturinipresidente.it')).toBe(
      'webcal://venturinipresidente.it/api/tour-events.ics',
    );
    expect(tourCalendarSubscription('http://localhost:8888')).toBe('webcal://localhost:8888/api/tour-events.ics');
  });
});
