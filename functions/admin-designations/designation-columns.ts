import { POLLING_ROLE_LABELS } from '../../core/schema/polling-section.schema';
import { siteConfig } from '../../core/site-config';
import type { DesignationRow } from '../../db/queries/polling-sections.queries';
import type { CsvColumn } from '../_lib/csv';

/** "1990-05-17" → "17/05/1990", as the designations write a birth date. */
export const birthDateWords = (date: string): string => date.split('-').reverse().join('/');

/** The designations' CSV: one line per person, with the list's name on each, for the comune's office or a merge. */
export const DESIGNATION_COLUMNS: readonly CsvColumn<DesignationRow>[] = [
  { header: 'Lista', value: () => siteConfig.election.list.name },
  { header: 'Sezione', value: (row) => row.number },
  { header: 'Indirizzo della sezione', value: (row) => row.address },
  { header: 'Ruolo', value: (row) => POLLING_ROLE_LABELS[row.role] },
  { header: 'Cognome e nome', value: (row) => row.name },
  { header: 'Data di nascita', value: (row) => birthDateWords(row.birthDate) },
  { header: 'Luogo di nascita', value: (row) => row.birthPlace },
  { header: 'Iscritto/a nelle liste elettorali del comune di', value: (row) => row.electoralComune },
  { header: 'Firma del delegato', value: () => '' },
];
