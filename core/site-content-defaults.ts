import type { SiteContentFields } from './schema/site-content.schema';
import { siteConfig } from './site-config';

const { candidate, election } = siteConfig;

/**
 * What the site says before an admin changes anything: the seed stores it, and GET /api/content falls back on it.
 * Apart from the content's yup schema (schema/site-content.ts): the public read of the content loads no validation
 * library (docs/decisions/0020).
 */
export const defaultSiteContent: SiteContentFields = {
  bioTitle: `Chi è ${candidate.fullName}`,
  bioSubtitle: `${candidate.role} – ${election.name}`,
  bioText: [
    `${candidate.fullName} è nata a Vicenza e vive a Padova. Ha insegnato per quindici anni nelle scuole del territorio e ha guidato come sindaca un comune della provincia, dove ha portato il tempo pieno in tutte le scuole primarie e riaperto l'ambulatorio di paese.`,
    'Crede in un Veneto che tiene insieme lavoro e ambiente, città e montagna, chi resta e chi torna: una Regione vicina alle persone, che ascolta prima di decidere e rende conto di quello che fa.',
    `Si candida alla Presidenza della Regione con una squadra di amministratori, volontari e professionisti che conoscono il territorio, comune per comune.`,
  ].join('\n\n'),
  heroImagePath: null,
  heroTitle: `${candidate.fullName} Presidente`,
  heroSubtitle: election.name,
  heroCallToAction: `Il 23 e 24 novembre vota ${candidate.fullName}`,
  mapImagePath: null,
  mapTitle: 'In viaggio per il Veneto',
  mapDescription: 'Tutte le città che abbiamo incontrato e le prossime tappe del tour, provincia per provincia.',
  contactEmail: 'info@venturinipresidente.it',
  contactPhone: null,
  contactAddress: 'Riviera Tito Livio 10, 35122 Padova',
  facebookUrl: siteConfig.social.facebook,
  instagramUrl: siteConfig.social.instagram,
  twitterUrl: null,
  committente: `Committente responsabile: ${siteConfig.mandatario.name}, mandatario elettorale di ${candidate.fullName}`,
  mandatarioName: siteConfig.mandatario.name,
  cvUrl: null,
  cvPublishedOn: null,
  criminalRecordUrl: null,
  criminalRecordIssuedOn: null,
  contributionIban: null,
  contributionHolder: null,
  spendingReportUrl: null,
  voteThanks: `Grazie a chi ha votato e a chi ha camminato con noi in queste settimane. Il lavoro per il Veneto continua.`,
};
