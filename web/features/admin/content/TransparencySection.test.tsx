import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRANSPARENCY_MESSAGES } from '../../../../core/schema/transparency.schema';
import { OLDEST_CERTIFICATE } from '../../../../core/transparency';
import { daysBefore } from '../../../../core/vote-calendar';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { api } from '../../../../test/web/api-server';

const pdf = (name: string) => new File([new TextEncoder().encode('%PDF-1.7\n')], name, { type: 'application/pdf' });

/** The checklist's lines as the owner reads them. */
const checklist = () =>
  within(screen.getByRole('list', { name: 'Obblighi di legge' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('"Trasparenza" in the panel', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it("gives the owner the law's checklist: each duty done or missing, with its last day in Italian", async () => {
    Object.assign(api.content, {
      committente: 'Committente responsabile: Paolo Fabris',
      mandatarioName: 'Paolo Fabris',
    });
    Object.assign(api.content, { contributionIban: null, cvUrl: null, criminalRecordUrl: null });
    await openPanel();
    await screen.findByRole('list', { name: 'Obblighi di legge' });
    expect(checklist()).toEqual([
      'Manca: Curriculum vitae su /trasparenza, entro il 9 novembre 2025',
      'Manca: Certificato del casellario giudiziale su /trasparenza, rilasciato dal 25 agosto 2025 in poi, entro il 9 novembre 2025',
      'Fatto: Riga del committente responsabile (L. 515/1993, art. 3), entro il 24 ottobre 2025',
      'Manca: Mandatario elettorale e conto per i contributi (L. 515/1993, art. 7), entro il 24 ottobre 2025',
    ]);
  });

  it('publishes an uploaded CV, and the checklist marks it done', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Curriculum vitae' });
    const picker = within(form).getByLabelText('Carica file');
    expect(picker).toHaveAttribute('accept', '.pdf');
    await user.upload(picker, pdf('cv.pdf'));
    expect(await within(form).findByText(/File caricato: cv\.pdf/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Pubblica curriculum vitae' }));
    expect(await screen.findByText('Curriculum vitae pubblicato')).toBeInTheDocument();
    expect(api.received['/api/admin/transparency-documents']).toEqual([
      { document: 'cv', fileUrl: expect.stringMatching(/^\/api\/material-files\/[0-9a-f-]{36}\/cv\.pdf$/) },
    ]);
    expect(checklist()[0]).toBe('Fatto: Curriculum vitae su /trasparenza, entro il 9 novembre 2025');
  });

  it('refuses a certificate issued over 90 days before the vote without sending it, then publishes one in time', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Certificato del casellario giudiziale' });
    await user.upload(within(form).getByLabelText('Carica file'), pdf('casellario.pdf'));
    await within(form).findByText(/File caricato: casellario\.pdf/);
    const date = within(form).getByLabelText(/Data di rilascio/);
    await user.type(date, daysBefore(OLDEST_CERTIFICATE, 1));
    const publish = within(form).getByRole('button', { name: 'Pubblica certificato del casellario giudiziale' });
    await user.click(publish);
    expect(await within(form).findByText(TRANSPARENCY_MESSAGES.tooOld)).toBeInTheDocument();
    expect(adminApi.writes.filter((write) => write.includes('transparency'))).toEqual([]);

    await user.clear(date);
    await user.type(date, OLDEST_CERTIFICATE);
    await user.click(publish);
    expect(await screen.findByText('Certificato del casellario giudiziale pubblicato')).toBeInTheDocument();
    expect(api.received['/api/admin/transparency-documents']).toEqual([
      expect.objectContaining({ document: 'criminalRecord', issuedOn: '2025-08-25' }),
    ]);
    expect(checklist()[1]).toMatch(/^Fatto: Certificato/);
  });

  it('is not shown to the editor', async () => {
    installAdminApi({ signedIn: true, role: 'editor' });
    await openPanel();
    await screen.findByRole('heading', { name: 'Contenuti del Sito' });
    expect(screen.queryByRole('heading', { name: 'Trasparenza' })).not.toBeInTheDocument();
  });
});
