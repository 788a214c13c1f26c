import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { navLinks } from '../../core/page-routes';
import { siteConfig } from '../../core/site-config';
import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../core/vote-phase-words';
import { useCommittente } from '../lib/committente';
import { useVotePhase } from '../lib/vote-phase';
import { StaticSection } from '../lib/static-section';

const SOCIAL_LINKS = [
  { href: siteConfig.social.instagram, label: 'Instagram' },
  { href: siteConfig.social.facebook, label: 'Facebook' },
] as const;

/** The pages of the public layout the footer links, and, discreetly in its corner, the admin area's way in. */
const SITE_LINKS = navLinks('footer').filter((link) => link.layout === 'public');
const CORNER_LINKS = navLinks('footer').filter((link) => link.layout === 'alone');

const noChange = () => () => {};
const visitorsYear = () => new Date().getFullYear();
/**
 * The prerender writes the year of the build. Hydrating, the browser keeps that text (it cannot know it) and then
 * writes the visitor's year: a page built last December says this year. Four digits for four, nothing moves.
 */
const renderedYear = () => (typeof window === 'undefined' ? new Date().getFullYear() : null);

/** The public footer: every public page, the social profiles, the election days and a discreet admin link. */
export function SiteFooter() {
  const year = useSyncExternalStore(noChange, visitorsYear, renderedYear);
  // Every page is propaganda that names who paid for it (L. 515/1993 art. 3); prerendered pages carry the content.
  const committente = useCommittente();
  // The election's date stays after the vote, in words true then; every page carries the phase it was built in.
  const { key, phase } = useVotePhase();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">{siteConfig.candidate.fullName} Presidente</p>
          <p>{siteConfig.election.name}</p>
          <p className="site-footer__vote" {...{ [VOTE_PHASE_ATTRIBUTE]: key }}>
            {PHASE_WORDS[phase].footer} <strong>{siteConfig.election.label}</strong>
          </p>
        </div>
        <nav aria-label="Collegamenti del sito">
          {/* Links that read nothing that changes: kept as the HTML painted them, never hydrated (0047). */}
          <StaticSection as="ul" className="site-footer__links">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </StaticSection>
        </nav>
        <div>
          <p className="site-footer__heading">Seguici</p>
          <StaticSection as="ul" className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                </a>
              </li>
            ))}
          </StaticSection>
          <p className="site-footer__hashtag">{siteConfig.hashtag}</p>
        </div>
      </div>
      {committente && (
        <div className="container">
          <p className="site-footer__committente">{committente}</p>
        </div>
      )}
      <div className="container site-footer__bottom">
        <p>
          {/* One text before the year, as it was: the page's HTML says «© 2025», not «©<!-- --> 2025». */}
          {'© '}
          <span className="site-footer__year" suppressHydrationWarning>
            {year ?? ''}
          </span>{' '}
          {siteConfig.candidate.fullName} Presidente
        </p>
        <button type="button" className="site-footer__cookies" data-cookie-reopen>
          Preferenze cookie
        </button>
        {CORNER_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="site-footer__admin">
            {link.label}
          </Link>
        ))}
      </div>
    </footer>
  );
}
