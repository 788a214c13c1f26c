import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { DESIGNATION_DEADLINES } from '../../core/polling-deadlines';
import { formatShortDate } from '../../core/dates';
import { POLLING_ROLE_LABELS } from '../../core/schema/polling-section.schema';
import { siteConfig } from '../../core/site-config';
import type { DesignationRow } from '../../db/queries/polling-sections.queries';
import { birthDateWords } from './designation-columns';

/** A4 in points, and the margins. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 50;
const LINE = 14;

/** The columns of the table: title and x. */
const COLUMNS = [
  { title: 'Sez.', x: MARGIN },
  { title: 'Ruolo', x: MARGIN + 32 },
  { title: 'Cognome e nome', x: MARGIN + 92 },
  { title: 'Nato/a il', x: MARGIN + 232 },
  { title: 'a', x: MARGIN + 290 },
  { title: 'Elettore/elettrice a', x: MARGIN + 412 },
] as const;

/** What Helvetica's WinAnsi encoding cannot write becomes "?": a name typed in another script never breaks the act. */
const writable = (text: string) =>
  text.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF\u2018\u2019\u201C\u201D\u2013\u2014\u20AC]/g, '?');

/** Cut to fit `width` at `size`. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  let shown = writable(text);
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > width) shown = shown.slice(0, -1);
  return shown;
}

/** Lines of running text wrapped to the page's width. */
function wrapped(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of writable(text).split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The act by which the list's delegate designates the rappresentanti di lista of one comune's sections (DPR 570/1960
 * art. 25 and 32; docs/decisions/0043), laid out with pdf-lib: the list, the comune, the delegate's name and
 * signature left blank, one line per person with birth date, birth place and section. The delegate signs it by hand
 * (with an authenticated signature) or digitally for PEC.
 */
export async function designationsPdf(comune: string, rows: readonly DesignationRow[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Designazione dei rappresentanti di lista – ${comune}`);
  pdf.setLanguage('it-IT');
  pdf.setCreator(siteConfig.siteUrl);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const write = (text: string, { font = regular, size = 10, x = MARGIN } = {}) => {
    page.drawText(writable(text), { x, y, size, font, color: rgb(0, 0, 0) });
  };
  const paragraph = (text: string, size = 10) => {
    for (const line of wrapped(text, regular, size, WIDTH - 2 * MARGIN)) {
      write(line, { size });
      y -= LINE;
    }
    y -= LINE / 2;
  };
  const tableHeader = () => {
    for (const column of COLUMNS) write(column.title, { font: bold, size: 9, x: column.x });
    y -= LINE;
  };

  write('Designazione dei rappresentanti di lista', { font: bold, size: 15 });
  y -= LINE * 1.6;
  write(`${siteConfig.election.name} – ${siteConfig.election.label}`, { size: 11 });
  y -= LINE * 1.6;
  write(`Al Segretario comunale del Comune di ${comune}`, { font: bold, size: 11 });
  y -= LINE * 1.8;
  paragraph(
    `Il/La sottoscritto/a ______________________________________, delegato/a della lista «${siteConfig.election.list.name}», designa quali rappresentanti di lista presso gli uffici elettorali di sezione del Comune di ${comune} le persone qui elencate (effettivo e supplente per ciascuna sezione).`,
  );
  tableHeader();
  for (const row of rows) {
    if (y < MARGIN + LINE * 6) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
      tableHeader();
    }
    const cells = [
      String(row.number),
      POLLING_ROLE_LABELS[row.role],
      row.name,
      birthDateWords(row.birthDate),
      row.birthPlace,
      row.electoralComune,
    ];
    cells.forEach((cell, index) => {
      const right = index + 1 < COLUMNS.length ? COLUMNS[index + 1].x - 4 : WIDTH - MARGIN;
      write(fitted(cell, regular, 9, right - COLUMNS[index].x), { size: 9, x: COLUMNS[index].x });
    });
    y -= LINE;
  }
  if (rows.length === 0) {
    write('Nessun rappresentante assegnato alle sezioni di questo comune.', { size: 9 });
    y -= LINE;
  }
  y -= LINE;
  const [office, seggio] = DESIGNATION_DEADLINES;
  paragraph(
    `Da consegnare entro ${formatShortDate(office.date)} al Segretario comunale, oppure al presidente di ciascun seggio nel pomeriggio della sua costituzione o entro ${formatShortDate(seggio.date)} prima dell'apertura. La firma del delegato è autenticata (art. 14 L. 53/1990), salvo l'invio via PEC con firma digitale (L. 108/2021).`,
    9,
  );
  y -= LINE;
  write('Luogo e data ______________________________', { size: 10 });
  y -= LINE * 2.5;
  write('Firma del delegato di lista ______________________________', { size: 10 });
  return pdf.save();
}
