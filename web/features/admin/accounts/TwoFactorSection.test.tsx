import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { TEST_CODE, TEST_RECOVERY_CODES, accountsApi } from '../../../../test/web/admin-accounts-api';
import { SECOND_FACTOR_MAX_WRONG_CODES, TWO_FACTOR_MESSAGES } from '../../../../core/schema/two-factor.schema';
import { ADMIN_PASSWORD } from '../../../../test/web/admin-api-store';
import { renderRoute } from '../../../../test/web/render';

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Sezioni del pannello' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('"Verifica in due passaggi"', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it('turns on with the password, the QR code and a first code, then shows the 10 recovery codes once', async () => {
    const { user } = await openPanel();
    const section = screen.getByRole('region', { name: 'Verifica in due passaggi' });
    const start = await within(section).findByRole('form', { name: 'Attiva la verifica in due passaggi' });
    await user.click(within(start).getByRole('button', { name: 'Attiva' }));
    expect(await within(start).findByText('Inserisci la password attuale')).toBeInTheDocument();
    await user.type(within(start).getByLabelText(/Password attuale/), 'non-è-questa');
    await user.click(within(start).getByRole('button', { name: 'Attiva' }));
    expect(await within(start).findByText('La password attuale non è corretta')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    await user.clear(within(start).getByLabelText(/Password attuale/));
    await user.type(within(start).getByLabelText(/Password attuale/), ADMIN_PASSWORD);
    await user.click(within(start).getByRole('button', { name: 'Attiva' }));
    expect(await within(section).findByRole('img', { name: 'Codice QR da inquadrare' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Conferma la verifica in due passaggi' });
    await user.type(within(form).getByLabelText(/Codice dall’app/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Conferma' }));
    expect(await within(form).findByText('Codice non valido')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/Codice dall’app/));
    await user.type(within(form).getByLabelText(/Codice dall’app/), TEST_CODE);
    await user.click(within(form).getByRole('button', { name: 'Conferma' }));
    const codes = await within(section).findByRole('status');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(TEST_RECOVERY_CODES);
    expect(await within(section).findByText(/Attiva: all’accesso/)).toBeInTheDocument();
    await user.click(within(codes).getByRole('button', { name: 'Li ho salvati' }));
    expect(within(section).queryByText(TEST_RECOVERY_CODES[0])).not.toBeInTheDocument();
  });

  it('moves to a new phone only with the password and a code from the app in use', async () => {
    accountsApi.twoFactor = { enabled: true, required: false };
    const { user } = await openPanel();
    const section = screen.getByRole('region', { name: 'Verifica in due passaggi' });
    const move = await within(section).findByRole('form', { name: 'Cambia il telefono della verifica' });
    await user.type(within(move).getByLabelText(/Password attuale/), ADMIN_PASSWORD);
    await user.type(within(move).getByLabelText(/Codice dall’app in uso/), '111111');
    await user.click(within(move).getByRole('button', { name: 'Cambia telefono' }));
    expect(await within(move).findByText('Codice non valido')).toBeInTheDocument();
    await user.clear(within(move).getByLabelText(/Codice dall’app in uso/));
    await user.type(within(move).getByLabelText(/Codice dall’app in uso/), TEST_CODE);
    await user.click(within(move).getByRole('button', { name: 'Cambia telefono' }));
    expect(await within(section).findByRole('img', { name: 'Codice QR da inquadrare' })).toBeInTheDocument();
  });

  it("the owner's notice stays until the owner requires it; then it is on for owners and segreteria", async () => {
    const { user } = await openPanel();
    expect(screen.getByText(/La verifica in due passaggi non è obbligatoria/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Richiedi la verifica in due passaggi/ }));
    expect(await screen.findByText('Verifica in due passaggi obbligatoria')).toBeInTheDocument();
    expect(accountsApi.twoFactor.required).toBe(true);
    expect(screen.queryByText(/La verifica in due passaggi non è obbligatoria/)).not.toBeInTheDocument();
  });
});

describe('an account the owner requires a second factor of, without one yet', () => {
  it('reaches only the enrolment and its password, and is told why', async () => {
    installAdminApi({ signedIn: true, role: 'inbox' });
    accountsApi.twoFactor = { enabled: false, required: true };
    await openPanel();
    expect(await screen.findByText(/Il titolare richiede la verifica in due passaggi/)).toBeInTheDocument();
    expect(navLinks()).toEqual(['Verifica in due passaggi', 'Password', 'Sessioni']);
    expect(screen.queryByRole('heading', { name: 'Messaggi e Iscrizioni' })).not.toBeInTheDocument();
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, then opens the panel', async () => {
    installAdminApi({ signedIn: false });
    accountsApi.loginNeedsCode = true;
    const { user } = renderRoute('/admin-login');
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'veneto2025');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const form = await screen.findByRole('form', { name: 'Codice di verifica' });
    await user.type(within(form).getByLabelText(/Codice di verifica/), '135790');
    await user.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByText('Codice non valido')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Codice di verifica/));
    await user.type(within(form).getByLabelText(/Codice di verifica/), TEST_CODE);
    await user.click(within(form).getByRole('button', { name: 'Verifica' }));
    expect(await screen.findByRole('heading', { name: 'Pannello Amministrazione' })).toBeInTheDocument();
  });

  it(`after ${SECOND_FACTOR_MAX_WRONG_CODES} wrong codes, says the sign-in is void and asks for the password again`, async () => {
    installAdminApi({ signedIn: false });
    accountsApi.loginNeedsCode = true;
    const { user } = renderRoute('/admin-login');
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const form = await screen.findByRole('form', { name: 'Codice di verifica' });
    for (let i = 0; i < SECOND_FACTOR_MAX_WRONG_CODES; i++) {
      await user.clear(within(form).getByLabelText(/Codice di verifica/));
      await user.type(within(form).getByLabelText(/Codice di verifica/), '135790');
      await user.click(within(form).getByRole('button', { name: 'Verifica' }));
    }
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.voided)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Codice di verifica' })).not.toBeInTheDocument();
  });
});
