import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith, server } from '../../../../test/web/api-server';
import { renderRoute } from '../../../../test/web/render';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

afterEach(() => vi.restoreAllMocks());

describe('map pins', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  const RECT = {
    left: 100,
    top: 50,
    width: 400,
    height: 300,
    right: 500,
    bottom: 350,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  };

  async function clickMap(user: ReturnType<typeof renderRoute>['user'], clientX: number, clientY: number) {
    const placer = screen.getByRole('button', { name: /Clicca sulla mappa/ });
    vi.spyOn(placer, 'getBoundingClientRect').mockReturnValue(RECT as DOMRect);
    await user.pointer({ keys: '[MouseLeft]', target: placer, coords: { clientX, clientY } });
  }

  it('"Aggiungi Pin" toggles placement mode', async () => {
    const { user } = await openPanel();
    const toggle = screen.getByRole('button', { name: 'Aggiungi Pin' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Clicca sulla mappa/ })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /Clicca sulla mappa/ })).not.toBeInTheDocument();
  });

  it('places a pin with one click, leaves placement mode, and saves the city with its position', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 200, 200);
    expect(screen.getByRole('button', { name: 'Aggiungi Pin' })).toHaveAttribute('aria-pressed', 'false');
    const form = screen.getByRole('form', { name: 'Dettagli della città' });
    expect(within(form).getByText("Pin a 25% da sinistra e 50% dall'alto.")).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Nome della città/), 'Vicenza');
    await user.type(within(form).getByLabelText('Data della visita'), '2025-10-12');
    await user.type(within(form).getByLabelText('Descrizione'), 'Incontro in piazza');
    await user.click(within(form).getByRole('button', { name: 'Salva Città' }));
    expect(await screen.findByText('Città aggiunta')).toBeInTheDocument();
    expect(api.received['/api/visited-cities']).toEqual([
      { cityName: 'Vicenza', visitDate: '2025-10-12', description: 'Incontro in piazza', pinX: 25, pinY: 50 },
    ]);
    expect(await screen.findByRole('heading', { name: 'Città visitate (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vicenza' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Dettagli della città' })).not.toBeInTheDocument();
  });

  it('clamps a click outside the map to 0–100', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 900, -40);
    expect(screen.getByText("Pin a 100% da sinistra e 0% dall'alto.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome della città/), 'Cortina');
    await user.click(screen.getByRole('button', { name: 'Salva Città' }));
    await screen.findByText('Città aggiunta');
    expect(api.received['/api/visited-cities']).toEqual([
      { cityName: 'Cortina', visitDate: null, description: null, pinX: 100, pinY: 0 },
    ]);
  });

  it('lets a keyboard user place the pin by typing its position, clamped', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await user.clear(screen.getByLabelText('Da sinistra (%)'));
    await user.type(screen.getByLabelText('Da sinistra (%)'), '130');
    await user.clear(screen.getByLabelText("Dall'alto (%)"));
    await user.type(screen.getByLabelText("Dall'alto (%)"), '33.5');
    await user.click(screen.getByRole('button', { name: 'Posiziona il pin' }));
    expect(screen.getByText("Pin a 100% da sinistra e 33.5% dall'alto.")).toBeInTheDocument();
    // Found once, not at every check: a label query over the whole panel at each of waitFor's checks took the
    // turns of the event loop that the focus, moved after the next frame, waits for (5 s on a loaded machine).
    const cityName = within(screen.getByRole('form', { name: 'Dettagli della città' })).getByLabelText(
      /Nome della città/,
    );
    await waitFor(() => expect(cityName).toHaveFocus());
  });

  it('"Annulla" clears the pin without sending anything', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 300, 100);
    await user.type(screen.getByLabelText(/Nome della città/), 'Rovigo');
    await user.click(
      within(screen.getByRole('form', { name: 'Dettagli della città' })).getByRole('button', { name: 'Annulla' }),
    );
    expect(screen.queryByRole('form', { name: 'Dettagli della città' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Nuovo pin/ })).not.toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('shows the name error and keeps the pin when the city name is too short', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 300, 100);
    await user.type(screen.getByLabelText(/Nome della città/), 'A');
    await user.click(screen.getByRole('button', { name: 'Salva Città' }));
    expect(await screen.findByText('Il nome della città deve contenere almeno 2 caratteri')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('says "Errore" with the addition message and keeps what was typed when saving fails', async () => {
    failWith('post', '/api/visited-cities', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 300, 100);
    await user.type(screen.getByLabelText(/Nome della città/), 'Belluno');
    await user.click(screen.getByRole('button', { name: 'Salva Città' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiunta della città")).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nome della città/)).toHaveValue('Belluno');
  });

  it('shows the server’s field messages next to the inputs', async () => {
    server.use(
      http.post('*/api/visited-cities', () =>
        HttpResponse.json(
          {
            error: 'Dati non validi',
            fields: { cityName: 'Il nome della città può contenere al massimo 100 caratteri' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Aggiungi Pin' }));
    await clickMap(user, 300, 100);
    await user.type(screen.getByLabelText(/Nome della città/), 'Treviso');
    await user.click(screen.getByRole('button', { name: 'Salva Città' }));
    expect(await screen.findByText('Il nome della città può contenere al massimo 100 caratteri')).toBeInTheDocument();
  });
});
