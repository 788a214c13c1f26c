import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../core/schema/audit-log.schema';
import { installAdminApi, openPanel } from '../../test/admin-api-server';
import { accountsApi } from '../../test/admin-accounts-api';
import { subjectLabel } from './AuditLogSection';

const row = (id: number, entry: Partial<AuditEntry>): AuditEntry => ({
  id,
  createdAt: '2025-11-20T17:30:00.000Z',
  actorUsername: 'admin',
  address: '203.0.113.0/24',
  action: 'update',
  subject: 'tour_events:12',
  details: {},
  ...entry,
});

describe('"Registro attività"', () => {
  beforeEach(() => {
    installAdminApi({ signedIn: true });
    accountsApi.accounts.push({ ...accountsApi.accounts[0], id: 'b', username: 'marco', role: 'editor' });
    accountsApi.auditLog = [
      row(3, { details: { changes: { location: { before: 'Padova', after: 'Este' } } } }),
      row(2, { actorUsername: 'marco', action: 'export', subject: 'messaggi-contatti', details: { rows: 12 } }),
      row(1, { actorUsername: null, action: 'login-failed', subject: 'admin', address: '198.51.100.0/24' }),
    ];
  });

  it('shows who did what, when and from where, with the fields before → after', async () => {
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    expect(await within(log).findByRole('heading', { name: 'Attività (3)' })).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Modifica: Tappa 12' })).toBeInTheDocument();
    expect(within(log).getByText('Padova → Este')).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Esportazione CSV: messaggi-contatti' })).toBeInTheDocument();
    expect(within(log).getByText('12 righe esportate')).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Accesso non riuscito: admin' })).toBeInTheDocument();
    expect(within(log).getByText('Sistema o sconosciuto')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Esporta CSV del registro attività' })).toHaveAttribute(
      'href',
      '/api/admin/audit-log?format=csv',
    );
    expect(within(log).queryByRole('button', { name: /Elimina|Modifica/ })).not.toBeInTheDocument();
  });

  it("shows a newsletter's send with how many it went to", async () => {
    accountsApi.auditLog = [
      row(4, { action: 'newsletter', subject: 'newsletter_issues:2', details: { recipients: 318 } }),
    ];
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    expect(await within(log).findByRole('heading', { name: 'Invio newsletter: Newsletter 2' })).toBeInTheDocument();
    expect(within(log).getByText('318 destinatari')).toBeInTheDocument();
  });

  it('narrows to one person and one kind of action', async () => {
    const { user } = await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    await within(log).findByRole('heading', { name: 'Attività (3)' });
    const filter = within(log).getByRole('form', { name: 'Filtra il registro' });
    await user.selectOptions(within(filter).getByLabelText('Amministratore'), 'marco');
    await user.click(within(filter).getByRole('button', { name: 'Filtra' }));
    expect(await within(log).findByRole('heading', { name: 'Attività (1)' })).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Esportazione CSV: messaggi-contatti' })).toBeInTheDocument();

    await user.selectOptions(within(filter).getByLabelText('Amministratore'), '');
    await user.selectOptions(within(filter).getByLabelText('Azione'), 'Accesso non riuscito');
    await user.click(within(filter).getByRole('button', { name: 'Filtra' }));
    expect(await within(log).findByRole('heading', { name: 'Accesso non riuscito: admin' })).toBeInTheDocument();
    expect(within(log).queryByText('Padova → Este')).not.toBeInTheDocument();
  });
});

describe('subjectLabel', () => {
  it('names what a row acted on in Italian, and leaves anything else as it is', () => {
    expect(subjectLabel('tour_events:12')).toBe('Tappa 12');
    expect(subjectLabel('visited_cities:3')).toBe('Città 3');
    expect(subjectLabel('site_content:1')).toBe('Contenuti del sito');
    expect(subjectLabel('newsletter_issues:4')).toBe('Newsletter 4');
    expect(subjectLabel('registro-attivita')).toBe('registro-attivita');
    expect(subjectLabel(null)).toBe('—');
  });
});
