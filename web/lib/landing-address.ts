/**
 * The address the document was loaded at, read as the entry is evaluated (web/main.tsx imports this module before
 * anything else can change the address): where the visitor landed, with the `?utm_*=` and `?ref=` of the link they
 * followed. Held in memory for the document's life, never stored: the measurement's first view
 * (web/lib/beacon.ts) and the forms' attribution after an in-app navigation (web/lib/attribution-from-location.ts)
 * read it.
 */
export const LANDING_ADDRESS: { readonly pathname: string; readonly search: string } =
  // The prerender and the stop pages' renderer have no address: nothing was landed on.
  typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : { pathname: window.location.pathname, search: window.location.search };
