import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../../core/site-config';
import { useCommittente } from '../lib/committente';
import { reopenCookieChoice } from '../lib/cookie-choice';

const SOCIAL_LINKS = [
  { href: siteConfig.social.instagram, label: 'Instagram' },
  { href: siteConfig.social.facebook, label: 'Facebook' },
] as const;

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
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">{siteConfig.candidate.fullName} Presidente</p>
          <p>{siteConfig.election.name}</p>
          <p className="site-footer__vote">
            Si vota il <strong>{siteConfig.election.label}</strong>
          </p>
        </div>
        <nav aria-label="Collegamenti del sito">
          <ul className="site-footer__links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/chi-sono">Chi Sono</Link>
            </li>
            <li>
              <Link to="/#territorio">Sul territorio</Link>
            </li>
            <li>
              <Link to="/materiale">Materiale</Link>
            </li>
            <li>
              <Link to="/contatti">Contatti</Link>
            </li>
            <li>
              <Link to="/come-si-vota">Come si vota</Link>
            </li>
            <li>
              <Link to="/trasparenza">Trasparenza</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy e cookie policy</Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="site-footer__heading">Seguici</p>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                </a>
              </li>
            ))}
          </ul>
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
          © <span suppressHydrationWarning>{year ?? ''}</span> {siteConfig.candidate.fullName} Presidente
        </p>
        <button type="button" className="site-footer__cookies" onClick={reopenCookieChoice}>
          Preferenze cookie
        </button>
        <Link to="/admin-login" className="site-footer__admin">
          Area riservata
        </Link>
      </div>
    </footer>
  );
}
