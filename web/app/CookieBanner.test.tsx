import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHOICE_LASTS_MS, COOKIE_CONSENT_DATE_KEY, COOKIE_CONSENT_KEY } from '../lib/cookie-choice';
import { renderRoute } from '../../test/web/render';

const banner = () => screen.queryByRole('region', { name: 'Informativa sui cookie' });

function storeChoiceMadeAgo(choice: string, ms: number) {
  localStorage.setItem(COOKIE_CONSENT_KEY, choice);
  localStorage.setItem(COOKIE_CONSENT_DATE_KEY, String(Date.now() - ms));
}

describe('the cookie banner, as the Garante asks (2021 guidelines)', () => {
  it('takes closing it with the "X" as a refusal, with the day it was made', async () => {
    const { user } = renderRoute('/privacy');
    await user.click(await screen.findByRole('button', { name: 'Chiudi: rifiuta i cookie non necessari' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
    expect(Date.now() - Number(localStorage.getItem(COOKIE_CONSENT_DATE_KEY))).toBeLessThan(60_000);
    expect(banner()).not.toBeInTheDocument();
  });

  it('reopens from the footer\'s "Preferenze cookie", whatever was chosen, and takes a new choice', async () => {
    storeChoiceMadeAgo('rejected', 1000);
    const { user } = renderRoute('/privacy');
    const footer = await screen.findByRole('contentinfo');
    expect(banner()).not.toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Preferenze cookie' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Informativa sui cookie' })).getByText('Accetta'),
    );
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(banner()).not.toBeInTheDocument();
  });

  it('keeps a choice for six months, then asks again', async () => {
    storeChoiceMadeAgo('accepted', CHOICE_LASTS_MS - 60 * 60 * 1000);
    const { unmount } = renderRoute('/privacy');
    await screen.findByRole('contentinfo');
    expect(banner()).not.toBeInTheDocument();
    unmount();

    storeChoiceMadeAgo('accepted', CHOICE_LASTS_MS + 60 * 60 * 1000);
    renderRoute('/privacy');
    expect(await screen.findByRole('region', { name: 'Informativa sui cookie' })).toBeInTheDocument();
  });

  it('counts a choice stored without its day from today, so nobody is asked again at once', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    renderRoute('/privacy');
    await screen.findByRole('contentinfo');
    expect(banner()).not.toBeInTheDocument();
    expect(Date.now() - Number(localStorage.getItem(COOKIE_CONSENT_DATE_KEY))).toBeLessThan(60_000);
  });

  it('accepts nothing when the visitor scrolls, moves on or presses keys', async () => {
    const { user } = renderRoute('/privacy');
    await screen.findByRole('region', { name: 'Informativa sui cookie' });
    fireEvent.scroll(window, { target: { scrollY: 2000 } });
    fireEvent.wheel(window, { deltaY: 500 });
    await user.keyboard('{PageDown}{End}');
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Contatti' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(banner()).toBeInTheDocument();
  });
});
