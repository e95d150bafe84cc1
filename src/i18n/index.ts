// i18next set-up. Namespaces: `shell` (shell UI, semantic keys), `common` (texts from schemas/ and the
// engine: the English text is the key). Others add src/i18n/locales/<lang>/<namespace>.json. Only the
// start namespaces load before the first render; any other loads when a component first asks for it
// (useTranslation suspends to the route's loader meanwhile).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie } from '../../engine/api';
import { DEFAULT_LANGUAGE } from './languages';
import { localesBackend, START_NAMESPACES } from './localesBackend';

let markInitialized: () => void = () => undefined;
/** Resolves once initI18n has run (the router's first loader may start before it). */
export const i18nInitialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/** The page's language: the cookie's, read at start-up (a change reloads the page). */
export function startLanguage(): string {
  return readCookie('lang') ?? DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  const lng = startLanguage();
  document.documentElement.lang = lng;
  await i18next
    .use(localesBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: START_NAMESPACES,
      defaultNS: 'shell',
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
    });
  markInitialized();
}
