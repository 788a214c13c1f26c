import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterSubscription } from '../../../../core/schema/newsletter-subscription.schema';
import { NEWSLETTER_MESSAGES } from '../../../../core/schema/newsletter-subscription.schema';
import type { TourEvent } from '../../../../core/schema/tour-event.schema';
import { api } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { booking } from '../../../../test/web/inbox-rows';
import { HELD_MAIL_NOTE } from '../electoral-silence';

const subscriber = (id: number, status: NewsletterSubscription['status']): NewsletterSubscription => ({
  id,
  email: `iscritto${id}@example.it`,
  name: null,
  subscribedAt: '2025-11-16T08:00:00.000Z',
  status,
  confirmedAt: status === 'confirmed' ? '2025-11-16T08:05:00.000Z' : null,
});

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

beforeEach(() => {
  installAdminApi({ signedIn: true });
  adminApi.newsletterSubscriptions = [subscriber(1, 'confirmed'), subscriber(2, 'confirmed'), subscriber(3, 'pending')];
  api.tourEvents = [STOP];
  adminApi.rsvps = [booking, { ...booking, id: 2, name: 'Luca Rossi', status: 'waiting', position: 1 }];
});
afterEach(() => vi.useRealTimers());

type User = Awaited<ReturnType<typeof openPanel>>['user'];

async function write(user: User, form: HTMLElement, subject: string, text: string) {
  await user.type(within(form).getByRole('textbox', { name: /Oggetto/ }), subject);
  await user.type(within(form).getByRole('textbox', { name: /Testo/ }), text);
}

const sent = (path: string) => adminApi.writes.filter((write) => write === `POST ${path}`);

describe('the newsletter send screen', () => {
  it('previews the mail, counts the confirmed subscribers and sends only after "Invia a N iscritti?"', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Nuova newsletter' });
    expect(await within(form).findByText('Destinatari: 2 iscritti.')).toBeVisible();
    await write(user, form, 'Le tappe di dicembre', 'Ci vediamo a Padova.{Enter}{Enter}Grazie a tutti!');
    const preview = within(form).getByRole('figure', { name: "Anteprima dell'email" });
    expect(within(preview).getByText('Le tappe di dicembre')).toBeVisible();
    expect(within(preview).getByText('Ci vediamo a Padova.')).toBeVisible();
    expect(within(preview).getByText('Grazie a tutti!')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Invia...' }));
    const step = within(form).getByRole('group', { name: "Conferma l'invio" });
    await waitFor(() => expect(within(step).getByText('Invia a 2 iscritti?').closest('p')).toHaveFocus());
    expect(sent('/api/admin/newsletter-issues')).toEqual([]);
    await user.click(within(step).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('Email in coda')).toBeInTheDocument();
    expect(sent('/api/admin/newsletter-issues')).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: /Oggetto/ })).toHaveValue('');
  });

  it('goes back to the text without sending, and refuses a mail without subject before asking', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Nuova newsletter' });
    await within(form).findByText('Destinatari: 2 iscritti.');
    await user.click(within(form).getByRole('button', { name: 'Invia...' }));
    expect(await within(form).findByText(NEWSLETTER_MESSAGES.subject)).toBeVisible();
    expect(within(form).queryByRole('group', { name: "Conferma l'invio" })).not.toBeInTheDocument();

    await write(user, form, 'Novità', 'Le tappe di dicembre sono online.');
    await user.click(within(form).getByRole('button', { name: 'Invia...' }));
    await user.click(within(form).getByRole('button', { name: 'Torna al testo' }));
    expect(within(form).getByRole('button', { name: 'Invia...' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Oggetto/ })).toHaveValue('Novità');
    expect(sent('/api/admin/newsletter-issues')).toEqual([]);
  });

  it('says, during the electoral silence, that the mails wait until the polls close', async () => {
    vi.useFakeTimers({ now: new Date('2025-11-23T10:00:00Z'), toFake: ['Date'] });
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Nuova newsletter' });
    expect(within(form).getByText(HELD_MAIL_NOTE)).toBeVisible();
    expect(HELD_MAIL_NOTE).toContain('alle 15 di lunedì 24 novembre 2025');
    await write(user, form, 'Novità', 'Le tappe di dicembre sono online.');
    await user.click(within(form).getByRole('button', { name: 'Invia...' }));
    expect(within(form).getByRole('group', { name: "Conferma l'invio" })).toHaveTextContent(
      `Invia a 2 iscritti? ${HELD_MAIL_NOTE}`,
    );
  });

  it('cannot be sent to nobody', async () => {
    adminApi.newsletterSubscriptions = [subscriber(3, 'pending')];
    await openPanel();
    const form = await screen.findByRole('form', { name: 'Nuova newsletter' });
    expect(await within(form).findByText(/Nessun destinatario/)).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Invia...' })).toBeDisabled();
  });
});

describe('"Scrivi ai prenotati" on a stop', () => {
  it('writes to the confirmed bookings only, counted, after the confirmation', async () => {
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: `Prenotazioni di ${STOP.title}` }));
    const form = await screen.findByRole('form', { name: `Messaggio ai prenotati di ${STOP.title}` });
    expect(await within(form).findByText('Destinatari: 1 prenotazione confermata.')).toBeVisible();
    expect(within(form).getByText(/Non lo ricevono le persone in lista d'attesa/)).toBeVisible();
    await write(user, form, 'Cambio di piazza', 'Ci vediamo sotto i portici.');
    expect(within(form).getByText(/^Ciao \[nome\], ti scriviamo dallo staff/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Invia...' }));
    await user.click(within(form).getByRole('button', { name: 'Sì, invia' }));
    expect(await screen.findByText('Email in coda')).toBeInTheDocument();
    expect(sent('/api/admin/tour-events/7/messages')).toHaveLength(1);
  });
});
