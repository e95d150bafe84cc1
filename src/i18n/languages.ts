// Languages of the language dropdown and the flag of each (spec 000 section 3: CS->CZ, EN->GB, ...).
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'uk', name: 'Українська' },
] as const;

export const DEFAULT_LANGUAGE = 'en';

const FLAG_COUNTRY: Record<string, string> = { CS: 'CZ', EN: 'GB', UK: 'UA', KA: 'GE', KO: 'KR' };

export function flagCountry(lang: string): string {
  const code = lang.toUpperCase();
  return FLAG_COUNTRY[code] ?? code;
}
