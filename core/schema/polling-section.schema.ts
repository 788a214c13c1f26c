import * as yup from 'yup';
import { wholeNumber } from './fields.schema';

/** The two places at a section: the effettivo and the one who stands in (supplente). */
export type PollingRole = 'effettivo' | 'supplente';

export const POLLING_ROLE_LABELS: Record<PollingRole, string> = {
  effettivo: 'Effettivo',
  supplente: 'Supplente',
};

/** The CSV the staff import: these Italian headers, in this order, on its first line. */
export const POLLING_SECTION_HEADERS = ['comune', 'numero', 'indirizzo'] as const;

export const POLLING_MESSAGES = {
  volunteer: 'Scegli un volontario dalla lista',
  notOffered: 'Si può assegnare solo un volontario confermato che si è offerto come rappresentante di lista',
  taken: 'Questa persona è già assegnata a un’altra sezione: una persona, una sezione',
  samePerson: 'Effettivo e supplente devono essere due persone diverse',
  notCsv: 'Invia il file CSV delle sezioni (Content-Type: text/csv)',
  tooLarge: 'Il file delle sezioni è troppo grande',
  headers: `La prima riga del file deve essere: ${POLLING_SECTION_HEADERS.join(',')}`,
  comune: 'Il comune non è un comune del Veneto',
  numero: 'Il numero della sezione deve essere un numero da 1 a 9999',
  indirizzo: "L'indirizzo deve contenere da 2 a 300 caratteri",
  columns: 'La riga deve avere tre campi: comune, numero, indirizzo',
  repeated: 'Sezione già presente più sopra nel file',
  comuneQuery: 'Comune non valido',
  format: 'Formato non valido: scegli csv o pdf',
  declined: 'Hai rinunciato: la sezione torna libera e lo staff è stato avvisato. Grazie di averci avvisato per tempo.',
  declineUsed: 'Hai già rinunciato a questa sezione, oppure lo staff ti ha assegnato altrove.',
  declineInvalid: "Link non valido: usa il link dell'ultima email di assegnazione che hai ricevuto.",
} as const;

const volunteerId = () => wholeNumber(1, 2_147_483_647, POLLING_MESSAGES.volunteer).nullable().defined();

/** PUT /api/admin/polling-sections/{id}: who watches the section, each a volunteer's id or null for nobody. */
export const pollingAssignmentSchema = yup.object({
  effettivo: volunteerId(),
  supplente: volunteerId().test(
    'different',
    POLLING_MESSAGES.samePerson,
    (value, context) => value == null || value !== (context.parent as { effettivo?: unknown }).effettivo,
  ),
});

export type PollingAssignmentInput = yup.InferType<typeof pollingAssignmentSchema>;

/** A person assigned to a section, as the panel shows them. */
export interface PollingAssignee {
  volunteerId: number;
  name: string;
}

/** A section as GET /api/admin/polling-sections lists it. */
export interface PollingSection {
  id: number;
  comuneCode: string;
  comune: string;
  number: number;
  address: string;
  version: number;
  effettivo: PollingAssignee | null;
  supplente: PollingAssignee | null;
}

/** A confirmed volunteer who offered: whom the panel can assign, and where they are now. */
export interface ListRepresentative {
  volunteerId: number;
  name: string;
  email: string;
  phone: string | null;
  electoralComune: string;
  electoralSection: string | null;
  /** The section they hold, if any. */
  sectionId: number | null;
}

/** GET /api/admin/polling-sections?comune=X: the comune's sections and the people who can be assigned. */
export interface PollingSectionList {
  sections: PollingSection[];
  representatives: ListRepresentative[];
}

/** POST /api/admin/polling-sections: what an import did, and each line it refused with its number and reason. */
export interface PollingSectionImport {
  imported: number;
  created: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

/** One comune's coverage: its sections, and how many have an effettivo and a supplente. */
export interface ComuneCoverage {
  comune: string;
  comuneCode: string;
  province: string;
  sections: number;
  effettivi: number;
  supplenti: number;
}

/** The answer of a decline. */
export interface PollingDeclineReply {
  message: string;
}
