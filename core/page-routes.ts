import type { TourEvent } from './schema/tour-event.schema';
import { siteConfig } from './site-config';

/**
 * Where each page of the site lives and how the browser frames it: the part of the page table (core/pages.ts)
 * that the browser's shared entry carries (the route table, the header). Titles, descriptions and the build's
 * facts stay in core/pages.ts, which the browser fetches only on its first navigation. The order is the order in
 * which the footer links the pages (and the sitemap lists them).
 */
export interface PageRoute {
  /** The router's path: `/tappe/:id` for pages made per item, `*` for the 404. */
  readonly path: string;
  /** Inside the public header, footer and cookie banner, or alone (the admin area). */
  readonly layout: 'public' | 'alone';
  /** Its label in the header's menu, where the header links it. */
  readonly header?: string;
  /** Its label in the footer: among the site's links for a public page, in the corner for one that stands alone. */
  readonly footer?: string;
  /** Where the site links a page without an address of its own: the list of the stops, on the home page. */
  readonly listedAt?: string;
}

export const PAGE_ROUTES = {
  home: { path: '/', layout: 'public', header: 'Home', footer: 'Home' },
  bio: { path: '/chi-sono', layout: 'public', header: 'Chi Sono', footer: 'Chi Sono' },
  tourStop: { path: '/tappe/:id', layout: 'public', footer: 'Sul territorio', listedAt: '/#territorio' },
  materials: { path: '/materiale', layout: 'public', footer: 'Materiale' },
  volunteers: { path: '/volontari', layout: 'public', header: 'Volontari', footer: 'Volontari' },
  contact: { path: '/contatti', layout: 'public', header: 'Contatti', footer: 'Contatti' },
  howToVote: { path: '/come-si-vota', layout: 'public', footer: 'Come si vota' },
  transparency: { path: '/trasparenza', layout: 'public', footer: 'Trasparenza' },
  privacy: { path: '/privacy', layout: 'public', footer: 'Privacy policy e cookie policy' },
  photoBooth: { path: '/apertura-campagna-elettorale', layout: 'public' },
  // Opened from the links of the newsletter's mails, with their token as `?t=`.
  newsletterConfirm: { path: '/iscrizione/conferma', layout: 'public' },
  newsletterUnsubscribe: { path: '/iscrizione/annulla', layout: 'public' },
  // The links of the mails about a booking, with their token as `?t=`: confirm a request, cancel a booking.
  rsvpConfirm: { path: '/prenotazione/conferma', layout: 'public' },
  rsvpCancel: { path: '/prenotazione/annulla', layout: 'public' },
  // The link of a volunteer's sign-up mail, with its token as `?t=`.
  volunteerConfirm: { path: '/volontari/conferma', layout: 'public' },
  shiftConfirm: { path: '/turni/conferma', layout: 'public' },
  shiftCancel: { path: '/turni/annulla', layout: 'public' },
  // The decline link of a rappresentante di lista's assignment mail, with its token as `?t=`.
  pollingDecline: { path: '/rappresentanti/rinuncia', layout: 'public' },
  adminLogin: { path: '/admin-login', layout: 'alone', footer: 'Area riservata' },
  admin: { path: '/admin', layout: 'alone' },
  // The door of a stop or shift (titolare, segreteria): check-ins by QR code, typed code, name, or as walk-ins.
  door: { path: '/admin/ingresso', layout: 'alone' },
  notFound: { path: '*', layout: 'public' },
} as const satisfies Record<string, PageRoute>;

/** The name of a page in the table: `PAGES[id]`, `PAGE_ROUTES[id]`, the route table's `SCREENS[id]`. */
export type PageId = keyof typeof PAGE_ROUTES;

export const PAGE_IDS = Object.keys(PAGE_ROUTES) as readonly PageId[];

/** Whether a router path (`/tappe/:id`) takes in a concrete path (`/tappe/7`). */
function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

/** The page a path shows (a trailing slash ignored): the 404 when none of the table takes it in. */
export function pageIdForPath(pathname: string): PageId {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_IDS.find((id) => PAGE_ROUTES[id].path !== '*' && matches(PAGE_ROUTES[id].path, normalised)) ?? 'notFound';
}

/** The links of the header's menu or of the footer, in the table's order. */
export function navLinks(place: 'header' | 'footer'): { to: string; label: string; layout: PageRoute['layout'] }[] {
  return PAGE_IDS.flatMap((id) => {
    const route: PageRoute = PAGE_ROUTES[id];
    const label = route[place];
    return label ? [{ to: route.listedAt ?? route.path, label, layout: route.layout }] : [];
  });
}

/** The page of one tour stop: what is shared, what its calendar entry and its structured data link to. */
export const tourStopPath = (id: number) => PAGE_ROUTES.tourStop.path.replace(':id', String(id));

/** A stop page's title, the stop's own: in its HTML (the function) and in the tab once the app shows it. */
export const tourStopTitle = (stop: Pick<TourEvent, 'title'>) =>
  `${stop.title} – Tour di ${siteConfig.candidate.fullName}`;
