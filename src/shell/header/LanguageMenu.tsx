// Language dropdown: the choice goes to the `lang` cookie, then the page reloads (spec 000 section 1).
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flagCountry, LANGUAGES } from '../../i18n/languages';
import { useDropdownModal } from '../../../engine';
import { Flag } from './Flag';
import { useShellData } from '../../router/shellData';
import { setPersistentCookie } from '../../session/cookies';

export default function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const { brand } = useShellData();
  const current = i18n.language.toUpperCase();
  const dropdown = useDropdownModal();
  const choose = (code: string) => {
    setPersistentCookie('lang', code, brand?.cookies_domain || undefined);
    window.location.reload();
  };
  return (
    // In the header's banner landmark rather than a portal outside every landmark (below 992 px
    // the dropdown opens as a modal, in a portal).
    <Menu position="bottom-end" withinPortal={false} {...dropdown}>
      <Menu.Target>
        {/* The name holds the visible code (WCAG 2.5.3, label in name): saying "click EN" works. */}
        <Button variant="subtle" aria-label={t('language.label', { code: current })} leftSection={<Flag country={flagCountry(i18n.language)} />}>
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map(({ code, name }) => (
          <Menu.Item key={code} lang={code} leftSection={<Flag country={flagCountry(code)} />} onClick={() => choose(code)}>
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
