import { useTranslation } from 'react-i18next';

/** The current language's code and the language button's name, as the shell's texts give them. */
export function useLanguageLabel(): { lang: string; label: string } {
  const { t, i18n } = useTranslation('shell');
  return { lang: i18n.language, label: t('language.label', { code: i18n.language.toUpperCase() }) };
}
