// Language dropdown: the choice goes to the `lang` cookie, then the page reloads (spec 000 section 1).
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { flagCountry, LANGUAGES } from '../../i18n/languages';
import { useDropdownModal } from '../../../engine';
import { Flag } from './Flag';
import { LanguageButton } from './LanguageButton';
import { useShellData } from '../../router/shellData';
import { setPersistentCookie } from '../../session/cookies';

/** `defaultOpened`: open at once (a click on StartLayout's stand-in button loaded it). */
export default function LanguageMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  // Opened on mounting, the menu would return the focus to the stand-in it replaced: back to its own button.
  const target = useRef<HTMLButtonElement>(null);
  const focusTarget = () => requestAnimationFrame(() => target.current?.focus());
  const { brand } = useShellData();
  const dropdown = useDropdownModal();
  const choose = (code: string) => {
    setPersistentCookie('lang', code, brand?.cookies_domain || undefined);
    window.location.reload();
  };
  return (
    // In the header's banner landmark rather than a portal outside every landmark (below 992 px
    // the dropdown opens as a modal, in a portal).
    <Menu position="bottom-end" withinPortal={false} defaultOpened={defaultOpened} onClose={defaultOpened ? focusTarget : undefined} {...dropdown}>
      <Menu.Target>
        <LanguageButton ref={target} />
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
