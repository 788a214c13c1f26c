import type { PageHead } from './head-tags';
import { PAGE_IDS, PAGE_ROUTES, pageIdForPath, type PageId, type PageRoute } from './page-routes';
import { siteConfig } from './site-config';

/**
 * The page table: every page of the site, what it says about itself to search engines and link previews, how
 * the build writes it and what its first load fetches. The route table (web/routes.tsx), the prerender
 * (web/prerender), the header and footer, the sitemap, the stop pages' function and the browser tests' list of
 * routes (test/browser/routes.ts) all read it. Adding a page: its route in core/page-routes.ts, its entry here (the
 * compiler asks for it), its screen in web/routes.tsx and, for a preview picture, its share card in
 * scripts/images.ts (the compiler asks for both too); docs/recipes.md lists every step.
 */
interface PageFacts {
  /** Its title; for the stop pages, their shell's (each stop's page carries the stop's: `tourStopTitle`). */
  readonly title: string;
  /** What search engines and link previews say of it: every indexed page with an address of its own has one. */
  readonly description?: string;
  /** Its link-preview picture, 1200 × 630 JPEG under web/public (each stop's is drawn: core/stop-preview.ts). */
  readonly preview?: { readonly image: string; readonly alt: string };
  /**
   * Who writes its HTML: the build, with the page rendered in it and hydrated in the browser ('prerender'); the
   * build, as an empty shell the app renders in the browser ('shell'); a function per request, on the shell the
   * build writes for it ('function', the stop pages).
   */
  readonly html: 'prerender' | 'shell' | 'function';
  /** The build's HTML file, when not named after the path (`/chi-sono` → `chi-sono.html`, `/` → `index.html`). */
  readonly file?: string;
  /** Search engines index it: canonical URL and link-preview tags. Otherwise `noindex`, and out of the sitemap. */
  readonly index: boolean;
  /** Listed in sitemap.xml. */
  readonly sitemap: boolean;
  /** Its screen's module under web/ (its chunk): the build preloads it and prints what the first load costs. */
  readonly screen?: string;
  /** Modules under web/ it loads while the visitor reads: prerendered, and preloaded at low priority. */
  readonly soon?: readonly string[];
  /**
   * Modules under web/ of a part most visitors never use (a stop's booking form): named in the HTML, fetched (not
   * run) only once the page has loaded and the browser is idle (web/lib/later-modules.ts), so the first touch finds
   * the code without its download sharing the first load.
   */
  readonly later?: readonly string[];
  /**
   * Its HTML is all it is (docs/decisions/0049): text and links, no control of its own. The browser never loads
   * React for it: the entry answers the header's menu and the cookie banner (web/lib/site-chrome.ts), keeps the
   * footer's year and words of the vote current (web/lib/page-without-app.ts) and sends the measurement; a link
   * loads the next page's HTML. What its lists show is the build's: an edit shows once the rebuild it starts is
   * live (PUT /api/content, the materials), not at the next visit as on a page that refreshes its lists.
   */
  readonly withoutApp?: true;
  /**
   * Its app starts as soon as the page has painted, not at the visitor's first sign of use (web/lib/first-use.ts,
   * decision 0049): what the page shows depends on its address, which only the app reads (a mail's link pages).
   */
  readonly appAtLoad?: true;
}

export type Page = PageRoute & PageFacts & { readonly id: PageId };

const name = siteConfig.candidate.fullName;
const siteTitle = `${name} Presidente – ${siteConfig.election.name}`;
const event = siteConfig.openingEvent;

/**
 * What every page in the public layout loads while the visitor reads: the footer, the cookie banner and the
 * measurement's beacon (web/main.tsx imports it once the page is idle; named here, its HTML preloads it at low
 * priority, so no script adds a link for it while the page hydrates).
 */
