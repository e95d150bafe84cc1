// Spreadsheet formula injection: a text cell starting with = + - @ or a control character (tab,
// carriage return, ...) could run as a formula when opened; a leading apostrophe keeps it text.
const FORMULA_START = new Set(['=', '+', '-', '@']);

export function neutralise(text: string): string {
  const first = text.charCodeAt(0);
  return FORMULA_START.has(text.charAt(0)) || first < 0x20 || first === 0x7f ? `'${text}` : text;
}
