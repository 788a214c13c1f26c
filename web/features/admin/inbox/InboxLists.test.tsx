import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { failWith, server } from '../../../../test/web/api-server';
import { renderRoute } from '../../../../test/web/render';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { newer, older, signUp } from '../../../../test/web/inbox-rows';
import { mailto } from '../RecordList';

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  installAdminApi({ signedIn: true });
  // The API answers newest first; the panel keeps that order.
  adminApi.contactSubmissions = [newer, older];
  adminApi.photoBoothEmails = [signUp];
});

const contacts = () => screen.getByRole('region', { name: /Messaggi dal modulo contatti/ });

function card(heading: string): HTMLElement {
  return within(contacts()).getByRole('heading', { name: heading, level: 4 }).closest('li') as HTMLElement;
}

describe('messages and sign-ups', () => {
  it('lists the contact messages newest first with Italian date-times and consent flags', async () => {
    await openPanel();
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (2)' })).toBeInTheDocument();
    const names = within(contacts())
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Anna Bianchi', 'Marco Verdi']);
    const anna = card('Anna Bianchi');
    expect(within(anna).getByText('15/11/2025, 18:30')).toBeInTheDocument();
    expect(within(anna).getByText('+39 049 123456')).toBeInTheDocument();
    expect(within(anna).getAllByText('Sì')).toHaveLength(2);
    expect(within(anna).getByText(/Sono libera il sabato/)).toBeInTheDocument();
    expect(within(card('Marco Verdi')).getByText('No')).toBeInTheDocument();
  });

  it('lists the image-generator sign-ups with their city and consents', async () => {
    await openPanel();
    expect(
      await screen.findByRole('heading', { name: 'Iscrizioni dal generatore di immagini (1)' }),
    ).toBeInTheDocument();
    const item = screen.getByText('Padova (PD)').closest('li') as HTMLElement;
    expect(within(item).getByText('15/10/2025, 20:45')).toBeInTheDocument();
    expect(within(item).getByText('Sì')).toBeInTheDocument();
    expect(within(item).getByText('No')).toBeInTheDocument();
  });

  it('offers both lists as CSV downloads', async () => {
    await openPanel();
    expect(screen.getByRole('link', { name: 'Esporta CSV dei messaggi' })).toHaveAttribute(
      'href',
      '/api/admin/contact-submissions?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV delle iscrizioni' })).toHaveAttribute(
      'href',
      '/api/admin/photo-booth-emails?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Esporta CSV dei messaggi' })).toHaveAttribute('download');
  });

  it('searches on the server, ignoring accents and case, and shows the matching total', async () => {
    adminApi.contactSubmissions = [newer, older, { ...older, id: 5, name: 'Nicolò Rossi', email: 'nicolo@example.it' }];
    const { user } = await openPanel();
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (3)' })).toBeInTheDocument();
    const search = within(contacts()).getByRole('search');
    await user.type(within(search).getByLabelText('Cerca'), 'NICOLO');
    await user.click(within(search).getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (1)' })).toBeInTheDocument();
    expect(
      within(contacts())
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Nicolò Rossi']);
    await user.clear(within(search).getByLabelText('Cerca'));
    await user.type(within(search).getByLabelText('Cerca'), 'nessuno');
    await user.click(within(search).getByRole('button', { name: 'Cerca' }));
    expect(await within(contacts()).findByText('Nessun risultato')).toBeInTheDocument();
  });

  it('loads 50 at a time and the next 50 on "Mostra altri", keeping the total in the heading', async () => {
    adminApi.contactSubmissions = Array.from({ length: 70 }, (_, index) => ({
      ...older,
      id: 100 + index,
      name: `Mittente ${70 - index}`,
    }));
    const { user } = await openPanel();
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (70)' })).toBeInTheDocument();
    expect(within(contacts()).getAllByRole('heading', { level: 4 })).toHaveLength(50);
    await user.click(within(contacts()).getByRole('button', { name: 'Mostra altri' }));
    expect(await within(contacts()).findByRole('heading', { name: 'Mittente 1', level: 4 })).toBeInTheDocument();
    expect(within(contacts()).getAllByRole('heading', { level: 4 })).toHaveLength(70);
    expect(within(contacts()).queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument();
  });

  it('shows no count while a list is still loading', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/admin/contact-submissions', async () => {
        await answered;
        return HttpResponse.json({ items: [newer], total: 1, nextCursor: null });
      }),
    );
    await openPanel();
    expect(await within(contacts()).findByRole('status')).toHaveTextContent('Caricamento...');
    expect(within(contacts()).getByRole('heading', { level: 3 }).textContent).toBe('Messaggi dal modulo contatti');
    answer();
    expect(await screen.findByRole('heading', { name: 'Messaggi dal modulo contatti (1)' })).toBeInTheDocument();
  });

  it('lists the newsletter subscribers with their status and the CSV export of the confirmed ones', async () => {
    adminApi.newsletterSubscriptions = [
      {
        id: 9,
        email: 'iscritta@example.it',
        name: 'Chiara',
        subscribedAt: '2025-11-16T08:00:00.000Z',
        status: 'confirmed',
        confirmedAt: '2025-11-16T08:05:00.000Z',
      },
      {
        id: 8,
        email: 'attesa@example.it',
        name: null,
        subscribedAt: '2025-11-16T07:00:00.000Z',
        status: 'pending',
        confirmedAt: null,
      },
    ];
    await openPanel();
    const region = screen.getByRole('region', { name: /Iscritti alla newsletter/ });
    expect(await within(region).findByRole('heading', { name: 'Iscritti alla newsletter (2)' })).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'Chiara', level: 4 })).toBeInTheDocument();
    expect(within(region).getByText(/^Confermato il 16\/11\/2025,? 09:05$/)).toBeInTheDocument();
    expect(within(region).getByText('In attesa di conferma')).toBeInTheDocument();
    expect(
      within(region).getByRole('link', { name: 'Esporta CSV degli iscritti confermati alla newsletter' }),
    ).toHaveAttribute('href', '/api/admin/newsletter-subscriptions?format=csv');
  });

  it('encodes the address in mail links, so it cannot add recipients to a reply', async () => {
    adminApi.contactSubmissions = [{ ...newer, email: 'a?cc=someone%40example.org&body=x@example.com' }];
    await openPanel();
    const link = await within(contacts()).findByRole('link', { name: 'a?cc=someone%40example.org&body=x@example.com' });
    expect(link.getAttribute('href')).toBe('mailto:a%3Fcc%3Dsomeone%2540example.org%26body%3Dx%40example.com');
  });

  it('shows the empty states', async () => {
    adminApi.contactSubmissions = [];
    adminApi.photoBoothEmails = [];
    await openPanel();
    expect(await screen.findByText('Nessun messaggio ricevuto ancora')).toBeInTheDocument();
    expect(await screen.findByText('Nessuna iscrizione ricevuta ancora')).toBeInTheDocument();
  });

  it('builds reply links that cannot add a recipient or a body', () => {
    const link = new URL(mailto('a?cc=someone%40example.org&body=x@example.com'));
    expect(link.protocol).toBe('mailto:');
    expect(link.search).toBe('');
    expect(decodeURIComponent(link.pathname)).toBe('a?cc=someone%40example.org&body=x@example.com');
    expect(mailto('anna@example.com')).toBe('mailto:anna%40example.com');
  });

  it('goes back to the login when the admin lists answer 401', async () => {
    failWith('get', '/api/admin/contact-submissions', 401, 'Non autorizzato');
    renderRoute('/admin');
    expect(
      await screen.findByText("Non autorizzato - Effettua il login per accedere all'area admin"),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Area Riservata' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
