import { readCookie } from '../../engine/lite';
import { DEFAULT_LANGUAGE } from './languages';

/** The language of the UI: the `lang` cookie (the language dropdown sets it), else the default. */
export function cookieLanguage(): string {
  return readCookie('lang') ?? DEFAULT_LANGUAGE;
}
