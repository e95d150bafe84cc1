// A country's flag as its two regional indicator symbols (UA -> 🇺🇦); no image to load.
export function flagOf(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return '';
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
