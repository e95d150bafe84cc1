/** Our own CSV exports read back as RFC 4180 says (comma-separated, quoted cells, CRLF rows). */
export const parseCsv = (text: string): string[][] => readCsv(text, { separator: ',', midQuote: 'literal' });

export type Reading = { separator: ',' | ';' | '\t'; midQuote: 'literal' | 'toggle' };

/** Every way a spreadsheet may read a CSV file: comma, semicolon or tab as the separator, and a quote
 *  inside an unquoted cell taken as text (Excel) or as opening a quoted part (looser readers). */
export const READINGS: Reading[] = [',', ';', '\t'].flatMap((separator) =>
  (['literal', 'toggle'] as const).map((midQuote) => ({ separator: separator as Reading['separator'], midQuote })));

/**
 * A CSV file as a spreadsheet with `reading` takes it (RFC 4180 and what readers do beyond it): a
 * cell that starts with a quote is quoted up to the next lone quote ("" is a quote), text after the
 * closing quote is added as it comes; outside quotes CR, LF or CRLF ends the row.
 */
export function readCsv(text: string, { separator, midQuote }: Reading): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let fresh = true;
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
    fresh = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && (fresh || midQuote === 'toggle')) {
      quoted = true;
      fresh = false;
    } else if (ch === separator) endCell();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += ch;
      fresh = false;
    }
  }
  if (!fresh || cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet would run as a formula, also after dropping leading control characters. */
export function formulaCell(cell: string): boolean {
  let i = 0;
  while (i < cell.length && (cell.charCodeAt(i) < 0x20 || cell.charCodeAt(i) === 0x7f)) i++;
  return '=+-@'.includes(cell[i] ?? ' ');
}
