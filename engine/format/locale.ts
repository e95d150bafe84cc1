// The display locale: i18next's language when set, else the document's, else English.
import i18next from 'i18next';

export function currentLocale(): string {
  const fromI18n = i18next.language;
  if (fromI18n && fromI18n !== 'cimode') return fromI18n;
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return 'en';
}

const separators = new Map<string, string>();

/** The decimal separator of a locale ('.' for en, ',' for de or ka). */
export function decimalSeparator(locale: string = currentLocale()): string {
  let sep = separators.get(locale);
  if (sep === undefined) {
    try {
      sep = new Intl.NumberFormat(locale).formatToParts(1.1).find((p) => p.type === 'decimal')?.value ?? '.';
    } catch {
      sep = '.';
    }
    separators.set(locale, sep);
  }
  return sep;
}