export const BEACON_MODULE = 'lib/beacon.ts';
export const PUBLIC_LAYOUT_SOON = ['app/SiteFooter.tsx', 'app/CookieBanner.tsx', BEACON_MODULE] as const;

/** The size of every page's link-preview picture (WhatsApp, Facebook, X). */
export const SHARE_IMAGE = { type: 'image/jpeg', width: 1200, height: 630 } as const;

const LISTED_PAGE = { html: 'prerender', index: true, sitemap: true } as const;
/** A mail's link page (`?t=…`): what it shows depends on the link's token, which only its app reads. */
const LINK_PAGE = { html: 'prerender', index: false, sitemap: false, appAtLoad: true } as const;

const FACTS = {
  home: {
    ...LISTED_PAGE,
    title: siteTitle,
    description: `Il sito della campagna di ${name}, ${siteConfig.candidate.role.toLowerCase()}. Si vota il 23 e 24 novembre 2025: il programma, le tappe sul territorio e i materiali.`,
    preview: {
      image: '/og/home.jpg',
      alt: `${name}, candidata alla Presidenza della Regione del Veneto – ${siteConfig.election.label}`,
    },
    screen: 'features/home/HomePage.tsx',
    soon: ['features/home/BelowTheFold.tsx'],
  },
  bio: {
    ...LISTED_PAGE,
    withoutApp: true,
    title: `Chi sono – ${siteTitle}`,
    description: `La storia, l'impegno e le idee di ${name} per il Veneto.`,
    preview: { image: '/og/chi-sono.jpg', alt: `Chi è ${name}` },
    screen: 'features/bio/BioPage.tsx',
  },
  // Each stop's page is indexed with its own title, words and picture (tourStopHead in core/stop-preview.ts), written by
  // functions/tour-stop-page on the shell tappa.html, which is itself no page to index.
  tourStop: {
    html: 'function',
    file: 'tappa.html',
    index: true,
    sitemap: false,
    title: `Tappa del tour – ${name} Presidente`,
    screen: 'features/tour-stop/TourStopPage.tsx',
    // The map, which hydrates when the visitor reaches it; the booking form, which its function renders into the
    // page and the browser hydrates at the visitor's first touch of it: most readers of a shared stop never book.
    soon: ['features/tour-stop/StopPlace.tsx'],
    later: ['components/RsvpForm.tsx'],
  },
  materials: {
    ...LISTED_PAGE,
    withoutApp: true,
    title: `Materiale di campagna – ${siteTitle}`,
    description: `Volantini, programma e immagini della campagna di ${name} da scaricare e condividere.`,
    preview: { image: '/og/materiale.jpg', alt: `Materiale di campagna di ${name}` },
    screen: 'features/materials/MaterialsPage.tsx',
  },
  contact: {
    ...LISTED_PAGE,
    title: `Contatti – ${siteTitle}`,
    description: `Scrivi alla campagna di ${name}: domande, proposte, disponibilità a dare una mano.`,
    preview: { image: '/og/contatti.jpg', alt: `Contatta la campagna di ${name}` },
    screen: 'features/contact/ContactPage.tsx',
    // The form's code (formik, yup) loads at the visitor's first touch of it, as the volunteers' does.
    later: ['features/contact/ContactForm.tsx'],
  },
  // The form's code (formik, yup, the comuni) loads at the visitor's first touch of it: the page is theirs at once.
  volunteers: {
    ...LISTED_PAGE,
    title: `Volontari – ${siteTitle}`,
    description: `Dai una mano alla campagna di ${name}: banchetti, volantinaggio, eventi, telefonate, social e rappresentanti di lista nel tuo comune.`,
    preview: { image: '/og/volontari.jpg', alt: `Diventa volontario della campagna di ${name}` },
    screen: 'features/volunteers/VolunteersPage.tsx',
    later: ['features/volunteers/VolunteerForm.tsx'],
  },
  howToVote: {
    ...LISTED_PAGE,
    withoutApp: true,
    title: `Come si vota – ${siteTitle}`,
    description: `${siteConfig.election.name}: giorni e orari dei seggi, cosa portare e come votare ${name} sulla scheda.`,
    preview: {
      image: '/og/come-si-vota.jpg',
      alt: `Come si vota alle ${siteConfig.election.name}: il fac-simile della scheda`,
    },
    screen: 'features/vote-guide/HowToVotePage.tsx',
  },
  transparency: {
    ...LISTED_PAGE,
    withoutApp: true,
    title: `Trasparenza – ${siteTitle}`,
    // Says where the documents are published, not that they are: until they are, the page says which are missing.
    description: `Dove la campagna di ${name} pubblica il curriculum e il certificato del casellario giudiziale, con le loro date, e chi raccoglie i fondi.`,
    preview: { image: '/og/trasparenza.jpg', alt: `Trasparenza della campagna di ${name}` },
    screen: 'features/transparency/TransparencyPage.tsx',
  },
  privacy: {
    ...LISTED_PAGE,
    withoutApp: true,
    title: `Privacy policy e cookie policy – ${siteTitle}`,
    description: `Come la campagna di ${name} tratta i dati personali e quali cookie usa il sito.`,
    preview: { image: '/og/privacy.jpg', alt: `Privacy policy del sito di ${name}` },
    screen: 'features/privacy/PrivacyPage.tsx',
  },
  photoBooth: {
    ...LISTED_PAGE,
    title: `${event.name} – ${event.dateLabel}, ${event.venue} ${event.city}`,
    description: `${event.dateLabel}, ore ${event.time}, ${event.venue} di ${event.city}: crea la tua immagine per l'apertura della campagna di ${name} e condividila.`,
    preview: {
      image: '/og/apertura-campagna-elettorale.jpg',
      alt: `${event.name} di ${name}: ${event.dateLabel}, ${event.time}, ${event.venue}, ${event.city}`,
    },
    screen: 'features/photo-booth/PhotoBoothPage.tsx',
    // The details form's code (formik, yup) loads at the visitor's first touch of it; the cropper's is the photo
    // step's own, at its first use.
    later: ['features/photo-booth/DetailsForm.tsx'],
  },
  // Rendered with the page's first state (the question and its button), then hydrated: a click sends the link's token.
  newsletterConfirm: {
    ...LINK_PAGE,
    title: `Conferma dell'iscrizione – ${name} Presidente`,
    screen: 'features/newsletter/ConfirmSubscriptionPage.tsx',
  },
  newsletterUnsubscribe: {
    ...LINK_PAGE,
    title: `Annulla l'iscrizione – ${name} Presidente`,
    screen: 'features/newsletter/UnsubscribePage.tsx',
  },
  // The link of a booking request's mail (?t=…): the page shows the stop, and only its button confirms (mail
  // scanners open links, some run their script). Nobody lands on it from a search.
  rsvpConfirm: {
    ...LINK_PAGE,
    title: `Conferma la prenotazione – ${name} Presidente`,
    screen: 'features/rsvp/RsvpConfirmPage.tsx',
  },
  // The cancel link of every mail about a booking (?t=…): the page asks, then POSTs the token. Nobody lands on it
  // from a search, so it is neither indexed nor listed.
  rsvpCancel: {
    ...LINK_PAGE,
    title: `Annulla la prenotazione – ${name} Presidente`,
    screen: 'features/rsvp/RsvpCancelPage.tsx',
  },
  // The link of a volunteer's sign-up mail (?t=…): only its button confirms (mail scanners open links).
  volunteerConfirm: {
    ...LINK_PAGE,
    title: `Conferma la disponibilità – ${name} Presidente`,
    screen: 'features/volunteers/VolunteerConfirmPage.tsx',
  },
  // The decline link of a rappresentante's assignment mail (?t=…): only its button declines.
  pollingDecline: {
    ...LINK_PAGE,
    title: `Rinuncia alla sezione – ${name} Presidente`,
    screen: 'features/volunteers/PollingDeclinePage.tsx',
  },
  // The links of a shift sign-up's mails (?t=…): as the booking's, the page shows the shift and only its button acts.
  shiftConfirm: {
    ...LINK_PAGE,
    title: `Conferma il turno – ${name} Presidente`,
    screen: 'features/shifts/ShiftConfirmPage.tsx',
  },
  shiftCancel: {
    ...LINK_PAGE,
    title: `Annulla il turno – ${name} Presidente`,
    screen: 'features/shifts/ShiftCancelPage.tsx',
  },
  adminLogin: {
    html: 'shell',
    index: false,
    sitemap: false,
    title: `Area Riservata – ${name} Presidente`,
    screen: 'features/admin/accounts/AdminLoginPage.tsx',
  },
  admin: {
    html: 'shell',
    index: false,
    sitemap: false,
    title: `Pannello Amministrazione – ${name} Presidente`,
    screen: 'features/admin/AdminPage.tsx',
  },
  door: {
    html: 'shell',
    index: false,
    sitemap: false,
    title: `Ingresso – ${name} Presidente`,
    screen: 'features/admin/door/DoorPage.tsx',
  },
  // Its component is in the shared entry: no screen of its own to preload.
  notFound: {
    html: 'prerender',
    file: '404.html',
    index: false,
    sitemap: false,
    title: `Pagina non trovata – ${name} Presidente`,
  },
} as const satisfies { readonly [id in PageId]: PageFacts };

