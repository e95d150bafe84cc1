// Spreadsheet formula injection: a text cell starting with = + - @ or a control character (tab,
// carriage return, ...) could run as a formula when opened; a leading apostrophe keeps it text.
const DANGEROUS_START = /^[=+\-@\u0000-\u001f]/;

export function neutralise(text: string): string {
  return DANGEROUS_START.test(text) ? `'${text}` : text;
}
