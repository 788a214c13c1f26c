import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '../../core/page-routes';
import { siteConfig } from '../../core/site-config';
import type { VotePhase } from '../../core/vote-calendar';
import { PHASE_WORDS } from '../../core/vote-phase-words';
import { renderRoute } from '../../test/web/render';

afterEach(() => {
  vi.useRealTimers();
});

/** A moment in each phase, and the voting day it falls on. */
const MOMENTS: Record<VotePhase, { at: string; votingDay: string | null }> = {
  campaign: { at: '2025-11-10T10:00:00Z', votingDay: null },
  eve: { at: '2025-11-22T10:00:00Z', votingDay: null },
  voting: { at: '2025-11-24T10:00:00Z', votingDay: '2025-11-24' },
  after: { at: '2025-11-25T10:00:00Z', votingDay: null },
};

const PHASES = Object.keys(MOMENTS) as VotePhase[];

/** The sentences the home shows in a phase: every voting day's ticker for the voting phase, as a page may be on either. */
function sentencesOf(phase: VotePhase, votingDay: string | null | 'any'): string[] {
  const words = PHASE_WORDS[phase];
  const days = votingDay === 'any' ? siteConfig.election.days.map((day) => day.date) : [votingDay];
  return [...days.map((day) => words.ticker(day)), words.hero, `${words.footer} ${siteConfig.election.label}`];
}

/** What a reader reads: the text of the page, its spaces as a browser would lay them out. */
const pageText = () => document.body.textContent!.replace(/\s+/g, ' ');

describe('the home says what is true in each phase of the vote', () => {
  it.each(PHASES)("in the %s phase, its own sentences and none of the other phases'", async (phase) => {
    const { at, votingDay } = MOMENTS[phase];
    vi.useFakeTimers({ now: new Date(at), toFake: ['Date'] });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: `${siteConfig.candidate.fullName} Presidente` });
    await screen.findByRole('contentinfo');

    const text = pageText();
    for (const sentence of sentencesOf(phase, votingDay)) expect(text).toContain(sentence);
    for (const other of PHASES.filter((candidate) => candidate !== phase)) {
      for (const sentence of sentencesOf(other, 'any')) expect(text).not.toContain(sentence);
    }
  });
});

describe('the photo booth invites in words true in each phase of the vote', () => {
  it.each(PHASES)("in the %s phase, its own invitation and none of the other phases'", async (phase) => {
    vi.useFakeTimers({ now: new Date(MOMENTS[phase].at), toFake: ['Date'] });
    renderRoute(PAGE_ROUTES.photoBooth.path);
    await screen.findByRole('heading', { level: 1, name: siteConfig.openingEvent.name });

    const text = pageText();
    expect(text).toContain(PHASE_WORDS[phase].photoBooth);
    for (const other of PHASES.filter((candidate) => candidate !== phase)) {
      expect(text).not.toContain(PHASE_WORDS[other].photoBooth);
    }
  });
});
