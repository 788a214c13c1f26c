import { ATTRIBUTION_KEYS, isAttributionValue } from '../../core/attribution-rules';
import type { Attribution } from '../../core/schema/attribution.schema';
import { LANDING_ADDRESS } from './landing-address';

/**
 * The attribution of the page's own address (`?ref=`, `?utm_*=`), for a public form to add to its POST body. Read
 * when the form is sent, from the address as it is then, and never stored in the browser (no cookie, no storage):
 * the link a person followed is the only place it lives. An address without any, after the visitor moved on inside
 * the app, takes the landing's (web/lib/landing-address.ts); a link from a page without the app carries them in its
 * own address (web/lib/site-chrome.ts). A malformed value is left out, so a mangled link never costs the person
 * their form.
 */
export function attributionFromLocation(landing = LANDING_ADDRESS): Attribution {
  const found = attributionOf(window.location.search);
  return Object.keys(found).length > 0 ? found : attributionOf(landing.search);
}

function attributionOf(search: string): Attribution {
  const query = new URLSearchParams(search);
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = query.get(key)?.trim();
    if (value && isAttributionValue(key, value)) found[key] = value;
  }
  return found;
}
