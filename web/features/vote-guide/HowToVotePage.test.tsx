import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../core/site-config';
import { HowToVotePage } from './HowToVotePage';

describe('/come-si-vota', () => {
  it('gives the voting days and hours from the site configuration', () => {
    render(
      <MemoryRouter>
        <HowToVotePage />
      </MemoryRouter>,
    );
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
    expect(bring).toHaveTextContent('ufficio elettorale del tuo Comune');
  });

  it('explains the list symbol, the surname, two preferences of different gender and the split vote', () => {
    render(
      <MemoryRouter>
        <HowToVotePage />
      </MemoryRouter>,
    );
    const how = screen.getByRole('region', { name: `Come votare ${siteConfig.candidate.fullName}` });
    expect(how).toHaveTextContent(`simbolo della lista ${siteConfig.election.list.name}`);
    expect(how).toHaveTextContent('Scrivi VENTURINI sulla riga della preferenza');
    expect(how).toHaveTextContent('fino a due preferenze');
    expect(how).toHaveTextContent('di genere diverso');
    expect(how).toHaveTextContent('voto disgiunto');
  });

  it('draws a sample ballot whose text alternative says what is marked', () => {
    render(
      <MemoryRouter>
        <HowToVotePage />
      </MemoryRouter>,
    );
    const ballot = screen.getByRole('img', { name: /^Fac-simile della scheda/ });
    expect(ballot.tagName.toLowerCase()).toBe('svg');
    expect(ballot).toHaveAccessibleName(expect.stringContaining('«VENTURINI»'));
    expect(ballot).toHaveAccessibleName(expect.stringContaining(siteConfig.election.list.name));
  });
});
