import { afterEach, describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvFilename, csvFlag, csvStreamResponse, type CsvColumn } from './csv';

async function* inBatches<Row>(batches: Row[][]) {
  for (const batch of batches) yield batch;
}

/** The whole text of a streamed export of these batches. */
const toCsv = <Row>(columns: readonly CsvColumn<Row>[], rows: Row[], batches = [rows]) =>
  csvStreamResponse(columns, inBatches(batches.filter((batch) => batch.length > 0)), 'x.csv')
    .arrayBuffer()
    .then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));

describe('csvStreamResponse', () => {
  const columns = [
    { header: 'Nome', value: (row: { name: string; note: string | null }) => row.name },
    { header: 'Nota', value: (row: { name: string; note: string | null }) => row.note },
  ];

  it('starts with a UTF-8 BOM, separates with ";" and ends every line with CRLF', async () => {
    const csv = await toCsv(columns, [{ name: 'Nicolò', note: null }]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Nome;Nota\r\nNicolò;\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header for no rows', async () => {
    expect(await toCsv(columns, [])).toBe('\uFEFFNome;Nota\r\n');
  });

  it('writes the rows of every batch in order', async () => {
    const rows = [1, 2, 3].map((n) => ({ name: `N${n}`, note: null }));
    expect(await toCsv(columns, rows, [rows.slice(0, 2), rows.slice(2)])).toBe(
      '\uFEFFNome;Nota\r\nN1;\r\nN2;\r\nN3;\r\n',
    );
  });
});

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['virgola, qui', '"virgola, qui"'],
    ['dice "ciao"', '"dice ""ciao"""'],
    ['riga 1\nriga 2', '"riga 1\nriga 2"'],
    ['riga 1\r\nriga 2', '"riga 1\r\nriga 2"'],
    [' spazio ', '" spazio "'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
  ])('quotes %j as RFC 4180 asks: %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SOMMA(A1:A2)', "'=SOMMA(A1:A2)"],
    ['+39 049 123', "'+39 049 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("http://x.it";"a")', `"'=HYPERLINK(""http://x.it"";""a"")"`],
  ])('defuses the formula %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a value with a sign inside alone', () => {
    expect(csvCell('anna+campagna@example.it')).toBe('anna+campagna@example.it');
  });
});

describe('csvDateTime', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('prints Italian time as dd/mm/yyyy hh:mm, in winter and in summer', () => {
    expect(csvDateTime('2025-11-15T17:30:00.000Z')).toBe('15/11/2025 18:30');
    expect(csvDateTime('2025-07-01T22:05:00.000Z')).toBe('02/07/2025 00:05');
    expect(csvDateTime(new Date('2025-01-05T08:00:00Z'))).toBe('05/01/2025 09:00');
  });

  it('does not depend on the server time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(csvDateTime('2025-11-15T23:30:00.000Z')).toBe('16/11/2025 00:30');
  });
});

describe('csvFlag, csvFilename and the download', () => {
  it('reads consent as Sì or No', () => {
    expect(csvFlag(1)).toBe('Sì');
    expect(csvFlag(0)).toBe('No');
  });

  it('names the file after the day in Italy', () => {
    expect(csvFilename('messaggi', new Date('2025-11-15T23:30:00Z'))).toBe('messaggi-2025-11-16.csv');
  });

  it('answers a download that is never cached', async () => {
    const res = csvStreamResponse([{ header: 'a', value: () => 'b' }], inBatches([]), 'x.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await res.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
