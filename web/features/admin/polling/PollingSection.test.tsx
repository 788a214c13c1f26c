import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../core/api-paths';
import { POLLING_MESSAGES } from '../../../../core/schema/polling-section.schema';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { pollingApi } from '../../../../test/web/admin-polling-api';
import { api } from '../../../../test/web/api-server';

const CSV =
  'comune,numero,indirizzo\nPadova,1,Scuola Galilei\nMilano,1,Scuola Manzoni\nPadova,2,Scuola Muratori\nVenezia,1,Scuola Gozzi\n';

const ANNA = {
  volunteerId: 7,
  name: 'Anna Bianchi',
  email: 'anna@example.it',
  phone: null,
  electoralComune: 'Padova',
  electoralSection: '12',
  sectionId: null,
};

afterEach(() => vi.useRealTimers());

/** The panel as the segreteria sees it, at the rappresentanti's section. */
async function openSection() {
  installAdminApi({ signedIn: true, role: 'inbox' });
  const rendered = await openPanel();
  const region = await screen.findByRole('region', { name: 'Rappresentanti di lista' });
  return { ...rendered, section: within(region) };
}

describe('"Rappresentanti di lista" in the panel', () => {
  it('imports a CSV of sections, says what it did and each refused line, and shows the coverage', async () => {
    const { user, section } = await openSection();
    expect(await section.findByText('Nessuna sezione importata ancora')).toBeVisible();
    await user.upload(
      section.getByLabelText('File CSV delle sezioni'),
      new File([CSV], 'sezioni.csv', { type: 'text/csv' }),
    );
    await user.click(section.getByRole('button', { name: 'Importa sezioni' }));
    const status = await section.findByText(/Importate 3 sezioni: 3 nuove, 0 aggiornate\. Righe scartate: 1\./);
    expect(status).toBeVisible();
    expect(section.getByText(`Riga 3: ${POLLING_MESSAGES.comune}`)).toBeVisible();
    const table = await section.findByRole('table', { name: 'Copertura delle sezioni per comune' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['ComuneSezioniEffettiviSupplentiScoperte', 'Padova (PD)2002', 'Venezia (VE)1001']);
    expect(
      section.getByRole('img', {
        name: /Treviso: nessuna sezione importata; Venezia: 0 sezioni coperte su 1; Padova: 0 sezioni coperte su 2/,
      }),
    ).toBeVisible();
  });

  it('assigns an effettivo from the people who offered, and the coverage and its filter follow', async () => {
    const { user, section } = await openSection();
    pollingApi.representatives = [ANNA];
    await user.upload(
      section.getByLabelText('File CSV delle sezioni'),
      new File([CSV], 'sezioni.csv', { type: 'text/csv' }),
    );
    await user.click(section.getByRole('button', { name: 'Importa sezioni' }));
    await user.click(await section.findByRole('button', { name: 'Padova (PD)' }));
    const effettivo = await section.findByRole('combobox', { name: 'Effettivo della sezione 1' });
    await user.selectOptions(effettivo, 'Anna Bianchi – elettore a Padova');
    await user.click(section.getByRole('button', { name: 'Salva la sezione 1' }));
    await waitFor(() =>
      expect(api.received['/api/admin/polling-sections/1']).toEqual([{ effettivo: 7, supplente: null }]),
    );
    const table = section.getByRole('table', { name: 'Copertura delle sezioni per comune' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Padova/ })).toHaveTextContent('Padova (PD)2101'),
    );
    // Anna holds section 1 now: section 2 cannot have her too.
    const other = section.getByRole('combobox', { name: 'Effettivo della sezione 2' });
    expect(within(other).getByRole('option', { name: /Anna Bianchi.*già alla sezione 1/ })).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: 'Solo sezioni scoperte' }));
    expect(section.queryByRole('combobox', { name: 'Effettivo della sezione 1' })).toBeNull();
    expect(section.getByRole('combobox', { name: 'Effettivo della sezione 2' })).toBeVisible();
    await user.click(section.getByRole('checkbox', { name: 'Solo comuni con sezioni scoperte' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(section.getByRole('link', { name: 'Designazioni (PDF)' })).toHaveAttribute(
      'href',
      `${API.adminDesignations}?comune=028060&format=pdf`,
    );
  });

  it('warns of a designation deadline from 7 days before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-15T10:00:00Z'));
    const { section } = await openSection();
    expect(await section.findByRole('alert')).toHaveTextContent(
      "Scadenza delle designazioni entro 7 giorni: Consegna all'ufficio elettorale del comune (segretario comunale) entro giovedì 20 novembre 2025",
    );
  });

  it('is not shown to the redazione', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    await openPanel();
    expect(screen.queryByRole('link', { name: 'Rappresentanti' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rappresentanti di lista' })).toBeNull();
  });
});
