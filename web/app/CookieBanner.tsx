import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';

/** localStorage key of the visitor's cookie choice: "accepted" or "rejected". */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export type CookieConsent = 'accepted' | 'rejected';

function storedChoice(): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    // Storage blocked (private mode, policies): ask again, nothing breaks.
    return null;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * A bar at the bottom of the page until the visitor chooses; sticky after the footer, so it covers the end of the
 * screen without pushing anything and never hides the end of the page. The prerendered page shows it; a stored
 * choice is read after hydration (the build cannot know it), and removing the bar then moves nothing above it.
 */
export function CookieBanner() {
  // The stored choice as the browser has it (another tab may store one too); none while hydrating.
  const stored = useSyncExternalStore(subscribeToStorage, storedChoice, () => null);
  const [choice, setChoice] = useState<CookieConsent | null>(null);
  if (choice ?? stored) return null;

  const choose = (value: CookieConsent) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Not stored: the banner still closes for this visit.
    }
    setChoice(value);
  };

  return (
    <section className="cookie-banner" aria-label="Informativa sui cookie">
      <div className="container cookie-banner__inner">
        <p>
          Questo sito usa solo cookie tecnici, necessari al suo funzionamento: nessuna profilazione e nessun cookie di
          terze parti. <Link to="/privacy">Leggi la privacy policy e la cookie policy</Link>.
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button" onClick={() => choose('accepted')}>
            Accetta
          </button>
          <button
            type="button"
            className="button button--secondary cookie-banner__reject"
            onClick={() => choose('rejected')}
          >
            Rifiuta
          </button>
        </div>
      </div>
    </section>
  );
}
