// Texts of schemas and of the engine are English and double as i18n keys in the `common`
// namespace (src/i18n); a missing translation shows the English text.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (text: string) => string;

export function useT(): Translate {
  const { t } = useTranslation('common');
  return useCallback((text: string) => String(t(text, { defaultValue: text })), [t]);
}
