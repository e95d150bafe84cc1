// The header's language dropdown with the app's language and brand: the choice goes to the `lang`
// cookie, then the page reloads (spec 000 section 1). The menu's code loads on first use: until then
// the same button stands in for it (engine/modal/firstUse.ts).
import { Suspense } from 'react';
import { preloadableLazy, useFirstUse } from '../../../engine';
import { useShellData } from '../../router/shellData';
import { chooseLanguage } from '../../session/cookies';
import { LanguageButton } from './LanguageButton';
import { useLanguageLabel } from './useLanguageLabel';

const picker = preloadableLazy(() => import('./LanguagePicker'));

export default function LanguageMenu() {
  const { brand } = useShellData();
  const language = useLanguageLabel();
  const { used, standIn } = useFirstUse(picker.preload);
  const button = <LanguageButton {...language} aria-haspopup="menu" aria-expanded={false} {...standIn} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <picker.Component {...language} choose={(code) => chooseLanguage(code, brand?.cookies_domain || undefined)} defaultOpened />
    </Suspense>
  );
}
