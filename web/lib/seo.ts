import { siteConfig } from '../../core/site-config';

/**
 * What each public route says about itself to search engines and link previews. The build writes one static
 * HTML file per entry (link previews never run JavaScript); the app sets the same title when navigating.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Share image, 1200 × 630, under web/public. */
  image: string;
  imageAlt: string;
  /** The lazily loaded module that renders the route: the build preloads it and measures what it costs. */
  module: string;
}

const name = siteConfig.candidate.fullName;
const siteTitle = `${name} Presidente – ${siteConfig.election.name}`;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const PUBLIC_PAGES: readonly PageMeta[] = [
  {
    path: '/',
    title: siteTitle,
    description: `Il sito della campagna di ${name}, ${siteConfig.candidate.role.toLowerCase()}. Si vota il 23 e 24 novembre 2025: il programma, le tappe sul territorio e i materiali.`,
    image: '/og/home.jpg',
    imageAlt: `${name}, candidata alla Presidenza della Regione del Veneto – ${siteConfig.election.label}`,
    module: 'features/home/HomePage.tsx',
  },
  {
    path: '/chi-sono',
    title: `Chi sono – ${siteTitle}`,
    description: `La storia, l'impegno e le idee di ${name} per il Veneto.`,
    image: '/og/chi-sono.jpg',
    imageAlt: `Chi è ${name}`,
    module: 'features/bio/BioPage.tsx',
  },
  {
    path: '/materiale',
    title: `Materiale di campagna – ${siteTitle}`,
    description: `Volantini, programma e immagini della campagna di ${name} da scaricare e condividere.`,
    image: '/og/materiale.jpg',
    imageAlt: `Materiale di campagna di ${name}`,
    module: 'features/materials/MaterialsPage.tsx',
  },
  {
    path: '/contatti',
    title: `Contatti – ${siteTitle}`,
    description: `Scrivi alla campagna di ${name}: domande, proposte, disponibilità a dare una mano.`,
    image: '/og/contatti.jpg',
    imageAlt: `Contatta la campagna di ${name}`,
    module: 'features/contact/ContactPage.tsx',
  },
  {
    path: '/privacy',
    title: `Privacy policy e cookie policy – ${siteTitle}`,
    description: `Come la campagna di ${name} tratta i dati personali e quali cookie usa il sito.`,
    image: '/og/privacy.jpg',
    imageAlt: `Privacy policy del sito di ${name}`,
    module: 'features/privacy/PrivacyPage.tsx',
  },
  {
    path: '/trasparenza',
    title: `Trasparenza – ${siteTitle}`,
    description: `Curriculum, certificato del casellario giudiziale, mandatario elettorale e conto per i contributi della campagna di ${name}.`,
    image: '/og/trasparenza.jpg',
    imageAlt: `Trasparenza: i documenti della campagna di ${name}`,
    module: 'features/transparency/TransparencyPage.tsx',
  },
  {
    path: '/come-si-vota',
    title: `Come si vota – ${siteTitle}`,
    description: `${siteConfig.election.name}: giorni e orari dei seggi, cosa portare e come votare ${name} sulla scheda.`,
    image: '/og/come-si-vota.jpg',
    imageAlt: `Come si vota alle ${siteConfig.election.name}: il fac-simile della scheda`,
    module: 'features/vote-guide/HowToVotePage.tsx',
  },
  {
    path: '/apertura-campagna-elettorale',
    title: `${siteConfig.openingEvent.name} – ${siteConfig.openingEvent.dateLabel}, ${siteConfig.openingEvent.venue} ${siteConfig.openingEvent.city}`,
    description: `${siteConfig.openingEvent.dateLabel}, ore ${siteConfig.openingEvent.time}, ${siteConfig.openingEvent.venue} di ${siteConfig.openingEvent.city}: crea la tua immagine per l'apertura della campagna di ${name} e condividila.`,
    image: '/og/apertura-campagna-elettorale.jpg',
    imageAlt: `${siteConfig.openingEvent.name} di ${name}: ${siteConfig.openingEvent.dateLabel}, ${siteConfig.openingEvent.time}, ${siteConfig.openingEvent.venue}, ${siteConfig.openingEvent.city}`,
    module: 'features/photo-booth/PhotoBoothPage.tsx',
  },
];

/** Built as tappa.html: the page shell of /tappe/{id}. */
const TOUR_STOP_SHELL = '/tappa';

/** Pages that exist but are not advertised: no index, no sitemap entry. */
export const PRIVATE_PAGES: readonly Pick<PageMeta, 'path' | 'title' | 'module'>[] = [
  { path: '/admin-login', title: `Area Riservata – ${name} Presidente`, module: 'features/admin/AdminLoginPage.tsx' },
  { path: '/admin', title: `Pannello Amministrazione – ${name} Presidente`, module: 'features/admin/AdminPage.tsx' },
  // The shell a function fills in for each tour stop, /tappe/{id} (functions/tour-stop-page): never a page itself.
  {
    path: TOUR_STOP_SHELL,
    title: `Tappa del tour – ${name} Presidente`,
    module: 'features/tour-stop/TourStopPage.tsx',
  },
];

export const NOT_FOUND_TITLE = `Pagina non trovata – ${name} Presidente`;

export function titleForPath(pathname: string): string {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    PUBLIC_PAGES.find((page) => page.path === normalised)?.title ??
    PRIVATE_PAGES.find((page) => page.path === normalised)?.title ??
    NOT_FOUND_TITLE
  );
}
