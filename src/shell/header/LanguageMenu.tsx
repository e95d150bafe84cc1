// Language dropdown: the choice goes to the `lang` cookie, then the page reloads (spec 000 section 1).
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flagCountry, flagEmoji, LANGUAGES } from '../../i18n/languages';
import { useShellData } from '../../router/shellData';
import { setPersistentCookie } from '../../session/cookies';

export default function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const { brand } = useShellData();
  const current = i18n.language.toUpperCase();
  const choose = (code: string) => {
    setPersistentCookie('lang', code, brand?.cookies_domain || undefined);
    window.location.reload();
  };
  return (
    // In the header's banner landmark rather than a portal outside every landmark.
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        {/* The name holds the visible code (WCAG 2.5.3, label in name): saying "click EN" works. */}
        <Button variant="subtle" aria-label={t('language.label', { code: current })} leftSection={flagEmoji(flagCountry(i18n.language))}>
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map(({ code, name }) => (
          <Menu.Item key={code} lang={code} leftSection={flagEmoji(flagCountry(code))} onClick={() => choose(code)}>
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
