import { ATTRIBUTION_KEYS, isAttributionValue } from '../../core/attribution-rules';
import type { Attribution } from '../../core/schema/attribution.schema';

/**
 * The attribution of the page's own address (`?ref=`, `?utm_*=`), for a public form to add to its POST body. Read
 * when the form is sent, from the address as it is then, and never stored in the browser (no cookie, no storage):
 * the link a person followed is the only place it lives. A malformed value is left out, so a mangled link never
 * costs the person their form.
 */
export function attributionFromLocation(): Attribution {
  const query = new URLSearchParams(window.location.search);
  const found: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = query.get(key)?.trim();
    if (value && isAttributionValue(key, value)) found[key] = value;
  }
  return found;
}
