import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../test/web/admin-api-server';
import { SILENCE_CONFIRMATION } from './electoral-silence';

beforeEach(() => installAdminApi({ signedIn: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const inSilence = () => vi.useFakeTimers({ now: new Date('2025-11-23T10:00:00Z'), toFake: ['Date'] });

async function addStop(user: Awaited<ReturnType<typeof openPanel>>['user']) {
  const form = screen.getByRole('form', { name: 'Nuova tappa' });
  await user.type(within(form).getByLabelText(/Titolo/), 'Comizio in piazza');
  await user.type(within(form).getByLabelText(/Località/), 'Feltre');
  await user.type(within(form).getByLabelText(/Data/), '2025-11-30');
  await user.click(within(form).getByRole('button', { name: 'Aggiungi Tappa' }));
  return form;
}

describe('the admin panel during the electoral silence', () => {
  it('says "Silenzio elettorale" and publishes a new stop only once confirmed', async () => {
    inSilence();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await openPanel();
    expect(screen.getByRole('note')).toHaveTextContent('Silenzio elettorale');

    const form = await addStop(user);
    expect(confirm).toHaveBeenCalledWith(SILENCE_CONFIRMATION);
    expect(api.received['/api/tour-events'] ?? []).toEqual([]);
    // Refused: nothing is lost, the form keeps what was typed.
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('Comizio in piazza');

    await user.click(within(form).getByRole('button', { name: 'Aggiungi Tappa' }));
    expect(await screen.findByText('Tappa aggiunta')).toBeInTheDocument();
    expect(api.received['/api/tour-events']).toHaveLength(1);
  });

  it('asks before adding a material too', async () => {
    inSilence();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: /materiale/i });
    await user.type(within(form).getByLabelText(/Titolo/), 'Volantino');
    await user.type(within(form).getByLabelText(/URL/), 'https://example.it/volantino.pdf');
    await user.click(within(form).getByRole('button', { name: /Aggiungi/ }));
    expect(confirm).toHaveBeenCalledWith(SILENCE_CONFIRMATION);
    expect(api.received['/api/campaign-materials'] ?? []).toEqual([]);
  });

  it('neither warns nor asks during the campaign', async () => {
    vi.useFakeTimers({ now: new Date('2025-11-10T10:00:00Z'), toFake: ['Date'] });
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = await openPanel();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await addStop(user);
    expect(await screen.findByText('Tappa aggiunta')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
