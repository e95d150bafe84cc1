// Step 4 of every navigation (spec 000 sections 2.1 and 7): the language's texts for the route,
// GET /localization/get/?lang=&route=. Its namespaces join i18next's resources over the bundled
// files (the same files, served by the server: what the server answers wins); a failed call leaves
// the bundled texts, which also show until the answer comes.
import i18next from 'i18next';
import { localizationApi } from '../../engine/api';
import { store } from '../store';
import { cookieLanguage } from './cookieLanguage';
import { i18nInitialized } from './index';

export async function loadLanguage(route: string): Promise<void> {
  // Asked at once (the language is the cookie's, as initI18n reads it); applied once i18next is set up.
  const lang = cookieLanguage();
  const result = await store.dispatch(localizationApi.endpoints.localizationGet.initiate({ lang, route }, { subscribe: false }));
  await i18nInitialized;
  const messages = result.data?.lang === lang ? result.data.messages : undefined;
  for (const [ns, texts] of Object.entries(messages ?? {})) i18next.addResourceBundle(lang, ns, texts, true, true);
}
