import {
  LIST_REPRESENTATIVE_ACTIVITY,
  type ListRepresentativeOffer,
} from '../../core/schema/list-representative.schema';
import { POLLING_MESSAGES, POLLING_SECTION_HEADERS } from '../../core/schema/polling-section.schema';
import type { VolunteerInput } from '../../core/schema/volunteer.schema';
import { venetoComune, venetoComuneByCode } from '../../core/veneto-comuni';
import type { SectionLine } from '../../db/queries/polling-sections.queries';
import { HttpError, MESSAGES } from './http';

/** A record of the CSV and the line of the file it starts on (1 is the header's). */
interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV (RFC 4180: quoted fields may hold the separator, quotes doubled and line breaks), with the
 * separator its header uses: "," as the import's headers are written, or ";" as Excel writes CSV in Italy.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** The `?comune=` of a list or an export: an ISTAT code of a comune of Veneto, else a 400. */
export function comuneParam(req: Request): string {
  const code = new URL(req.url).searchParams.get('comune') ?? '';
  if (!venetoComuneByCode(code)) throw new HttpError(400, MESSAGES.badInput, { comune: POLLING_MESSAGES.comuneQuery });
  return code;
}

/** The comune a cell names: its name (any case) or its ISTAT code. */
const comuneOf = (cell: string) => venetoComuneByCode(cell) ?? venetoComune(cell);

/**
 * The sections of an import's CSV, each line checked: a comune of Veneto (name or ISTAT code), a number from 1 to
 * 9999, an address; a section repeated in the file is refused after its first line. Undefined when the header is
 * not `comune,numero,indirizzo`.
 */
export function readSectionLines(
  text: string,
): { lines: SectionLine[]; rejected: { line: number; reason: string }[] } | undefined {
  const [header, ...records] = readCsvRecords(text);
  const names = header?.cells.map((cell) => cell.trim().toLowerCase());
  if (!names || names.join(',') !== POLLING_SECTION_HEADERS.join(',')) return undefined;
  const lines: SectionLine[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of records) {
    const [comuneCell, numberCell, addressCell] = cells.map((cell) => cell.trim());
    const comune = comuneCell === undefined ? undefined : comuneOf(comuneCell);
    const address = (addressCell ?? '').replace(/\s+/g, ' ');
    let reason: string | undefined;
    if (cells.length !== 3) reason = POLLING_MESSAGES.columns;
    else if (!comune) reason = POLLING_MESSAGES.comune;
    else if (!/^[1-9]\d{0,3}$/.test(numberCell)) reason = POLLING_MESSAGES.numero;
    else if ([...address].length < 2 || [...address].length > 300 || address.includes('\u0000')) {
      reason = POLLING_MESSAGES.indirizzo;
    } else if (seen.has(`${comune.code}:${Number(numberCell)}`)) reason = POLLING_MESSAGES.repeated;
    if (reason || !comune) {
      rejected.push({ line, reason: reason ?? POLLING_MESSAGES.comune });
      continue;
    }
    seen.add(`${comune.code}:${Number(numberCell)}`);
    lines.push({ comuneCode: comune.code, comune: comune.name, number: Number(numberCell), address });
  }
  return { lines, rejected };
}

/** A sign-up's offer to be a rappresentante di lista, its electoral comune as the list writes it; else undefined. */
export function listRepresentativeOffer(signUp: VolunteerInput): ListRepresentativeOffer | undefined {
  const electoral = signUp.electoralComune ? venetoComune(signUp.electoralComune) : undefined;
  if (!signUp.activities.includes(LIST_REPRESENTATIVE_ACTIVITY) || !electoral || !signUp.birthDate) return undefined;
  return {
    birthDate: signUp.birthDate,
    birthPlace: signUp.birthPlace ?? '',
    electoralComuneCode: electoral.code,
    electoralComune: electoral.name,
    electoralSection: signUp.electoralSection ?? null,
  };
}
