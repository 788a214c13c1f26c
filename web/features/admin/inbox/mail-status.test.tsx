import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

beforeEach(() => installAdminApi({ signedIn: true }));

const quiet = { pending: 0, retrying: 0, held: 0, heldByKind: {}, failed: 0, sentLastDay: 4 };

describe('the mail status in the admin panel', () => {
  it('says "Invio email non configurato" while mail cannot leave, with what waits', async () => {
    adminApi.mailStatus = { ...quiet, configured: false, pending: 3 };
    await openPanel();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Invio email non configurato: le email restano in coda finché chi gestisce il sito non imposta SMTP_URL. 3 email in coda.',
    );
  });

  it('shows what the electoral silence holds and what could not be delivered', async () => {
    adminApi.mailStatus = {
      ...quiet,
      configured: true,
      held: 4,
      heldByKind: { 'newsletter-issue': 1, 'rsvp-reminder': 3 },
      failed: 2,
    };
    await openPanel();
    expect(await screen.findByRole('note')).toHaveTextContent(
      '4 email trattenute fino alla chiusura dei seggi (1 newsletter, 3 promemoria delle tappe), 2 email non recapitate.',
    );
    expect(screen.queryByText(/non configurato/)).not.toBeInTheDocument();
  });

  it('says nothing when mail is configured and nothing waits', async () => {
    adminApi.mailStatus = { ...quiet, configured: true };
    await openPanel();
    expect(await screen.findByRole('heading', { name: 'Pannello Amministrazione' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
