// The text an invoice PDF draws (server/reports/invoices/pdf.ts writes hex strings shown with Tj, in
// content streams that may be deflated). Each stream is read by its /Length: compressed bytes may end
// in a CR that a pattern would take for the line break before `endstream`.
import { inflateSync } from 'node:zlib';

/** The drawn text items, in order. */
export function pdfItems(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const data = bytes.subarray(m.index + m[0].length, m.index + m[0].length + Number(m[1]));
    let text: string;
    try {
      text = inflateSync(data).toString('latin1');
    } catch {
      text = data.toString('latin1');
    }
    for (const t of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(t[1], 'hex').toString('latin1'));
  }
  return out;
}

/** The drawn text, one item per line. */
export const pdfText = (bytes: Buffer): string => pdfItems(bytes).join('\n');
