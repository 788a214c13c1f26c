import { PUBLIC_PAGES } from '../web/lib/seo';

/** What each public route's screen shows once rendered: its main heading and a text of its main content. */
const SCREENS: Record<string, { heading: RegExp; text: string }> = {
  '/': { heading: /Presidente/, text: 'Leggi la mia storia' },
  '/chi-sono': { heading: /Chi è/, text: 'Torna alla home' },
  '/materiale': { heading: /Materiale di campagna/, text: 'Volantini, programma e immagini' },
  '/contatti': { heading: /Contatti/, text: 'Invia un messaggio' },
  '/privacy': { heading: /Privacy policy/, text: 'Ultimo aggiornamento: Ottobre 2025' },
  '/trasparenza': { heading: /Trasparenza/, text: 'Come chiede la legge' },
  '/come-si-vota': { heading: /Come si vota/, text: 'Cosa portare' },
  '/apertura-campagna-elettorale': { heading: /Apertura della campagna/, text: "Genera l'immagine" },
};

/** Every public route of the site's own list (web/lib/seo.ts), so a new page is tested everywhere at once. */
export const PUBLIC_ROUTES: readonly { path: string; heading: RegExp; text: string }[] = PUBLIC_PAGES.map(
  ({ path }) => {
    const screen = SCREENS[path];
    if (!screen) throw new Error(`e2e/routes.ts: say what ${path} shows`);
    return { path, ...screen };
  },
);

/** A path no page has: the 404 page, inside the public layout. */
const NOT_FOUND_ROUTE = { path: '/pagina-che-non-esiste', heading: /Pagina non trovata/ } as const;

/** The public routes and the 404 page: everything a visitor can land on. */
export const LANDING_ROUTES: readonly { path: string; heading: RegExp }[] = [...PUBLIC_ROUTES, NOT_FOUND_ROUTE];
