import { COOKIE_CHOICE_LASTS_SECONDS, LOCAL_STORAGE_KEYS } from '../../core/browser-storage';

/**
 * The visitor's cookie choice, as the Garante's 2021 guidelines on cookies want it kept: stored as SPEC.md says
 * ("accepted" or "rejected" under `cookie-consent`), with the day it was made, asked again no sooner than six
 * months later, and reopened at any time from the footer's "Preferenze cookie". The keys are the cookie policy's
 * (core/browser-storage.ts).
 */
export const COOKIE_CONSENT_KEY = LOCAL_STORAGE_KEYS.cookieConsent.name;
export const COOKIE_CONSENT_DATE_KEY = LOCAL_STORAGE_KEYS.cookieConsentDate.name;
export type CookieConsent = 'accepted' | 'rejected';

export const CHOICE_LASTS_MS = COOKIE_CHOICE_LASTS_SECONDS * 1000;

const CHANGED = 'cookie-choice-changed';
let reopened = false;

/** The stored choice while it lasts; null when none was made, it is older than six months, or storage is blocked. */
function storedChoice(now = Date.now()): CookieConsent | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    if (value !== 'accepted' && value !== 'rejected') return null;
    const madeAt = Number(localStorage.getItem(COOKIE_CONSENT_DATE_KEY));
    // A choice stored before its day was kept counts from today, so nobody is asked again at once.
    if (!madeAt) localStorage.setItem(COOKIE_CONSENT_DATE_KEY, String(now));
    else if (now - madeAt >= CHOICE_LASTS_MS) return null;
    return value;
  } catch {
    // Storage blocked (private mode, policies): ask again, nothing breaks.
    return null;
  }
}

function announce() {
  window.dispatchEvent(new Event(CHANGED));
}

export function storeChoice(value: CookieConsent, now = Date.now()): void {
  reopened = false;
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
    localStorage.setItem(COOKIE_CONSENT_DATE_KEY, String(now));
  } catch {
    // Not stored: the banner still closes for this visit.
  }
  announce();
}

/** "Preferenze cookie": shows the banner again, whatever was chosen. */
export function reopenCookieChoice(): void {
  reopened = true;
  announce();
}

/** Whether the banner should ask: no lasting choice, or the visitor asked to choose again. */
export const cookieChoiceWanted = (): boolean => reopened || storedChoice() === null;

/**
 * Calls back when this tab changes the choice, and when the tab is shown again, after a choice another tab may
 * have made or forgotten meanwhile. Not on the `storage` event: to add its listener Chrome registers the page with
 * its storage area as the page loads, up to ten milliseconds of main thread on every visit, a long task on a slow
 * phone (decision 0052), for a choice made in one tab while another is in view.
 */
export function subscribeToCookieChoice(onChange: () => void): () => void {
  const shown = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  window.addEventListener(CHANGED, onChange);
  document.addEventListener('visibilitychange', shown);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    document.removeEventListener('visibilitychange', shown);
  };
}
