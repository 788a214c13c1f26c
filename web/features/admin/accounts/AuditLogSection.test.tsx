import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../core/schema/audit-log.schema';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { accountsApi } from '../../../../test/web/admin-accounts-api';
import { subjectLabel } from './AuditLogSection';

const row = (id: number, entry: Partial<AuditEntry>): AuditEntry => ({
  id,
  createdAt: '2025-11-20T17:30:00.000Z',
  actorUsername: 'admin',
  address: '203.0.113.0/24',
  action: 'update',
  subject: 'tour_events:12',
  subjectName: 'Comizio a Padova',
  subjectGone: false,
  details: {},
  ...entry,
});

describe('"Registro attività"', () => {
  beforeEach(() => {
    installAdminApi({ signedIn: true });
    accountsApi.accounts.push({ ...accountsApi.accounts[0], id: 'b', username: 'marco', role: 'editor' });
    accountsApi.auditLog = [
      row(3, { details: { changes: { location: { before: 'Padova', after: 'Este' } } } }),
      row(2, {
        actorUsername: 'marco',
        action: 'export',
        subject: 'messaggi-contatti',
        subjectName: null,
        details: { rows: 12 },
      }),
      row(1, {
        actorUsername: null,
        action: 'login-failed',
        subject: 'admin',
        subjectName: null,
        address: '198.51.100.0/24',
      }),
    ];
  });

  it('shows who did what, when and from where, with the fields before → after', async () => {
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    expect(await within(log).findByRole('heading', { name: 'Attività (3)' })).toBeInTheDocument();
    expect(within(log).getByRole('heading', { name: 'Modifica: Tappa «Comizio a Padova»' })).toBeInTheDocument();
    expect(within(log).getByText('Località').nextSibling).toHaveTextContent('Padova → Este');
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
      row(4, {
        action: 'newsletter',
        subject: 'newsletter_issues:2',
        subjectName: 'Novità di novembre',
        details: { recipients: 318 },
      }),
    ];
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    expect(
      await within(log).findByRole('heading', { name: 'Invio newsletter: Newsletter «Novità di novembre»' }),
    ).toBeInTheDocument();
    expect(within(log).getByText('318 destinatari')).toBeInTheDocument();
  });

  it("says an erasure's counts and a removed booking's people in words, never by the database's names", async () => {
    accountsApi.auditLog = [
      row(6, {
        action: 'erasure',
        subject: null,
        subjectName: null,
        details: { emailHash: 'ab12', erased: { contactSubmissions: 1, rsvps: 2, consents: 3 } },
      }),
      row(5, {
        action: 'delete',
        subject: 'rsvps:9',
        subjectName: 'Comizio a Padova',
        details: { stop: 12, people: 2, status: 'confirmed' },
      }),
    ];
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    expect(
      await within(log).findByText('Eliminati: 1 messaggio, 2 prenotazioni, 3 consensi registrati.'),
    ).toBeInTheDocument();
    expect(within(log).getByText('2 persone, confermata')).toBeInTheDocument();
    expect(log).not.toHaveTextContent(/contactSubmissions|rsvps|consents/);
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

  it('speaks Italian: fields by their labels, names for ids, secrets only as changed, addresses as people read them', async () => {
    const uuid = '4dbed01e-6c8a-4f0e-9d7e-3a1b2c4d5e6f';
    accountsApi.auditLog = [
      row(9, {
        action: 'create',
        subject: `users:${uuid}`,
        subjectName: 'giulia',
        address: '0:0:0::/48',
        details: {
          changes: {
            id: { before: null, after: uuid },
            username: { before: null, after: 'giulia' },
            password_hash: { before: null, after: '***' },
            role: { before: null, after: 'inbox' },
            email: { before: null, after: null },
          },
        },
      }),
      row(8, {
        subject: `users:${uuid}`,
        subjectName: 'giulia',
        address: '2001:db8:1::/48',
        details: { changes: { totp_secret: { before: '***', after: null }, totp_last_step: { before: 1, after: 2 } } },
      }),
      row(7, {
        action: 'delete',
        subject: 'campaign_materials:3',
        subjectName: 'Santino',
        subjectGone: true,
        details: { changes: { title: { before: 'Santino', after: null } } },
      }),
      row(6, {
        subject: 'tour_events:99',
        subjectName: null,
        subjectGone: true,
        details: { changes: { event_time: { before: 'ore 18', after: 'ore 19' } } },
      }),
      row(5, {
        subject: 'admin_settings:1',
        subjectName: null,
        details: { changes: { two_factor_required: { before: false, after: true } } },
      }),
    ];
    await openPanel();
    const log = screen.getByRole('region', { name: 'Registro attività' });
    const card = async (heading: string) =>
      (await within(log).findByRole('heading', { name: heading })).closest('li') as HTMLElement;
    const field = (within_: HTMLElement, label: string) => within(within_).getByText(label).nextSibling;

    const created = await card('Creazione: Account «giulia»');
    expect(field(created, 'Username')).toHaveTextContent('(vuoto) → giulia');
    expect(field(created, 'Password')).toHaveTextContent(/^modificato$/);
    expect(field(created, 'Ruolo')).toHaveTextContent('(vuoto) → Segreteria');
    // A new row's empty fields say nothing.
    expect(within(created).queryByText('Email')).not.toBeInTheDocument();
    expect(field(created, 'Da')).toHaveTextContent(/^::\/48$/);

    const changed = await card('Modifica: Account «giulia»');
    expect(field(changed, 'Verifica in due passaggi')).toHaveTextContent(/^modificato$/);
    expect(field(changed, 'Ultimo codice usato')).toHaveTextContent('1 → 2');
    expect(field(changed, 'Da')).toHaveTextContent(/^2001:db8:1::\/48$/);

    expect(field(await card('Eliminazione: Materiale «Santino» (eliminato)'), 'Titolo')).toHaveTextContent(
      'Santino → (vuoto)',
    );
    const stop = await card('Modifica: Tappa (eliminata)');
    expect(field(stop, 'Orario')).toHaveTextContent('ore 18 → ore 19');
    expect(field(stop, 'Da')).toHaveTextContent(/^203\.0\.113\.x$/);
    expect(
      field(await card('Modifica: Impostazioni di sicurezza'), 'Verifica in due passaggi obbligatoria'),
    ).toHaveTextContent('no → sì');

    // No database name, masked value or id in headings anywhere.
    expect(log.textContent).not.toMatch(/[a-z]_[a-z]|\*\*\*/);
    for (const heading of within(log).getAllByRole('heading', { level: 4 }))
      expect(heading.textContent).not.toContain(uuid);
  });
});

describe('subjectLabel', () => {
  const label = (subject: string | null, subjectName: string | null = null, subjectGone = false) =>
    subjectLabel({ subject, subjectName, subjectGone });

  it('names what a row acted on in Italian, by its name, never its id, and leaves anything else as it is', () => {
    expect(label('tour_events:12', 'Comizio')).toBe('Tappa «Comizio»');
    expect(label('visited_cities:3', 'Asolo', true)).toBe('Città «Asolo» (eliminata)');
    expect(label('campaign_materials:7', null, true)).toBe('Materiale (eliminato)');
    expect(label('rsvps:40', 'Comizio')).toBe('Prenotazione alla tappa «Comizio»');
    expect(label('site_content:1')).toBe('Contenuti del sito');
    expect(label('registro-attivita')).toBe('registro-attivita');
    expect(label('marco')).toBe('marco');
    expect(label(null)).toBe('—');
  });
});
