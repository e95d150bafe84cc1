// Languages of the language dropdown and the flag of each (spec 000 section 3: CS->CZ, EN->GB, ...).
import { readCookie } from '../../engine/lite';

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'uk', name: 'Українська' },
] as const;

export const DEFAULT_LANGUAGE = 'en';

/** The language of the UI: the `lang` cookie (the language dropdown sets it), else the default. */
export function cookieLanguage(): string {
  return readCookie('lang') ?? DEFAULT_LANGUAGE;
}

const FLAG_COUNTRY: Record<string, string> = { CS: 'CZ', EN: 'GB', UK: 'UA', KA: 'GE', KO: 'KR' };

export function flagCountry(lang: string): string {
  const code = lang.toUpperCase();
  return FLAG_COUNTRY[code] ?? code;
}
