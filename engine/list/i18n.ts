// Texts of schemas and of the engine are English and double as i18n keys in the `common`
// namespace (src/i18n); a missing translation shows the English text. A screen group may put
// <TextsNamespace.Provider value="transactions"> around its engine pieces: its namespace is then
// looked up first, then `common`.
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (text: string) => string;

/** The screen group's i18n namespace, looked up before `common` (null: `common` only). */
export const TextsNamespace = createContext<string | null>(null);

export function useTextsNamespace(): string | null {
  return useContext(TextsNamespace);
}

export function useT(): Translate {
  const ns = useContext(TextsNamespace);
  const { t } = useTranslation(ns ? [ns, 'common'] : 'common');
  return useCallback(
    (text: string) => String(t(text, { ns: ns ? [ns, 'common'] : 'common', defaultValue: text })),
    [t, ns],
  );
}
