import { FULL_STOP, WAITING_LIST, fewPlacesMessage } from '../../core/booking-words';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { api, handle, server } from '../../test/web/api-server';
import { renderWithToaster } from '../../test/web/render';
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
  capacity: 40,
  full: 0,
  placesLeft: null,
  createdAt: '2025-10-01T08:00:00.000Z',
  version: 1,
};

/** The actions of the stop, and the "Ci sarò" dialog opened from them with its form loaded. */
async function openForm(shown: TourEvent = stop) {
  const rendered = renderWithToaster(<TourStopActions stop={shown} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Ci sarò' }));
  const dialog = screen.getByRole('dialog', { name: 'Ci sarò: Incontro in piazza' });
  const form = await within(dialog).findByRole('form', { name: 'Prenota la tua presenza' });
  return { ...rendered, dialog, form };
}

describe('"Ci sarò" among a stop\'s actions', () => {
  it('opens the form in a dialog that says when and where, with every field labelled', async () => {
    const { dialog, form } = await openForm();
    expect(
      within(dialog).getByText('sabato 15 novembre 2025, ore 18:30 · Castelfranco Veneto, Piazza Giorgione 1'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nome e cognome/)).toBeRequired();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Telefono (facoltativo)')).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText(/Quante persone/)).toHaveValue('1');
    expect(within(form).getAllByRole('option')).toHaveLength(10);
    const consent = within(form).getByRole('checkbox', { name: /Acconsento a essere contattato\/a per questo evento/ });
    expect(consent).toBeRequired();
    expect(within(form).getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('books with the values cast as the API takes them, and says so in place of the form', async () => {
    const { user, form, dialog } = await openForm();
    await user.type(within(form).getByLabelText(/Nome e cognome/), '  Anna Bianchi ');
    await user.type(within(form).getByLabelText(/^Email/), 'anna@example.it');
    await user.selectOptions(within(form).getByLabelText(/Quante persone/), '3');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Ci sarò' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent(RSVP_MESSAGES.requested);
    expect(done).toHaveFocus();
    expect(api.received['/api/tour-events/7/rsvps']).toEqual([
      {
        name: 'Anna Bianchi',
        email: 'anna@example.it',
        phone: null,
        people: 3,
        privacyAccepted: 1,
        website: '',
        fillTimeMs: expect.any(Number),
        sourcePage: '/',
      },
    ]);
  });

  it('says in Italian what is missing, and sends nothing', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Ci sarò' }));
    expect(await within(form).findByText('Il nome deve contenere almeno 2 caratteri')).toBeInTheDocument();
    expect(within(form).getByText('Email non valida')).toBeInTheDocument();
    expect(within(form).getByText(RSVP_MESSAGES.privacy)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nome e cognome/)).toHaveFocus();
    expect(api.received['/api/tour-events/7/rsvps']).toBeUndefined();
  });

  it("says the API's refusal above the button (a stop that ended while the form was open)", async () => {
    server.use(
      handle('POST', API.tourEventRsvps, () => HttpResponse.json({ error: RSVP_MESSAGES.closed }, { status: 409 })),
    );
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/Nome e cognome/), 'Anna Bianchi');
    await user.type(within(form).getByLabelText(/^Email/), 'anna@example.it');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Ci sarò' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(RSVP_MESSAGES.closed);
  });

  it('says beside the number when more people are asked for than the places left', async () => {
    const { user, form } = await openForm({ ...stop, capacity: 30, placesLeft: 2 });
    const people = within(form).getByLabelText(/Quante persone/);
    await user.selectOptions(people, '2');
    expect(within(form).queryByText(fewPlacesMessage(2))).not.toBeInTheDocument();
    await user.selectOptions(people, '3');
    expect(within(form).getByText(fewPlacesMessage(2))).toBeInTheDocument();
    expect(people).toHaveAccessibleDescription(fewPlacesMessage(2));
  });

  it('closes with "Chiudi", and holds no form while closed', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('form', { name: 'Prenota la tua presenza', hidden: true })).not.toBeInTheDocument();
  });

  it('offers the waiting list, with the same form, when the places are taken', async () => {
    const { user } = renderWithToaster(<TourStopActions stop={{ ...stop, capacity: 30, full: 1, placesLeft: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Ci sarò' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WAITING_LIST }));
    const dialog = screen.getByRole('dialog', { name: `${WAITING_LIST}: ${stop.title}` });
    expect(within(dialog).getByText(FULL_STOP)).toBeInTheDocument();
    expect(await within(dialog).findByRole('form', { name: 'Prenota la tua presenza' })).toBeInTheDocument();
  });
});
