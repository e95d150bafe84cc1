// CSV/XLSX formula injection: a text cell, and every part of it where a spreadsheet may start a cell
// (after ; , tab or a line break, past quotes), never starts with = + - @; the text start and a
// part after ; or , not with a control character either. Checked against the CSV file read back the
// ways spreadsheets read it (comma, semicolon, tab; quotes inside a cell as text or not).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportCell } from '../../../server/lists/export/cells.ts';
import { csvHeader, csvRows } from '../../../server/lists/export/csv.ts';
import { neutralise } from '../../../server/lists/export/neutralise.ts';
import type { Column } from '../../../server/lists/types.ts';
import { formulaCell, READINGS, readCsv } from '../../support/csv';

const text = (name: string): Column => ({ name, label: name, sortable: false, hidden: false, mandatory: false, field: { name, type: 'text', sql: sql`null` } });

/** A CSV file of `rows` (text cells) as the export writes it, without its byte order mark. */
function csvOf(rows: string[][]): string {
  const columns = rows[0].map((_, i) => text(`c${i}`));
  const cells = rows.map((r) => r.map((value, i) => exportCell(columns[i].field, { [`c${i}`]: value, __k: '', __id: 0 })));
  return Buffer.concat([csvHeader(columns), csvRows(columns, cells)]).toString('utf8').slice(1);
}

/** A small generator that repeats (the same texts on every run). */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('neutralise', () => {
  it('prefixes an apostrophe to a formula start at the beginning and after ; , and tab', () => {
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('Shop;=HYPERLINK("http://evil.test")')).toBe('Shop;\'=HYPERLINK("http://evil.test")');
    expect(neutralise('a,+1')).toBe("a,'+1");
    expect(neutralise('a\t-1')).toBe("a\t'-1");
    expect(neutralise('a;@cmd')).toBe("a;'@cmd");
    expect(neutralise(';\t=x')).toBe(";'\t'=x");
    expect(neutralise('a;\rb')).toBe("a;'\rb");
    expect(neutralise('\u0001x')).toBe("'\u0001x");
  });

  it('after a line break too, and past the quotes a reader takes as a cell\'s opening quote', () => {
    expect(neutralise('Rent\n=HYPERLINK("http://evil.test")')).toBe('Rent\n\'=HYPERLINK("http://evil.test")');
    expect(neutralise('Rent\r\n+1')).toBe("Rent\r\n'+1");
    expect(neutralise('a\rb\n\n@x')).toBe("a\rb\n\n'@x");
    expect(neutralise('Rent\n\t-2')).toBe("Rent\n\t'-2");
    expect(neutralise('x;"=1')).toBe('x;"\'=1');
    expect(neutralise('""@x')).toBe('""\'@x');
  });

  it('leaves ordinary text alone, its line breaks and indentation too', () => {
    for (const t of ['Shop', 'a-b@c.test', 'x = y', 'a, b; c', 'ord-001', '', 'Line 1\r\nLine 2', 'Para\n\n\tindented', 'say "hi"']) expect(neutralise(t)).toBe(t);
  });

  it('no cell of any reading of the CSV file starts a formula; read with commas, each cell is its text as neutralised', () => {
    const alphabet = ['=', '+', '-', '@', ';', ',', '\t', '\r', '\n', '\r\n', '"', "'", ' ', 'a', '1', '\u000b'];
    const next = random(25);
    const rows = Array.from({ length: 400 }, () => Array.from({ length: 3 }, () =>
      Array.from({ length: next(12) }, () => alphabet[next(alphabet.length)]).join('')));
    const file = csvOf(rows);
    for (const reading of READINGS) {
      const cells = readCsv(file, reading).flat();
      expect(cells.filter(formulaCell), JSON.stringify(reading)).toEqual([]);
    }
    expect(readCsv(file, { separator: ',', midQuote: 'literal' }).slice(1)).toEqual(rows.map((r) => r.map(neutralise)));
  });
});
