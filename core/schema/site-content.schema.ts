import * as yup from 'yup';
import { httpUrl, maxChars, minChars, optionalText, text } from './fields.schema';

export interface SiteContent {
  id: number;
  bioTitle: string;
  bioSubtitle: string;
  bioText: string;
  heroImagePath: string | null;
  heroTitle: string;
  heroSubtitle: string;
  heroCallToAction: string;
  mapImagePath: string | null;
  mapTitle: string;
  mapDescription: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  /** "Committente responsabile" (L. 515/1993 art. 3): shown on every page, beside the downloads and on the image. */
  committente: string | null;
  /** The /trasparenza page: the mandatario elettorale, the account for contributions and the documents. */
  mandatarioName: string | null;
  /**
   * The documents of L. 3/2019 (core/transparency.ts), each an uploaded PDF with its date: only the owner sets them,
   * through PUT /api/admin/transparency-documents, never through a content update.
   */
  cvUrl: string | null;
  cvPublishedOn: string | null;
  criminalRecordUrl: string | null;
  criminalRecordIssuedOn: string | null;
  contributionIban: string | null;
  contributionHolder: string | null;
  spendingReportUrl: string | null;
  /** The home's banner once the polls have closed. */
  voteThanks: string | null;
  updatedAt: string;
  /** Raised by the database at each change an admin can see: the `If-Match` a save or delete sends back. */
  version: number;
}

export type SiteContentFields = Omit<SiteContent, 'id' | 'updatedAt' | 'version'>;

const SITE_CONTENT_MESSAGES = {
  required: 'Questo campo non può essere vuoto',
  tooLong: 'Testo troppo lungo',
  email: 'Email non valida',
  url: 'URL non valido',
  path: 'Percorso immagine non valido',
  document: 'Indirizzo del documento non valido: un percorso sul sito (/documenti/…) o un indirizzo https://',
  iban: 'IBAN non valido',
} as const;

const requiredText = (max: number) =>
  text(SITE_CONTENT_MESSAGES.required)
    .test(minChars(1, SITE_CONTENT_MESSAGES.required))
    .test(maxChars(max, SITE_CONTENT_MESSAGES.tooLong));

const imagePath = () =>
  optionalText(500, SITE_CONTENT_MESSAGES.tooLong).test(
    'image-path',
    SITE_CONTENT_MESSAGES.path,
    (value) => value == null || /^\/[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
  );

const documentLink = () =>
  optionalText(500, SITE_CONTENT_MESSAGES.tooLong).test(
    'document-link',
    SITE_CONTENT_MESSAGES.document,
    (value) => value == null || /^\/[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
  );

/** ISO 13616: the country, two check digits and the account; valid when the whole number is 1 modulo 97. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Stored in groups of four, as banks print it and people copy it. */
const iban = () =>
  optionalText(42, SITE_CONTENT_MESSAGES.iban)
    .transform((value: unknown) =>
      typeof value === 'string'
        ? value
            .replace(/\s+/g, '')
            .toUpperCase()
            .replace(/(.{4})(?=.)/g, '$1 ')
        : value,
    )
    .test('iban', SITE_CONTENT_MESSAGES.iban, (value) => value == null || isValidIban(value));

const url = () =>
  httpUrl(SITE_CONTENT_MESSAGES.url)
    .transform((v: unknown) => (v === '' ? null : v))
    .nullable();

/**
 * Every field but id, updatedAt and the law's documents (transparency.schema.ts); all optional, so a partial update
 * is a valid payload.
 */
export const siteContentSchema = yup
  .object({
    bioTitle: requiredText(200),
    bioSubtitle: requiredText(300),
    bioText: requiredText(20000),
    heroImagePath: imagePath(),
    heroTitle: requiredText(200),
    heroSubtitle: requiredText(300),
    heroCallToAction: requiredText(200),
    mapImagePath: imagePath(),
    mapTitle: requiredText(200),
    mapDescription: requiredText(2000),
    contactEmail: text(SITE_CONTENT_MESSAGES.email)
      .transform((v: unknown) => (v === '' ? null : v))
      .email(SITE_CONTENT_MESSAGES.email)
      .test(maxChars(254, SITE_CONTENT_MESSAGES.email))
      .nullable(),
    contactPhone: optionalText(40, SITE_CONTENT_MESSAGES.tooLong),
    contactAddress: optionalText(300, SITE_CONTENT_MESSAGES.tooLong),
    facebookUrl: url(),
    instagramUrl: url(),
    twitterUrl: url(),
    committente: optionalText(300, SITE_CONTENT_MESSAGES.tooLong),
    mandatarioName: optionalText(200, SITE_CONTENT_MESSAGES.tooLong),
    contributionIban: iban(),
    contributionHolder: optionalText(200, SITE_CONTENT_MESSAGES.tooLong),
    spendingReportUrl: documentLink(),
    voteThanks: optionalText(1000, SITE_CONTENT_MESSAGES.tooLong),
  })
  .noUnknown();
