import { screen, within } from '@testing-library/react';
import { HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../core/api-paths';
import { itemPath, registeredContracts } from '../../core/api-contract';
import { contactSchema, CONTACT_MESSAGES } from '../../core/schema/contact.schema';
import { PHOTO_BOOTH_MESSAGES } from '../../core/schema/photo-booth-email.schema';
import { TOUR_EVENT_MESSAGES, type TourEvent } from '../../core/schema/tour-event.schema';
import { ApiError, apiRequest } from '../../web/lib/api';
import { installAdminApi } from './admin-api-server';
import { api, server } from './api-server';
import { renderRoute } from './render';

afterEach(() => vi.restoreAllMocks());

/** The error a call ends with, for asserting an API's refusal. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/** What no page calls: the one-click of a booking's mails, which only a mail app POSTs (its function has its tests). */
const CALLED_BY_MAIL_APPS = [`POST ${API.rsvpStopMails}`];

describe('the test API', () => {
  it('answers every method of every entry of the API table that a page reads or writes', () => {
    installAdminApi({ signedIn: true });
    const answered = new Set(
      server
        .listHandlers()
        .filter((handler) => handler instanceof HttpHandler)
        .map(({ info }) => `${String(info.method)} ${String(info.path).replace(/^\*/, '')}`),
    );
    // A file (the calendar, a material's download) is a link: the fetcher never reads one.
    const fetched = [...registeredContracts()].flatMap(([path, contract]) =>
      Object.entries(contract)
        .filter(([, method]) => method.reply.kind !== 'file')
        .map(([method]) => `${method} ${path}`),
    );
    const missing = fetched.filter((route) => !answered.has(route) && !CALLED_BY_MAIL_APPS.includes(route));
    expect(missing, 'add its handler to test/web/api-server.ts or the admin API under test/web').toEqual([]);
  });
});

describe('the test API refuses the bodies the functions refuse', () => {
  it('answers a contact form whose body drifted from the schema with the 400, shown by its field', async () => {
    // A form that sent what its schema does not allow: the cast is bypassed, the one-letter name goes out.
    vi.spyOn(contactSchema, 'cast').mockImplementation((values) => ({ ...values, name: 'M' }) as never);
    const { user } = renderRoute('/contatti');
    const form = within(await screen.findByRole('form', { name: 'Invia un messaggio' }));
    await user.type(form.getByRole('textbox', { name: 'Nome e cognome' }), 'Maria Rossi');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'maria.rossi@example.it');
    await user.type(form.getByRole('textbox', { name: 'Messaggio' }), 'Vorrei dare una mano a Padova.');
    await user.click(form.getByRole('checkbox', { name: /Ho letto e accetto/ }));
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    const name = form.getByRole('textbox', { name: 'Nome e cognome' });
    expect(name).toHaveAccessibleDescription(CONTACT_MESSAGES.name);
    expect(name).toHaveFocus();
    expect(api.received['/api/contact']).toEqual([expect.objectContaining({ name: 'M' })]);
    expect(screen.queryByText('Messaggio inviato!')).not.toBeInTheDocument();
  });

  it('refuses a photo booth record without consent, as POST /api/photo-booth-emails does', async () => {
    const record = { email: 'luca@example.it', nomeCognome: 'L', citta: 'A', provincia: 'PADO', privacyAccepted: 0 };
    const error = await refusal(apiRequest('POST', API.photoBoothEmails, record));
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Dati non validi');
    expect(error.fields).toEqual({
      provincia: PHOTO_BOOTH_MESSAGES.provinciaTooLong,
      privacyAccepted: PHOTO_BOOTH_MESSAGES.privacy,
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const error = await refusal(apiRequest('POST', API.contact, ['Maria']));
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Il corpo della richiesta non è un JSON valido');
  });

  describe('admin writes', () => {
    const STOP: TourEvent = {
      id: 7,
      title: 'Incontro',
      location: 'Asolo',
      eventDate: '2025-11-15',
      eventTime: null,
      address: null,
      description: null,
      completed: 0,
      capacity: null,
      full: 0,
      placesLeft: null,
      createdAt: '2025-10-01T10:00:00Z',
      version: 1,
    };

    beforeEach(() => {
      installAdminApi({ signedIn: true });
      api.tourEvents = [STOP];
    });

    it('refuses a tour stop update with a bad date and an overlong time, and changes nothing', async () => {
      const body = { ...STOP, eventDate: '2025-02-30', eventTime: 'dalle 18 '.repeat(7) };
      const error = await refusal(apiRequest('PUT', itemPath(API.tourEvent, STOP.id), body));
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({
        eventDate: TOUR_EVENT_MESSAGES.eventDate,
        eventTime: TOUR_EVENT_MESSAGES.eventTime,
      });
      expect(api.tourEvents).toEqual([STOP]);
    });

    it('still answers 401 before reading the body without a session', async () => {
      installAdminApi({ signedIn: false });
      const error = await refusal(apiRequest('POST', API.tourEvents, { title: 'x' }));
      expect(error.status).toBe(401);
      expect(api.tourEvents).toEqual([STOP]);
    });

    it('stores what the schema casts, not what was sent', async () => {
      await apiRequest('POST', API.tourEvents, { ...STOP, id: 99, title: '  Comizio  ', completed: true });
      expect(api.tourEvents.at(-1)).toMatchObject({ title: 'Comizio', completed: 1, eventTime: null });
      expect(api.tourEvents.at(-1)).not.toHaveProperty('id', 99);
    });
  });
});
