import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, failWith } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { booking, newer, older, signUp } from '../../../../test/web/inbox-rows';
import { describeErasure } from '../../../../core/audit-log-words';

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  installAdminApi({ signedIn: true });
  adminApi.contactSubmissions = [newer, older];
  adminApi.photoBoothEmails = [signUp];
  adminApi.rsvps = [
    { ...booking, email: 'anna@example.it' },
    { ...booking, id: 2, email: 'marco@example.it' },
  ];
});

describe('personal data: retention and erasure', () => {
  it("erases one person's records after confirmation and reports how many went", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Cancellazione dati' });
    await user.type(within(form).getByLabelText(/Email della persona/), ' Anna@Example.it ');
    await user.click(within(form).getByRole('button', { name: 'Elimina tutti i dati' }));
    expect(confirm).toHaveBeenCalledWith(
      "Eliminare tutti i dati di Anna@Example.it? L'operazione non si può annullare.",
    );
    expect(await screen.findByText('Dati eliminati')).toBeInTheDocument();
    const summary =
      'Eliminati: 1 messaggio, 1 iscrizione al generatore di immagini, 0 iscrizioni alla newsletter, ' +
      '1 prenotazione, 0 richieste di prenotazione da confermare, 0 volontari, ' +
      '0 ingressi senza prenotazione registrati alla porta, 0 consensi registrati.';
    expect(screen.getAllByText(summary, { exact: false }).length).toBeGreaterThan(0);
    expect(api.received['/api/admin/personal-data']).toEqual([{ email: 'Anna@Example.it' }]);
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Nessuna iscrizione ricevuta ancora')).toBeInTheDocument();
  });

  it('sends nothing when the erasure is not confirmed, or the address is not valid', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Cancellazione dati' });
    await user.type(within(form).getByLabelText(/Email della persona/), 'non-una-mail');
    await user.click(within(form).getByRole('button', { name: 'Elimina tutti i dati' }));
    expect(await within(form).findByText('Email non valida')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Email della persona/));
    await user.type(within(form).getByLabelText(/Email della persona/), 'anna@example.it');
    await user.click(within(form).getByRole('button', { name: 'Elimina tutti i dati' }));
    expect(window.confirm).toHaveBeenCalledTimes(1);
    expect(adminApi.writes).toEqual([]);
  });

  it('says "Errore" when the erasure fails', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    failWith('delete', '/api/admin/personal-data', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = await openPanel();
    const form = screen.getByRole('form', { name: 'Cancellazione dati' });
    await user.type(within(form).getByLabelText(/Email della persona/), 'anna@example.it');
    await user.click(within(form).getByRole('button', { name: 'Elimina tutti i dati' }));
    expect(await screen.findByText("Si è verificato un errore nell'eliminazione dei dati")).toBeInTheDocument();
  });

  it('shows the retention date and how much the daily job will delete after it', async () => {
    await openPanel();
    expect(
      await screen.findByText(
        'Conservazione dei dati: dopo il mercoledì 31 dicembre 2025 verranno cancellati automaticamente 2 messaggi, ' +
          '1 iscrizione al generatore di immagini, 0 iscrizioni alla newsletter e 2 prenotazioni.',
      ),
    ).toBeInTheDocument();
  });

  it('describes counts in correct Italian singulars and plurals', () => {
    expect(
      describeErasure({
        contactSubmissions: 2,
        photoBoothEmails: 1,
        newsletterSubscriptions: 1,
        rsvps: 3,
        rsvpRequests: 1,
        consents: 2,
      }),
    ).toBe(
      'Eliminati: 2 messaggi, 1 iscrizione al generatore di immagini, 1 iscrizione alla newsletter, ' +
        '3 prenotazioni, 1 richiesta di prenotazione da confermare, 2 consensi registrati.',
    );
  });
});
