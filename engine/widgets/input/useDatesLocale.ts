// Date pickers speak the UI language: month and weekday names come from the dayjs locale of the
// i18n language, loaded the first time a picker needs it (English is built in). Until it has
// loaded, the picker shows English names.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  uk: () => import('dayjs/locale/uk'),
};

const loaded = new Set(['en']);

export function loadDatesLocale(lang: string): Promise<boolean> {
  const load = DAYJS_LOCALES[lang];
  if (loaded.has(lang)) return Promise.resolve(true);
  if (!load) return Promise.resolve(false);
  return load().then(() => Boolean(loaded.add(lang)));
}

/** The dayjs locale for the pickers' `locale` prop, once loaded. */
export function useDatesLocale(): string | undefined {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [ready, setReady] = useState<string | undefined>(loaded.has(lang) ? lang : undefined);
  useEffect(() => {
    let live = true;
    void loadDatesLocale(lang).then((ok) => {
      if (live && ok) setReady(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return ready === lang ? lang : undefined;
}
