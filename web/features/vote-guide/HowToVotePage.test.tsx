import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../core/site-config';
import { PRESIDENT_SURNAME, VOTING_RULE_GROUPS, VOTING_RULES, votingRulesOf } from '../../../core/voting-rules';
import { HowToVotePage } from './HowToVotePage';

const { candidate, election } = siteConfig;

function renderPage() {
  render(
    <MemoryRouter>
      <HowToVotePage />
    </MemoryRouter>,
  );
}

/** The page's steps, as a reader gets them: the text of every item of every list in the article. */
const renderedSteps = () =>
  within(screen.getByRole('article'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/** "Scrivi VENTURINI…", "scrivere Venturini…": a sentence that asks to write her surname, not one that forbids it. */
const asksToWriteTheSurname = (step: string) =>
  new RegExp(`(?<!non )\\bscriv(i|ere)\\b[^.]*\\b${PRESIDENT_SURNAME}\\b`, 'i').test(step);

describe('/come-si-vota', () => {
  it('gives the voting days and hours from the site configuration', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Come si vota' })).toBeInTheDocument();
    const when = screen.getByRole('region', { name: 'Quando' });
    expect(
      within(when)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Domenica 23 novembre 2025: dalle 7 alle 23', 'Lunedì 24 novembre 2025: dalle 7 alle 15']);
    const bring = screen.getByRole('region', { name: 'Cosa portare' });
    expect(bring).toHaveTextContent('tessera elettorale');
    expect(bring).toHaveTextContent("documento d'identità");
  });

  it('shows every rule of the table, with its source, in its own section and order', () => {
    renderPage();
    for (const group of VOTING_RULE_GROUPS) {
      const section = screen.getByRole('region', { name: group.heading });
      const items = within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      const rules = votingRulesOf(group.id);
      expect(items, group.id).toHaveLength(rules.length);
      rules.forEach((rule, index) => {
        expect(items[index], rule.id).toContain(rule.text);
        if (rule.source) expect(items[index], rule.id).toContain(`Fonte: ${rule.source}`);
      });
    }
    expect(VOTING_RULE_GROUPS.flatMap((group) => votingRulesOf(group.id))).toHaveLength(VOTING_RULES.length);
  });

  it('never asks to write the President candidate on a preference line, and says not to', () => {
    renderPage();
    const steps = renderedSteps();
    expect(steps.filter(asksToWriteTheSurname)).toEqual([]);
    const preferences = screen.getByRole('region', { name: 'Le preferenze' });
    expect(preferences).toHaveTextContent(`Non scrivere ${PRESIDENT_SURNAME} sulle righe delle preferenze`);
    // The check itself catches the instruction this page used to give.
    expect(asksToWriteTheSurname('Scrivi VENTURINI sulla riga della preferenza accanto al simbolo.')).toBe(true);
  });

  it('states the Veneto rules: her name or a linked list, two preferences of different gender, the split vote', () => {
    renderPage();
    const how = screen.getByRole('region', { name: `Come votare ${candidate.fullName}` });
    expect(how).toHaveTextContent(`Traccia una croce sul nome di ${candidate.fullName}`);
    expect(how).toHaveTextContent(`simbolo di una lista collegata a lei, come ${election.list.name}`);
    expect(how).toHaveTextContent('Il voto disgiunto è ammesso');
    const preferences = screen.getByRole('region', { name: 'Le preferenze' });
    expect(preferences).toHaveTextContent('fino a due preferenze');
    expect(preferences).toHaveTextContent('genere diverso della stessa lista');
    expect(screen.getByRole('region', { name: 'Dove si vota' })).toHaveTextContent('ufficio elettorale del tuo Comune');
    const help = screen.getByRole('region', { name: 'Se hai bisogno di aiuto' });
    // The home vote's window, counted back from the first voting day: the 40th to the 20th day before.
    expect(help).toHaveTextContent('tra il 14 ottobre 2025 e il 3 novembre 2025');
    const ask = screen.getByRole('region', { name: 'Dove chiedere' });
    expect(within(ask).getByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/contatti');
  });

  it('draws a sample ballot marked on her name and her list, with the preference lines free of her name', () => {
    renderPage();
    const ballot = screen.getByRole('img', { name: /^Fac-simile della scheda/ });
    expect(ballot.tagName.toLowerCase()).toBe('svg');
    expect(ballot).toHaveAccessibleName(expect.stringContaining(`sul nome di ${candidate.fullName}`));
    expect(ballot).toHaveAccessibleName(expect.stringContaining(`simbolo della lista ${election.list.name}`));
    expect(ballot).toHaveAccessibleName(expect.stringContaining('non per il nome della candidata Presidente'));

    // Two crosses: one in her box, one on her list's symbol.
    const marked = [...ballot.querySelectorAll('[data-mark="croce"]')].map((cross) => {
      const part = cross.closest('[data-part]');
      return [part?.getAttribute('data-part'), part?.textContent];
    });
    expect(marked).toEqual([
      ['lista', expect.stringContaining(election.list.name)],
      ['presidente', expect.stringContaining(candidate.fullName.toUpperCase().split(' ').join(''))],
    ]);

    const preferenceLines = [...ballot.querySelectorAll('[data-part="preferenze"]')];
    expect(preferenceLines.length).toBeGreaterThan(0);
    for (const lines of preferenceLines) expect(lines.textContent).not.toMatch(new RegExp(PRESIDENT_SURNAME, 'i'));
    // Her surname appears once on the ballot: in her own box, not on a line.
    const surnames = [...ballot.querySelectorAll('text')].filter((text) =>
      new RegExp(PRESIDENT_SURNAME, 'i').test(text.textContent ?? ''),
    );
    expect(surnames.map((text) => text.closest('[data-part]')?.getAttribute('data-part'))).toEqual(['presidente']);
  });
});
