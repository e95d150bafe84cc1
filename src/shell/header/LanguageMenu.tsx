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
  const dropdown = useDropdownModal();
  const choose = (code: string) => {
    setPersistentCookie('lang', code, brand?.cookies_domain || undefined);
    window.location.reload();
  };
  return (
    <Menu position="bottom-end" {...dropdown}>
      <Menu.Target>
        <Button variant="subtle" aria-label={t('language.label')} leftSection={<Flag country={flagCountry(i18n.language)} />}>
          {i18n.language.toUpperCase()}
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
