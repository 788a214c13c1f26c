import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

describe('/contatti: the page', () => {
  it('is headed Contatti with an intro, the form and a privacy link', async () => {
    renderRoute('/contatti');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Contatti' })).toBeInTheDocument();
    expect(main.getByText(/Hai una domanda/)).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'Invia un messaggio' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Privacy policy e cookie policy' })).toHaveAttribute('href', '/privacy');
    expect(main.getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the email, address and social links that are set, and nothing for the ones that are not', async () => {
    renderRoute('/contatti');
    const info = within(await screen.findByRole('region', { name: 'Informazioni di contatto' }));
    expect(info.getByRole('link', { name: 'info@venturinipresidente.it' })).toHaveAttribute(
      'href',
      'mailto:info@venturinipresidente.it',
    );
    expect(info.getByText('Riviera Tito Livio 10, 35122 Padova')).toBeInTheDocument();
    expect(info.queryByText('Telefono')).not.toBeInTheDocument();

    const social = within(screen.getByRole('region', { name: 'Seguici sui social' }));
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/venturinipresidente'],
      ['Instagram', 'https://www.instagram.com/venturinipresidente'],
    ]) {
      const link = social.getByRole('link', { name: `${name} (si apre in una nuova scheda)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(social.queryByRole('link', { name: /Twitter/ })).not.toBeInTheDocument();
  });

  it('shows the phone as a tel: link and Twitter when they are set', async () => {
    api.content = { ...api.content, contactPhone: '+39 049 123 4567', twitterUrl: 'https://twitter.com/venturini' };
    renderRoute('/contatti');
    const info = within(await screen.findByRole('region', { name: 'Informazioni di contatto' }));
    expect(info.getByRole('link', { name: '+39 049 123 4567' })).toHaveAttribute('href', 'tel:+390491234567');
    const social = within(screen.getByRole('region', { name: 'Seguici sui social' }));
    expect(social.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', 'https://twitter.com/venturini');
  });

  it('hides the information and social cards when no field is set', async () => {
    api.content = {
      ...api.content,
      contactEmail: null,
      contactPhone: null,
      contactAddress: null,
      facebookUrl: null,
      instagramUrl: null,
      twitterUrl: null,
    };
    renderRoute('/contatti');
    await screen.findByRole('form', { name: 'Invia un messaggio' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Informazioni di contatto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seguici sui social' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while the site content loads', async () => {
    server.use(http.get('*/api/content', () => delay('infinite')));
    renderRoute('/contatti');
    const aside = within(await screen.findByRole('complementary', { name: 'Altri modi per contattarci' }));
    expect(aside.getByRole('status')).toHaveTextContent('Caricamento...');
  });
});
