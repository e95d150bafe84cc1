// Spreadsheet formula injection: a text cell starting with = + - @ or a control character (tab,
// carriage return, ...) could run as a formula when opened; a leading apostrophe keeps it text.
// Excel in locales whose list separator is ';' (uk-UA, ka-GE) splits a CSV line at ';' (and some
// readers at tabs) even inside a cell, so every part of a cell after ; , or tab is neutralised too:
// `Shop;=HYPERLINK(...)` becomes `Shop;'=HYPERLINK(...)`.
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);
const SEPARATOR = new Set([';', ',', '\t']);

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

export function neutralise(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const starts = i === 0 ? FORMULA_START.has(c) || isControl(c) : SEPARATOR.has(text[i - 1]) && FORMULA_START.has(c);
    out += starts ? `'${c}` : c;
  }
  return out;
}
