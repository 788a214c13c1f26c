import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, failWith, server } from '../../../test/web/api-server';
import { contactField, expectFieldError, fillValidContact, openContactForm } from '../../../test/web/contact-form';

// The page the form is on, as the browser's address says: recorded with a consent.
beforeEach(() => window.history.replaceState(null, '', '/contatti'));

const MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  email: 'Email non valida',
  message: 'Il messaggio deve contenere almeno 10 caratteri',
  privacy: "Devi accettare l'informativa privacy",
};

const openForm = openContactForm;
const field = contactField;
const fillValid = fillValidContact;

describe('/contatti: validation', () => {
  it('shows every message of the schema on an empty submit and focuses the first invalid field', async () => {
    const { user, form } = await openForm();
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));

    expect(await form.findByText(MESSAGES.name)).toBeInTheDocument();
    expectFieldError(field(form, 'Nome e cognome'), MESSAGES.name);
    expectFieldError(field(form, 'Email'), MESSAGES.email);
    expectFieldError(field(form, 'Messaggio'), MESSAGES.message);
    expectFieldError(form.getByRole('checkbox', { name: /Ho letto e accetto/ }), MESSAGES.privacy);
    expect(field(form, 'Telefono (facoltativo)')).not.toHaveAttribute('aria-invalid');
    expect(field(form, 'Nome e cognome')).toHaveFocus();
    expect(api.received['/api/contact']).toBeUndefined();
  });

  it.each([
    ['a one-letter name', 'Nome e cognome', 'M', MESSAGES.name],
    ['a bad email', 'Email', 'maria.rossi@', MESSAGES.email],
    ['a short message', 'Messaggio', 'Ciao!', MESSAGES.message],
  ])('refuses %s with its exact message, and focuses that field', async (_, label, value, message) => {
    const { user, form } = await openForm();
    await fillValid(user, form);
    await user.clear(field(form, label));
    await user.type(field(form, label), value);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expectFieldError(field(form, label), message);
    expect(field(form, label)).toHaveFocus();
    expect(api.received['/api/contact']).toBeUndefined();
  });

  it('requires the privacy checkbox', async () => {
    const { user, form } = await openForm();
    await fillValid(user, form);
    const privacy = form.getByRole('checkbox', { name: /Ho letto e accetto/ });
    await user.click(privacy);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await form.findByText(MESSAGES.privacy)).toBeInTheDocument();
    expectFieldError(privacy, MESSAGES.privacy);
    expect(privacy).toHaveFocus();
    expect(api.received['/api/contact']).toBeUndefined();
  });
});

describe('/contatti: sending', () => {
  it('reads "Invio in corso..." and is disabled while sending, then thanks and resets', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await held;
        return HttpResponse.json({ id: 7, ...body, createdAt: '2025-10-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    const { user, form } = await openForm();
    await fillValid(user, form);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));

    const sending = await form.findByRole('button', { name: 'Invio in corso...' });
    expect(sending).toBeDisabled();
    release();

    expect(await screen.findByText('Messaggio inviato!')).toBeInTheDocument();
    expect(screen.getByText('Grazie per averci contattato. Ti risponderemo al più presto.')).toBeInTheDocument();
    const panel = await screen.findByRole('heading', { name: 'Grazie, abbiamo ricevuto il tuo messaggio' });
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Invia un messaggio' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invia un altro messaggio' }));
    const again = within(await screen.findByRole('form', { name: 'Invia un messaggio' }));
    expect(field(again, 'Nome e cognome')).toHaveValue('');
    expect(field(again, 'Nome e cognome')).toHaveFocus();
    expect(field(again, 'Email')).toHaveValue('');
    expect(field(again, 'Messaggio')).toHaveValue('');
    expect(again.getByRole('checkbox', { name: /Ho letto e accetto/ })).not.toBeChecked();
    expect(again.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  });

  it('posts the trimmed values with privacyAccepted 1 and marketingConsent 0 by default', async () => {
    const { user, form } = await openForm();
    await fillValid(user, form);
    await user.type(field(form, 'Nome e cognome'), '  ');
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    await screen.findByText('Messaggio inviato!');
    expect(api.received['/api/contact']).toEqual([
      {
        name: 'Maria Rossi',
        email: 'maria.rossi@example.it',
        phone: '+39 049 123 4567',
        message: 'Vorrei dare una mano come volontaria a Padova.',
        privacyAccepted: 1,
        marketingConsent: 0,
        // Issue 12's bot guard: the honeypot left empty and how long the form was open.
        website: '',
        fillTimeMs: expect.any(Number),
        // The page the form was on, recorded with a consent.
        sourcePage: '/contatti',
      },
    ]);
  });

  it('posts marketingConsent 1 when the box is ticked, and phone null when left empty', async () => {
    const { user, form } = await openForm();
    await fillValid(user, form, { marketing: true });
    await user.clear(field(form, 'Telefono (facoltativo)'));
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    await screen.findByText('Messaggio inviato!');
    expect(api.received['/api/contact']).toEqual([
      expect.objectContaining({ phone: null, privacyAccepted: 1, marketingConsent: 1 }),
    ]);
  });

  it('carries a honeypot nobody sees or tabs to, and sends what a bot would type in it', async () => {
    const { user, form } = await openForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    await fillValid(user, form);
    trap.value = 'https://spam.example';
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    await screen.findByText('Messaggio inviato!');
    expect(api.received['/api/contact']).toEqual([expect.objectContaining({ website: 'https://spam.example' })]);
  });

  it('on a failure shows the error toast and keeps every typed value', async () => {
    failWith('post', '/api/contact', 500, 'Errore interno');
    const { user, form } = await openForm();
    await fillValid(user, form, { marketing: true });
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    expect(screen.queryByText('Messaggio inviato!')).not.toBeInTheDocument();
    expect(field(form, 'Nome e cognome')).toHaveValue('Maria Rossi');
    expect(field(form, 'Email')).toHaveValue('maria.rossi@example.it');
    expect(field(form, 'Telefono (facoltativo)')).toHaveValue('+39 049 123 4567');
    expect(field(form, 'Messaggio')).toHaveValue('Vorrei dare una mano come volontaria a Padova.');
    expect(form.getByRole('checkbox', { name: /Ho letto e accetto/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /aggiornamenti/ })).toBeChecked();
    expect(form.getByRole('button', { name: 'Invia messaggio' })).toBeEnabled();
  });

  it('on a network failure shows the same error toast', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.error()));
    const { user, form } = await openForm();
    await fillValid(user, form);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    expect(field(form, 'Nome e cognome')).toHaveValue('Maria Rossi');
  });

  it("shows the server's field messages of a 400 next to their fields", async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { error: 'Dati non validi', fields: { phone: 'Numero di telefono non valido' } },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openForm();
    await fillValid(user, form);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Si è verificato un errore. Riprova più tardi.')).toBeInTheDocument();
    const phone = field(form, 'Telefono (facoltativo)');
    expectFieldError(phone, 'Numero di telefono non valido');
    expect(phone).toHaveFocus();
    expect(phone).toHaveValue('+39 049 123 4567');
  });
});
