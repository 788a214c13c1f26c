import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { api } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { booking } from '../../../../test/web/inbox-rows';
import { bookingSummary } from './TourBookings';

const STOP: TourEvent = {
  id: 7,
  title: 'Incontro con i cittadini',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:00',
  address: null,
  description: null,
  completed: 0,
  capacity: 10,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T10:00:00Z',
  version: 1,
};
const OTHER: TourEvent = { ...STOP, id: 8, title: 'Cena a Feltre', capacity: null };

beforeEach(() => {
  installAdminApi({ signedIn: true });
  api.tourEvents = [STOP, OTHER];
  adminApi.rsvps = [
    booking,
    { ...booking, id: 2, name: 'Luca Rossi', email: 'luca@example.it', phone: null, people: 2 },
  ];
});

const stopItem = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 4 })).closest('li') as HTMLElement;

describe('the bookings of the tour stops', () => {
  it('says beside each stop how many bookings and people it has, out of its places', async () => {
    await openPanel();
    expect(await within(await stopItem(STOP.title)).findByText('2 prenotazioni, 5 persone su 10 posti')).toBeVisible();
    expect(within(await stopItem(OTHER.title)).getByText('Nessuna prenotazione')).toBeVisible();
  });

  it("lists a stop's bookings with their details and the CSV export, and closes them", async () => {
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Prenotazioni di ${STOP.title}` }));
    const list = await screen.findByRole('region', { name: /^Prenotazioni: Incontro con i cittadini/ });
    expect(await within(list).findByRole('heading', { name: 'Rita Gallo', level: 4 })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Prenotazioni: Incontro con i cittadini (2)' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'rita@example.it' })).toHaveAttribute(
      'href',
      'mailto:rita%40example.it',
    );
    expect(within(list).getByText('333 1234567')).toBeVisible();
    expect(within(list).getByRole('link', { name: `Esporta CSV delle prenotazioni di ${STOP.title}` })).toHaveAttribute(
      'href',
      '/api/admin/tour-events/7/rsvps?format=csv',
    );
    await user.click(screen.getByRole('button', { name: 'Chiudi le prenotazioni' }));
    expect(screen.queryByRole('region', { name: /^Prenotazioni:/ })).not.toBeInTheDocument();
  });

  it('says beside a stop who waits in line and how many requests wait for their owners', () => {
    expect(
      bookingSummary(STOP, { tourEventId: 7, bookings: 4, people: 10, waiting: 2, waitingPeople: 3, pending: 1 }),
    ).toBe("4 prenotazioni, 10 persone su 10 posti · in lista d'attesa: 2 (3 persone) · da confermare: 1");
  });

  it('shows each booking confirmed or in line, and removes one after asking, with the count read again', async () => {
    adminApi.rsvps[1] = { ...adminApi.rsvps[1], status: 'waiting', position: 1 };
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Prenotazioni di ${STOP.title}` }));
    const list = await screen.findByRole('region', { name: /^Prenotazioni: Incontro con i cittadini/ });
    const luca = (await within(list).findByRole('heading', { name: 'Luca Rossi', level: 4 })).closest('li')!;
    expect(within(luca).getByText("In lista d'attesa, posizione 1")).toBeVisible();
    const rita = within(list).getByRole('heading', { name: 'Rita Gallo', level: 4 }).closest('li')!;
    expect(within(rita).getByText('Confermata')).toBeVisible();

    const asked: string[] = [];
    vi.spyOn(window, 'confirm').mockImplementationOnce((question) => {
      asked.push(String(question));
      return false;
    });
    await user.click(within(rita).getByRole('button', { name: 'Rimuovi la prenotazione di Rita Gallo' }));
    expect(asked[0]).toContain("i posti andranno alla lista d'attesa");
    expect(api.received['/api/admin/rsvps/1']).toBeUndefined();

    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await user.click(within(rita).getByRole('button', { name: 'Rimuovi la prenotazione di Rita Gallo' }));
    expect(await screen.findAllByText('Prenotazione rimossa')).not.toHaveLength(0);
    await waitFor(() => expect(within(list).queryByRole('heading', { name: 'Rita Gallo' })).not.toBeInTheDocument());
    expect(within(list).getByRole('heading', { name: 'Prenotazioni: Incontro con i cittadini (1)' })).toBeVisible();
  });

  it('sets the places of a stop from the form, and clears them', async () => {
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    const form = screen.getByRole('form', { name: 'Modifica tappa' });
    const places = within(form).getByLabelText('Posti disponibili (facoltativo)');
    expect(places).toHaveValue(10);
    await user.clear(places);
    await user.type(places, '25');
    await user.click(within(form).getByRole('button', { name: 'Aggiorna Tappa' }));
    await user.click(await screen.findByRole('button', { name: `Modifica ${STOP.title}` }));
    await user.clear(within(screen.getByRole('form', { name: 'Modifica tappa' })).getByLabelText(/Posti disponibili/));
    await user.click(
      within(screen.getByRole('form', { name: 'Modifica tappa' })).getByRole('button', { name: 'Aggiorna Tappa' }),
    );
    await screen.findAllByText('Tappa aggiornata');
    expect(api.received['/api/tour-events/7']?.map((body) => (body as { capacity: unknown }).capacity)).toEqual([
      25,
      null,
    ]);
  });
});
