import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/web/api-server';
import { renderWithToaster } from '../../test/web/render';
import { NewsletterSignup } from './NewsletterSignup';

const DONE = "Grazie! Controlla la tua email per confermare l'iscrizione: ti abbiamo scritto un link, valido 7 giorni.";

function renderSignup() {
  // The sign-up sits on the home page and on every stop page: the consent records the page it was given on.
  window.history.replaceState(null, '', '/tappe/3');
  const { user } = renderWithToaster(<NewsletterSignup />);
  return { user, form: screen.getByRole('form', { name: 'Resta aggiornato' }) };
}

describe('"Resta aggiornato"', () => {
  it('subscribes with the email, the optional name and the consent, then asks to confirm from the mail', async () => {
    const { user, form } = renderSignup();
    await user.type(within(form).getByLabelText(/Email/), 'chiara@example.it');
    await user.type(within(form).getByLabelText('Nome (facoltativo)'), 'Chiara');
    await user.click(within(form).getByRole('checkbox', { name: /informativa privacy/ }));
    await user.click(within(form).getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
    expect(screen.getByText('Quasi fatto!')).toBeInTheDocument();
    expect(api.received['/api/newsletter-subscriptions']).toEqual([
      {
        email: 'chiara@example.it',
        name: 'Chiara',
        privacyAccepted: 1,
        website: '',
        fillTimeMs: expect.any(Number),
        sourcePage: '/tappe/3',
      },
    ]);
  });

  it('links the consent to the privacy page', () => {
    const { form } = renderSignup();
    expect(within(form).getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('says "Email non valida" and asks for the consent, sending nothing', async () => {
    const { user, form } = renderSignup();
    await user.type(within(form).getByLabelText(/Email/), 'non-una-email');
    await user.click(within(form).getByRole('button', { name: 'Iscriviti' }));
    expect(await within(form).findByText('Email non valida')).toBeInTheDocument();
    expect(within(form).getByText("Devi accettare l'informativa privacy")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveFocus();
    expect(api.received['/api/newsletter-subscriptions']).toBeUndefined();
  });

  it('answers an address already subscribed like a new one, as the API does', async () => {
    const { user, form } = renderSignup();
    await user.type(within(form).getByLabelText(/Email/), 'chiara@example.it');
    await user.click(within(form).getByRole('checkbox', { name: /informativa privacy/ }));
    await user.click(within(form).getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByText(DONE)).toBeInTheDocument();
  });

  it('says "Errore" and keeps what was typed when the API fails', async () => {
    server.use(http.post('*/api/newsletter-subscriptions', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    const { user, form } = renderSignup();
    await user.type(within(form).getByLabelText(/Email/), 'chiara@example.it');
    await user.click(within(form).getByRole('checkbox', { name: /informativa privacy/ }));
    await user.click(within(form).getByRole('button', { name: 'Iscriviti' }));
    expect(await screen.findByText(/Si è verificato un errore. Riprova più tardi./)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveValue('chiara@example.it');
  });
});
