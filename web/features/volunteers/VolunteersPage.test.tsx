import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { VOLUNTEER_MESSAGES } from '../../../core/schema/volunteer.schema';
import { api, handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

/** The /volontari page with its form loaded. */
async function openForm(path = '/volontari') {
  const rendered = renderRoute(path);
  const form = await screen.findByRole('form', { name: 'Offri la tua disponibilità' });
  return { ...rendered, form };
}

const TOO_MANY_REQUESTS = 'Troppe richieste: riprova tra qualche minuto.';

describe('/volontari', () => {
  it('says what volunteers do, and labels every control of its form', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Diventa volontario' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cosa fanno i volontari' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nome e cognome/)).toBeRequired();
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Telefono (facoltativo)')).toHaveAttribute('type', 'tel');
    const comune = within(form).getByRole('combobox', { name: /Comune/ });
    // The suggestions: the comuni of Veneto, as a list the input names.
    // Written once the form runs in the browser, not into the page's HTML.
    const list = await waitFor(() => {
      const found = document.getElementById(comune.getAttribute('list') ?? '');
      expect(found?.tagName).toBe('DATALIST');
      return found;
    });
    expect(list?.querySelectorAll('option')).toHaveLength(563);
    expect(list?.querySelector('option[value="Castelfranco Veneto"]')).not.toBeNull();
    const activities = within(form).getByRole('group', { name: /Cosa ti piacerebbe fare/ });
    expect(
      within(activities)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['banchetti', 'volantinaggio', 'eventi', 'telefonate', 'social', 'rappresentante-di-lista']);
    expect(within(form).getByLabelText(/Quando sei disponibile/)).toBeInTheDocument();
    const consent = within(form).getByRole('checkbox', { name: /rivelano un'opinione politica/ });
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleName(/art\. 9, par\. 2, lett\. a GDPR/);
    expect(within(form).getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('sends the offer as the API takes it, and says so in place of the form', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/Nome e cognome/), 'Marco Rossi');
    await user.type(within(form).getByLabelText(/^Email/), 'marco@example.it');
    await user.type(within(form).getByRole('combobox', { name: /Comune/ }), 'Castelfranco Veneto');
    await user.click(within(form).getByRole('checkbox', { name: 'Banchetti e gazebo' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Telefonate' }));
    await user.type(within(form).getByLabelText(/Quando sei disponibile/), 'Il sabato');
    await user.click(within(form).getByRole('checkbox', { name: /opinione politica/ }));
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    const done = await screen.findByText(VOLUNTEER_MESSAGES.requested);
    expect(done).toHaveFocus();
    expect(api.received['/api/volunteers']).toEqual([
      {
        name: 'Marco Rossi',
        email: 'marco@example.it',
        phone: null,
        comune: 'Castelfranco Veneto',
        activities: ['banchetti', 'telefonate'],
        availability: 'Il sabato',
        privacyAccepted: 1,
        website: '',
        fillTimeMs: expect.any(Number),
        sourcePage: expect.any(String),
      },
    ]);
  });

  it("carries a friend's link (`?ref=`, `utm_*`) from the page's address into the POST, and nothing malformed", async () => {
    // The browser's address, which the form reads when it is sent (the test's router keeps its own).
    window.history.replaceState(null, '', '/volontari?ref=K7M2QX9P&utm_source=whatsapp&utm_medium=%3Cx%3E');
    const { user, form } = await openForm('/volontari?ref=K7M2QX9P&utm_source=whatsapp&utm_medium=%3Cx%3E');
    await user.type(within(form).getByLabelText(/Nome e cognome/), 'Marco Rossi');
    await user.type(within(form).getByLabelText(/^Email/), 'marco@example.it');
    await user.type(within(form).getByRole('combobox', { name: /Comune/ }), 'Padova');
    await user.click(within(form).getByRole('checkbox', { name: 'Volantinaggio' }));
    await user.click(within(form).getByRole('checkbox', { name: /opinione politica/ }));
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    await screen.findByText(VOLUNTEER_MESSAGES.requested);
    const [sent] = api.received['/api/volunteers'] as Record<string, unknown>[];
    expect(sent).toMatchObject({ ref: 'K7M2QX9P', utm_source: 'whatsapp' });
    expect(sent).not.toHaveProperty('utm_medium');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    window.history.replaceState(null, '', '/');
  });

  it('says in Italian what is missing or wrong, and sends nothing', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByRole('combobox', { name: /Comune/ }), 'Milano');
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    expect(await within(form).findByText(VOLUNTEER_MESSAGES.name)).toBeInTheDocument();
    expect(within(form).getByText('Email non valida')).toBeInTheDocument();
    expect(within(form).getByText(VOLUNTEER_MESSAGES.comune)).toBeInTheDocument();
    expect(within(form).getByText(VOLUNTEER_MESSAGES.activities)).toBeInTheDocument();
    expect(within(form).getByText(VOLUNTEER_MESSAGES.privacy)).toBeInTheDocument();
    expect(api.received['/api/volunteers']).toBeUndefined();
  });

  it("says the API's refusal above the button", async () => {
    server.use(handle('POST', API.volunteers, () => HttpResponse.json({ error: TOO_MANY_REQUESTS }, { status: 429 })));
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText(/Nome e cognome/), 'Marco Rossi');
    await user.type(within(form).getByLabelText(/^Email/), 'marco@example.it');
    await user.type(within(form).getByRole('combobox', { name: /Comune/ }), 'Padova');
    await user.click(within(form).getByRole('checkbox', { name: 'Social network' }));
    await user.click(within(form).getByRole('checkbox', { name: /opinione politica/ }));
    await user.click(within(form).getByRole('button', { name: 'Offri la tua disponibilità' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TOO_MANY_REQUESTS);
  });
});
