import { dayInItaly, italianDateAndTime } from '../../core/rome-time';
import { contentDisposition } from './http';

/**
 * CSV for the admin exports, shaped for Excel in an Italian locale: UTF-8 with a BOM (or accents break),
 * ";" between fields (Excel's list separator where "," is the decimal mark), CRLF line ends and RFC 4180
 * quoting. Cells a spreadsheet would run as a formula are defused with a leading apostrophe.
 */
const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const CRLF = '\r\n';

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A timestamp as Italians read it: "15/11/2025 18:30", Italian time whatever the server's zone. */
export function csvDateTime(value: string | Date): string {
  return italianDateAndTime(value).join(' ');
}

/** A 0/1 consent flag as the admins read it. */
export function csvFlag(value: number): string {
  return value === 1 ? 'Sì' : 'No';
}

/** "contatti-2025-11-15.csv": the export's name and the day it was taken, in Italian time. */
export function csvFilename(prefix: string, now = new Date()): string {
  return `${prefix}-${dayInItaly(now)}.csv`;
}

/**
 * A CSV download streamed batch by batch: a list of any length is never held in memory as one string.
 * The browser saves it under `filename`.
 */
export function csvStreamResponse<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  filename: string,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const line = (cells: CsvValue[]) => cells.map(csvCell).join(CSV_SEPARATOR) + CRLF;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + line(columns.map((column) => column.header))));
    },
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(value.map((row) => line(columns.map((column) => column.value(row)))).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(filename),
      'Cache-Control': 'no-store',
    },
  });
}

/** A CSV download of rows already read (a short list): one batch of csvStreamResponse. */
export function csvResponse<Row>(columns: readonly CsvColumn<Row>[], rows: Row[], filename: string): Response {
  return csvStreamResponse(
    columns,
    (async function* () {
      yield rows;
    })(),
    filename,
  );
}
