// The visitor pages' layout in the app: StartFrame with the app's language texts and brand.
import { Outlet } from 'react-router-dom';
import { useShellData } from '../../router/shellData';
import { chooseLanguage } from '../../session/cookies';
import { useLanguageLabel } from '../header/useLanguageLabel';
import { StartFrame } from './StartFrame';

export function StartLayout() {
  const { brand } = useShellData();
  const choose = (code: string) => chooseLanguage(code, brand?.cookies_domain || undefined);
  return (
    <StartFrame language={{ ...useLanguageLabel(), choose }}>
      <Outlet />
    </StartFrame>
  );
}
