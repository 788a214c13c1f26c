import { CAMPAIGN_OVERFLOW, type ConversionKind, type MetricsSource, type PageEvent } from './measurement';

/** The panel's and the CSV's words for what the measurement counts. */
export const SOURCE_LABELS: Record<MetricsSource, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  telegram: 'Telegram',
  x: 'X',
  email: 'Email',
  ricerca: 'Motori di ricerca',
  condivisione: 'Condivisioni e link copiati',
  diretto: 'Diretto',
  altro: 'Altri siti',
  interno: 'Dalle pagine del sito',
};

export const CONVERSION_LABELS: Record<ConversionKind, string> = {
  'booking-requested': 'Prenotazioni richieste',
  'booking-confirmed': 'Prenotazioni confermate',
  'shift-requested': 'Turni richiesti',
  'shift-confirmed': 'Turni confermati',
  newsletter: 'Iscrizioni alla newsletter',
  volunteer: 'Volontari',
  contact: 'Messaggi',
  image: 'Immagini create',
};

/** A campaign as the panel and the CSV name it: its own name, or words for none and for the day's overflow. */
export const campaignLabel = (campaign: string): string =>
  campaign === '' ? 'Nessuna campagna' : campaign === CAMPAIGN_OVERFLOW ? 'Altre campagne' : campaign;

export const EVENT_LABELS: Record<PageEvent, string> = {
  'share-native': 'Condivisioni dal telefono',
  'share-whatsapp': 'Condivisioni su WhatsApp',
  'share-facebook': 'Condivisioni su Facebook',
  'share-copy': 'Link copiati',
  calendar: 'Aggiunte al calendario',
  directions: 'Indicazioni stradali',
};
