import { PAGE_LIST, type PrerenderedPageId } from '../../core/pages';

type RenderedPageId = Exclude<PrerenderedPageId, 'notFound'>;

/**
 * What each page the build renders shows once rendered, by its id in the page table (core/pages.ts): its main
 * heading and a text of its main content. A new rendered page has no entry until it is given one here, and the
 * compiler says so.
 */
interface Screen {
  heading: RegExp;
  text: string;
  /** What the page shows with JavaScript disabled, where that is not what the browser makes of it. */
  withoutScript?: { heading: RegExp; text: string };
}

const SCREENS: { readonly [id in RenderedPageId]: Screen } = {
  home: { heading: /Presidente/, text: 'Leggi la mia storia' },
  bio: { heading: /Chi è/, text: 'Torna alla home' },
  materials: { heading: /Materiale di campagna/, text: 'Volantini, programma e immagini' },
  contact: { heading: /Contatti/, text: 'Invia un messaggio' },
  volunteers: { heading: /Diventa volontario/, text: 'Cosa fanno i volontari' },
  howToVote: { heading: /Come si vota/, text: 'Cosa portare' },
  transparency: { heading: /Trasparenza/, text: 'Come chiede la legge' },
  privacy: { heading: /Privacy policy/, text: 'Ultimo aggiornamento: Novembre 2025' },
  photoBooth: { heading: /Apertura della campagna/, text: "Genera l'immagine" },
  // Opened without a mail's token: the page says so, asking the API nothing; without JavaScript it cannot confirm,
  // and says what to do.
  newsletterConfirm: {
    heading: /Link non valido/,
    text: 'usa il link più recente',
    withoutScript: { heading: /Conferma dell'iscrizione/, text: 'serve JavaScript' },
  },
  newsletterUnsubscribe: { heading: /Annulla l'iscrizione/, text: 'Vuoi smettere di ricevere le email' },
  rsvpConfirm: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Conferma la prenotazione/, text: 'serve JavaScript' },
  },
  volunteerConfirm: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Conferma la disponibilità/, text: 'serve JavaScript' },
  },
  pollingDecline: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Rinuncia alla sezione/, text: 'serve JavaScript' },
  },
  rsvpCancel: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Annulla la prenotazione/, text: 'serve JavaScript' },
  },
  shiftConfirm: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Conferma il turno/, text: 'serve JavaScript' },
  },
  shiftCancel: {
    heading: /Link non valido/,
    text: "usa il link dell'ultima email",
    withoutScript: { heading: /Annulla il turno/, text: 'serve JavaScript' },
  },
};

const isRendered = (id: string): id is RenderedPageId => id in SCREENS;

/** Every public page the build renders, in the table's order, so a new page is tested everywhere at once. */
export const PUBLIC_ROUTES: readonly ({ path: string } & Screen)[] = PAGE_LIST.filter(
  (page) => page.html === 'prerender' && page.id !== 'notFound',
).map(({ id, path }) => {
  if (!isRendered(id)) throw new Error(`test/browser/routes.ts: say what ${path} shows`);
  return { path, ...SCREENS[id] };
});

/** A path no page has: the 404 page, inside the public layout. */
const NOT_FOUND_ROUTE = { path: '/pagina-che-non-esiste', heading: /Pagina non trovata/ } as const;

/** The public routes and the 404 page: everything a visitor can land on. */
export const LANDING_ROUTES: readonly { path: string; heading: RegExp }[] = [...PUBLIC_ROUTES, NOT_FOUND_ROUTE];
