import { TRANSPARENCY_POLICY } from './policy';
import { siteConfig } from './site-config';
import { daysBefore } from './vote-calendar';

/**
 * What the election law asks the candidate to publish on /trasparenza (L. 3/2019 art. 1 c. 14) and by when, as
 * dates counted back from the first voting day. No yup here: the public page reads it.
 */

export const FIRST_VOTING_DAY: string = siteConfig.election.days[0].date;

/** The last day the CV and the certificate may go online. */
export const DOCUMENTS_DUE: string = daysBefore(FIRST_VOTING_DAY, TRANSPARENCY_POLICY.documentsDueDaysBefore);

/** The oldest issue date a criminal-record certificate may carry. */
export const OLDEST_CERTIFICATE: string = daysBefore(FIRST_VOTING_DAY, TRANSPARENCY_POLICY.certificateMaxAgeDays);

/** The day the electoral propaganda starts: the committente line and the mandatario are due by then. */
export const PROPAGANDA_STARTS: string = daysBefore(FIRST_VOTING_DAY, TRANSPARENCY_POLICY.propagandaStartsDaysBefore);

export const TRANSPARENCY_DOCUMENT_KINDS = ['cv', 'criminalRecord'] as const;
export type TransparencyDocumentKind = (typeof TRANSPARENCY_DOCUMENT_KINDS)[number];

/**
 * Each document as the page and the panel name it (as a title and within a sentence), with the site content's fields holding its link and its date
 * (the CV's the day it was published, the certificate's the day it was issued).
 */
export const TRANSPARENCY_DOCUMENTS = {
  cv: {
    label: 'Curriculum vitae',
    named: 'il curriculum vitae',
    urlField: 'cvUrl',
    dateField: 'cvPublishedOn',
    dated: 'pubblicato il',
  },
  criminalRecord: {
    label: 'Certificato del casellario giudiziale',
    named: 'il certificato del casellario giudiziale',
    urlField: 'criminalRecordUrl',
    dateField: 'criminalRecordIssuedOn',
    dated: 'rilasciato il',
  },
} as const satisfies Record<
  TransparencyDocumentKind,
  { label: string; named: string; urlField: string; dateField: string; dated: string }
>;
