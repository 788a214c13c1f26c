/**
 * A consent a person gave, as the campaign must be able to prove it (GDPR art. 7(1)): what for, which version of
 * the privacy notice they were shown, when, from which page and, for the newsletter's double opt-in, when they
 * confirmed it from the mail. Written by the same statement as the sign-up, booking or message it came with.
 */
export const CONSENT_PURPOSES = {
  newsletter: 'Newsletter della campagna',
  rsvp: 'Contatto per una tappa prenotata',
  shift: 'Contatto per un turno da volontario',
  'contact-marketing': 'Aggiornamenti sulla campagna (modulo contatti)',
  'photo-booth-marketing': 'Aggiornamenti sulla campagna (generatore di immagini)',
  volunteer: 'Volontariato per la campagna (dati che rivelano opinioni politiche, art. 9 GDPR)',
  'walk-in': "Ringraziamento dopo una tappa (registrazione all'ingresso)",
} as const;

export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;

export interface ConsentRecord {
  id: number;
  email: string;
  purpose: ConsentPurpose;
  /** The privacy notice shown (core/privacy-notice.ts). */
  noticeVersion: string;
  /** The site's page the form was on, as the browser reported it. */
  sourcePage: string | null;
  givenAt: string;
  /** When the address confirmed it from the mail's link (the newsletter's double opt-in). */
  confirmedAt: string | null;
  /** When it was withdrawn (an unsubscribe, a cancelled booking). */
  withdrawnAt: string | null;
}
