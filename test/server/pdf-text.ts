/**
 * Test support: the text a PDF made with pdf-lib's standard fonts shows, read back from its structure. The document is
 * loaded by pdf-lib, each page's content stream inflated, and the strings its text operators (Tj) draw decoded from
 * WinAnsi (hex strings, as pdf-lib writes them, or literal ones): one entry per string drawn, page after page.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFArray, PDFName, type PDFObject } from 'pdf-lib';

/** WinAnsi's bytes 0x80–0x9F that are not Latin-1; the rest of the encoding is. */
const WIN_ANSI: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x80: '€',
};

const decode = (bytes: number[]) => bytes.map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

function streamText(stream: PDFRawStream): string {
  const raw = Buffer.from(stream.getContents());
  const filter = stream.dict.get(PDFName.of('Filter'));
  return (filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
}

export async function pdfStrings(bytes: Uint8Array): Promise<{ pages: number; strings: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const page of pdf.getPages()) {
    const contents: PDFObject | undefined = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const text = streamText(stream);
      for (const match of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        if (match[1] !== undefined) {
          strings.push(decode((match[1].match(/../g) ?? []).map((pair) => parseInt(pair, 16))));
        } else strings.push(match[2].replace(/\\(.)/g, '$1'));
      }
    }
  }
  return { pages: pdf.getPageCount(), strings };
}
