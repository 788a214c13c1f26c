import { Link } from 'react-router-dom';
import { cookieChoiceWanted } from '../lib/cookie-choice';
import { PAGE_ROUTES } from '../../core/page-routes';

/**
 * A bar at the bottom of the page until the visitor chooses; sticky after the footer, so it covers the end of the
 * screen without pushing anything and never hides the end of the page. Two short lines and a row of buttons, at
 * most 96 px on a phone, and the page scrolls a focused field above it (site-footer.css). The prerendered page shows it,
 * unless its inline script finds a lasting choice and hides it before the first paint (the build cannot know it);
 * the app reads the choice again as it hydrates, and removing the bar then moves nothing above it.
 * Closing it with the "X" is a refusal, and nothing else (scrolling, moving on) counts as a choice.
 * Its buttons are answered by the document's listeners (web/lib/site-chrome.ts), which store the choice and set the
 * bar's `hidden`; React renders it once, hidden as the choice stood then, and leaves that attribute to them.
 */
export function CookieBanner() {
  return (
    // The page's inline script hides its HTML before the first paint when a choice lasts (core/after-first-paint.ts):
    // the build rendered it shown, and the browser's `hidden` is meant.
    <section
      className="cookie-banner"
      aria-label="Informativa sui cookie"
      hidden={!cookieChoiceWanted()}
      suppressHydrationWarning
    >
      <div className="container cookie-banner__inner">
        <p>
          Solo cookie tecnici: nessuna profilazione, niente terze parti.{' '}
          <Link to={PAGE_ROUTES.privacy.path}>Privacy e cookie policy</Link>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button" data-cookie-choice="accepted">
            Accetta
          </button>
          <button
            type="button"
            className="button button--secondary cookie-banner__reject"
            data-cookie-choice="rejected"
          >
            Rifiuta
          </button>
        </div>
        <button
          type="button"
          className="cookie-banner__close"
          aria-label="Chiudi: rifiuta i cookie non necessari"
          data-cookie-choice="rejected"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
