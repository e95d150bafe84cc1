// Spreadsheet formula injection: a text cell starting with = + - @ or a control character (tab,
// carriage return, ...) could run as a formula when opened; a leading apostrophe keeps it text.
// A spreadsheet may also start a cell inside the text. Excel in locales whose list separator is ';'
// (uk-UA, ka-GE) splits a CSV line at ';' (some readers at tabs) even inside a cell; the quote that
// opens our cell then no longer opens its cell, so a line break in the text ends its row and what
// follows starts a cell too. Every place such a reader may start a cell is neutralised as well:
// after ; , or a control character (tab, CR, LF, ...), past any double quotes there (a reader takes
// them as its cell's opening quote). `Shop;=HYPERLINK(...)` becomes `Shop;'=HYPERLINK(...)`,
// `Note\n=1+1` becomes `Note\n'=1+1`; the text is kept otherwise, line breaks included (as Stripe's
// and Adyen's exports keep them).
const FORMULA_START = new Set(['=', '+', '-', '@']);
const SEPARATOR = new Set([';', ',']);

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** Where a reader may start a cell: the text's start, after ; or , (a control character there is
 *  neutralised too, OWASP's tab and CR), or after a control character (a tab or line break: one
 *  following it is indentation or a blank line, kept as typed, and what follows is checked in turn). */
type CellStart = 'text' | 'separator' | 'split' | null;

export function neutralise(text: string): string {
  let out = '';
  let at: CellStart = 'text';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (at !== null && c !== '"' && (FORMULA_START.has(c) || (at !== 'split' && isControl(c)))) out += "'";
    out += c;
    if (isControl(c)) at = 'split';
    else if (SEPARATOR.has(c)) at = 'separator';
    else if (c !== '"') at = null;
  }
  return out;
}
