import * as yup from 'yup';
import { formatShortDate } from '../dates';
import { uploadIdOf } from '../material-files';
import { TRANSPARENCY_POLICY } from '../policy';
import {
  FIRST_VOTING_DAY,
  OLDEST_CERTIFICATE,
  TRANSPARENCY_DOCUMENT_KINDS,
  type TransparencyDocumentKind,
} from '../transparency';
import { isoDate, text } from './fields.schema';

export const TRANSPARENCY_MESSAGES = {
  document: 'Scegli il curriculum o il certificato del casellario giudiziale',
  fileUrl: 'Carica il documento in PDF',
  notPdf: 'Il documento deve essere un PDF: salvalo in PDF e caricalo di nuovo',
  issuedOn: 'Inserisci la data di rilascio del certificato',
  tooOld: `Il certificato è stato rilasciato più di ${TRANSPARENCY_POLICY.certificateMaxAgeDays} giorni prima del voto (${formatShortDate(FIRST_VOTING_DAY)}): la legge ne chiede uno rilasciato dal ${formatShortDate(OLDEST_CERTIFICATE)} in poi`,
  afterVote: `La data di rilascio non può essere successiva al primo giorno di voto (${formatShortDate(FIRST_VOTING_DAY)})`,
} as const;

/**
 * PUT /api/admin/transparency-documents, and the panel's form: a document the owner has uploaded (its fileUrl an
 * upload's path), and for the certificate its issue date, which the law wants no more than 90 days before the vote.
 */
export const transparencyDocumentSchema = yup.object({
  document: yup
    .mixed<TransparencyDocumentKind>()
    .oneOf([...TRANSPARENCY_DOCUMENT_KINDS], TRANSPARENCY_MESSAGES.document)
    .required(TRANSPARENCY_MESSAGES.document),
  fileUrl: text(TRANSPARENCY_MESSAGES.fileUrl)
    .required(TRANSPARENCY_MESSAGES.fileUrl)
    .test('uploaded', TRANSPARENCY_MESSAGES.fileUrl, (value) => value == null || uploadIdOf(value) !== undefined),
  issuedOn: isoDate(TRANSPARENCY_MESSAGES.issuedOn)
    .optional()
    .when('document', {
      is: 'criminalRecord',
      then: (date) =>
        date
          .required(TRANSPARENCY_MESSAGES.issuedOn)
          .test('recent', TRANSPARENCY_MESSAGES.tooOld, (value) => value == null || value >= OLDEST_CERTIFICATE)
          .test('before-vote', TRANSPARENCY_MESSAGES.afterVote, (value) => value == null || value <= FIRST_VOTING_DAY),
      // The CV's date is the day it goes online, which the server sets.
      otherwise: (date) => date.strip(),
    }),
});

export type TransparencyDocumentInput = yup.InferType<typeof transparencyDocumentSchema>;