/** The pages whose HTML the build renders: what a visitor lands on before any script runs. */
export type PrerenderedPageId = { [id in PageId]: (typeof FACTS)[id]['html'] extends 'prerender' ? id : never }[PageId];

/** The pages with a link-preview picture of their own: each has its share card (scripts/images.ts draws them). */
export type PreviewedPageId = { [id in PageId]: (typeof FACTS)[id] extends { preview: object } ? id : never }[PageId];

/** Every page, by id. */
export const PAGES = Object.fromEntries(
  PAGE_IDS.map((id): [PageId, Page] => [id, { id, ...PAGE_ROUTES[id], ...FACTS[id] }]),
) as { readonly [id in PageId]: Page };

/** Every page, in the table's order. */
export const PAGE_LIST: readonly Page[] = PAGE_IDS.map((id) => PAGES[id]);

/** The pages with an address of their own that search engines index: the sitemap's, in the table's order. */
export const LISTED_PAGES: readonly Page[] = PAGE_LIST.filter((page) => page.sitemap);

/** The HTML file the build writes for the page. */
export function htmlFile(page: Page): string {
  return page.file ?? (page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
}

/**
 * The page a path or file shows (`/chi-sono`, `/chi-sono/`, `/chi-sono.html?x=1`, `/index.html`, `/tappa.html`,
 * `/404`), the 404 when none.
 */
export function pageForPath(pathname: string): Page {
  const clean = pathname
    .split(/[?#]/)[0]
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');
  return PAGE_LIST.find((page) => `/${htmlFile(page)}` === `${clean}.html`) ?? PAGES[pageIdForPath(clean)];
}

/** A page's title, for the browser's tab as the visitor moves between pages. */
export const titleForPath = (pathname: string): string => pageForPath(pathname).title;

/** The head of a page the build writes: its own words and picture when indexed, else `noindex`. */
export function pageHead(page: Page, origin: string): PageHead {
  if (!page.index || page.html === 'function') return { title: page.title, description: page.description };
  if (!page.preview) throw new Error(`core/pages.ts: the indexed page ${page.path} needs a preview picture`);
  const url = `${origin}${page.path}`;
  const image = { url: `${origin}${page.preview.image}`, ...SHARE_IMAGE, alt: page.preview.alt };
  return { title: page.title, description: page.description, listed: { url, image } };
}
