import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith, server } from '../../test/api-server';
import { notify } from '../../lib/toast';
import { renderRoute } from '../../test/render';
import { UNAUTHORIZED_MESSAGE } from './admin-errors';
import { adminApi, installAdminApi, openPanel } from '../../test/admin-api-server';
import { REDIRECT_DELAY_MS } from './AdminPage';

afterEach(() => vi.restoreAllMocks());

/**
 * When the toast that starts the redirect timer is raised: measuring from the moment the test notices the toast
 * instead would shorten the delay it sees on a busy machine.
 */
function toastRaisedAt(kind: 'success' | 'error'): () => number {
  let raisedAt = Number.NaN;
  const original = notify[kind];
  vi.spyOn(notify, kind).mockImplementation((title, description) => {
    raisedAt = Date.now();
    return original(title, description);
  });
  return () => raisedAt;
}

/** Waits for the login page and returns how long after `since` it appeared. */
async function loginPageAfter(since: number): Promise<number> {
  await screen.findByRole('heading', { name: 'Area Riservata' }, { timeout: 3000 });
  return Date.now() - since;
}

describe('/admin without a session', () => {
  beforeEach(() => installAdminApi({ signedIn: false }));

  it('shows "Caricamento..." while the session check runs', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        '*/api/auth/user',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 }));
          }),
      ),
    );
    renderRoute('/admin');
    expect(await screen.findByText('Caricamento...', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pannello Amministrazione' })).not.toBeInTheDocument();
    answer();
    await screen.findByText(UNAUTHORIZED_MESSAGE);
  });

  it('says "Non autorizzato - Effettua il login…" and goes to /admin-login after 500 ms', async () => {
    const shownAt = toastRaisedAt('error');
    renderRoute('/admin');
    await screen.findByText(UNAUTHORIZED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Area Riservata' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pannello Amministrazione' })).not.toBeInTheDocument();
    expect(await loginPageAfter(shownAt())).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 50);
    expect(screen.getAllByText(UNAUTHORIZED_MESSAGE)).toHaveLength(1);
  });
});

describe('/admin with a session', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it('shows the panel without the public header and footer, with the three empty lists', async () => {
    await openPanel();
    expect(await screen.findByText('Nessuna città aggiunta ancora')).toBeInTheDocument();
    expect(await screen.findByText('Nessuna tappa aggiunta ancora')).toBeInTheDocument();
    expect(await screen.findByText('Nessun materiale aggiunto ancora')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Città visitate (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tappe (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Materiali (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chi Sono' })).not.toBeInTheDocument();
  });

  it('logs out with "Disconnessione effettuata" and goes to /admin-login after 500 ms', async () => {
    const { user } = await openPanel();
    const shownAt = toastRaisedAt('success');
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    await screen.findByText('Disconnessione effettuata');
    expect(adminApi.writes).toEqual(['POST /api/logout']);
    expect(await loginPageAfter(shownAt())).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 50);
    expect(screen.queryByText(UNAUTHORIZED_MESSAGE)).not.toBeInTheDocument();
  });

  it('says "Errore durante la disconnessione" and stays when logout fails', async () => {
    failWith('post', '/api/logout', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByText('Errore durante la disconnessione')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + 100));
    expect(screen.getByRole('heading', { name: 'Pannello Amministrazione' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeEnabled();
  });

  it('goes back to the login when the session ends during a change, keeping nothing half-done', async () => {
    const { user } = await openPanel();
    adminApi.user = null;
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL del file/), 'https://example.it/volantino.pdf');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    await screen.findByText(UNAUTHORIZED_MESSAGE);
    expect(api.campaignMaterials).toEqual([]);
    await loginPageAfter(Date.now());
  });
});

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
    await waitFor(() => expect(screen.getByLabelText(/Nome della città/)).toHaveFocus());
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

describe('deleting after a confirmation', () => {
  beforeEach(() => {
    installAdminApi({ signedIn: true });
    api.visitedCities = [
      {
        id: 1,
        cityName: 'Padova',
        visitDate: '2025-09-20',
        description: null,
        pinX: 55,
        pinY: 70,
        createdAt: '2025-09-20T10:00:00Z',
      },
    ];
    api.campaignMaterials = [
      {
        id: 2,
        title: 'Programma',
        description: null,
        fileUrl: 'https://example.it/p.pdf',
        fileType: 'pdf',
        fileSize: '1 MB',
        createdAt: '2025-09-20T10:00:00Z',
      },
    ];
  });

  it('sends nothing when the admin cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Padova' }));
    expect(confirm).toHaveBeenCalledWith('Eliminare la città "Padova"?');
    expect(adminApi.writes).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Padova' })).toBeInTheDocument();
  });

  it('deletes a city when confirmed: "Città rimossa" and the list refetched', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Padova' }));
    expect(await screen.findByText('Città rimossa')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['DELETE /api/visited-cities/1']);
    expect(await screen.findByText('Nessuna città aggiunta ancora')).toBeInTheDocument();
    // The pressed button is gone: the keyboard continues from the list's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Città visitate (0)' })).toHaveFocus());
  });

  it('deletes a material when confirmed: "Materiale rimosso"', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Elimina Programma' }));
    expect(await screen.findByText('Materiale rimosso')).toBeInTheDocument();
    expect(adminApi.writes).toEqual(['DELETE /api/campaign-materials/2']);
    expect(await screen.findByText('Nessun materiale aggiunto ancora')).toBeInTheDocument();
  });

  it.each([
    ['/api/visited-cities/1', 'Elimina Padova', "Si è verificato un errore nell'eliminazione della città"],
    ['/api/campaign-materials/2', 'Elimina Programma', "Si è verificato un errore nell'eliminazione del materiale"],
  ])('says "Errore" when DELETE %s fails', async (path, button, message) => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    failWith('delete', path, 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Errore')).toBeInTheDocument();
  });
});

describe('materials', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it('adds a material, defaulting its type to pdf: "Materiale aggiunto"', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    expect(within(form).getByLabelText('Tipo di file')).toHaveValue('pdf');
    await user.type(within(form).getByLabelText(/Titolo/), 'Santino elettorale');
    await user.type(within(form).getByLabelText(/URL del file/), 'https://example.it/santino.pdf');
    await user.type(within(form).getByLabelText('Dimensione'), '2.5 MB');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await screen.findByText('Materiale aggiunto')).toBeInTheDocument();
    expect(api.received['/api/campaign-materials']).toEqual([
      {
        title: 'Santino elettorale',
        description: null,
        fileUrl: 'https://example.it/santino.pdf',
        fileType: 'pdf',
        fileSize: '2.5 MB',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Materiali (1)' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('');
  });

  it('refuses a file URL that is not one', async () => {
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL del file/), 'volantino.pdf');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await within(form).findByText('URL file non valido')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);
  });

  it('says "Errore" with the addition message when saving fails', async () => {
    failWith('post', '/api/campaign-materials', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Nuovo materiale' });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL del file/), 'https://example.it/v.pdf');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiunta del materiale")).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('Volantino');
  });
});
