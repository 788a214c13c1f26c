import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith, server } from '../../../test/web/api-server';
import { notify } from '../../lib/toast';
import { renderRoute } from '../../../test/web/render';
import { UNAUTHORIZED_MESSAGE } from './admin-errors';
import { installAdminApi, openPanel } from '../../../test/web/admin-api-server';
import { adminApi } from '../../../test/web/admin-api-store';
import { REDIRECT_DELAY_MS } from './AdminGate';

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
