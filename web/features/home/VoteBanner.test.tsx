import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../core/site-config';
import { prerenderThenHydrate } from '../../../test/web/prerender-then-hydrate';
import { VoteBanner } from './VoteBanner';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const banner = (thanks?: string) => (
  <MemoryRouter>
    <VoteBanner thanks={thanks} />
  </MemoryRouter>
);

const readable = () => document.querySelector('.vote-banner .visually-hidden')?.textContent;

describe('the vote banner, at the four boundaries of the vote (Italian time)', () => {
  it.each([
    ['2025-11-21T22:59:59Z', 'the campaign', siteConfig.election.voteMessage],
    [
      '2025-11-21T23:00:00Z',
      'the day before the vote',
      'Si vota domenica 23 novembre e lunedì 24 novembre per le Elezioni Regionali Veneto 2025',
    ],
    ['2025-11-22T23:00:00Z', 'the first voting day', 'Oggi si vota: seggi aperti dalle 7 alle 23'],
    ['2025-11-23T23:00:00Z', 'the second voting day', 'Oggi si vota: seggi aperti dalle 7 alle 15'],
    ['2025-11-24T14:00:00Z', 'after the polls close', 'Grazie a voi!'],
  ])('at %s (%s) says %j', (now, _when, message) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    render(banner('Grazie a voi!'));
    expect(readable()).toBe(message);
    expect(within(screen.getByTestId('vote-banner-track')).getAllByText(message)).toHaveLength(15);
  });

  it('links to /come-si-vota until the polls close, and names no candidate from the day before the vote', () => {
    vi.useFakeTimers({ now: new Date('2025-11-23T10:00:00Z'), toFake: ['Date'] });
    render(banner());
    expect(screen.getByRole('link', { name: 'Come si vota' })).toHaveAttribute('href', '/come-si-vota');
    expect(document.querySelector('.vote-banner')!.textContent).not.toContain(siteConfig.candidate.lastName);
  });

  it('shows the default thank you when the admin left it empty', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T10:00:00Z'), toFake: ['Date'] });
    render(banner(''));
    expect(readable()).toMatch(/^Grazie a chi ha votato/);
    expect(screen.queryByRole('link', { name: 'Come si vota' })).not.toBeInTheDocument();
  });

  it('switches a page prerendered during the campaign to the voting day in the browser, with no hydration error', async () => {
    const { html, container, errors } = await prerenderThenHydrate(banner, {
      builtAt: '2025-11-10T10:00:00Z',
      openedAt: '2025-11-23T10:00:00Z',
      serverLacks: 'document',
    });
    expect(html).toContain('data-vote-phase="campaign|"');
    expect(readable()).toBe('Oggi si vota: seggi aperti dalle 7 alle 23');
    expect(container.querySelector('.vote-banner')).toHaveAttribute('data-vote-phase', 'voting|2025-11-23');
    expect(errors).not.toHaveBeenCalled();
  });

  it('changes by itself when a page left open reaches the day before the vote', () => {
    vi.useFakeTimers({ now: new Date('2025-11-21T22:59:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    render(banner());
    expect(readable()).toBe(siteConfig.election.voteMessage);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(readable()).toMatch(/^Si vota domenica 23 novembre/);
  });
});
