import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../core/schema/contact.schema';
import { api, server } from '../../../test/web/api-server';
import { contactField, expectFieldError, fillValidContact, openContactForm } from '../../../test/web/contact-form';

/* Issue 22: a refusal of the whole form is never silent and never a bare "try later". */

describe('/contatti when the API refuses the whole form', () => {
  it('a body over the size cap (413) says "Il messaggio è troppo lungo" by the message, not the generic toast', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json({ error: 'Richiesta troppo grande (massimo 100 kB)' }, { status: 413 }),
      ),
    );
    const { user, form } = await openContactForm();
    await fillValidContact(user, form);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    const message = contactField(form, 'Messaggio');
    await screen.findByText(CONTACT_MESSAGES.messageTooLong);
    expectFieldError(message, CONTACT_MESSAGES.messageTooLong);
    expect(message).toHaveValue('Vorrei dare una mano come volontaria a Padova.');
    expect(screen.queryByText('Si è verificato un errore. Riprova più tardi.')).not.toBeInTheDocument();
  });

  it('a form sent too fast shows why, keeps what was typed, and goes once sent again', async () => {
    let answers = 0;
    server.use(
      http.post('*/api/contact', () =>
        answers++ === 0
          ? HttpResponse.json(
              { error: 'Modulo inviato troppo in fretta: controlla i dati e invialo di nuovo.' },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const { user, form } = await openContactForm();
    await fillValidContact(user, form);
    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Modulo inviato troppo in fretta: controlla i dati e invialo di nuovo.',
    );
    expect(screen.queryByText('Messaggio inviato!')).not.toBeInTheDocument();
    expect(contactField(form, 'Nome e cognome')).toHaveValue('Maria Rossi');

    await user.click(form.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Messaggio inviato!')).toBeInTheDocument();
    expect(api.received['/api/contact']).toHaveLength(1);
  });
});
