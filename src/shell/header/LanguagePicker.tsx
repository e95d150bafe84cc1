// Language dropdown: the language button opening the list of languages; `choose` stores the choice
// (LanguageMenu, or the lean sign-in page) and reloads the page. Below 992 px it opens as a modal.
import { Menu } from '@mantine/core';
import { useRef } from 'react';
import { flagCountry, LANGUAGES } from '../../i18n/languages';
import { useDropdownModal } from '../../../engine/lite';
import { Flag } from './Flag';
import { LanguageButton } from './LanguageButton';

export interface LanguagePickerProps {
  lang: string;
  label: string;
  choose: (code: string) => void;
  /** Open at once (a click on StartFrame's stand-in button loaded it). */
  defaultOpened?: boolean;
}

export default function LanguagePicker({ lang, label, choose, defaultOpened = false }: LanguagePickerProps) {
  // Opened on mounting, the menu would return the focus to the stand-in it replaced: back to its own button.
  const target = useRef<HTMLButtonElement>(null);
  const focusTarget = () => requestAnimationFrame(() => target.current?.focus());
  const dropdown = useDropdownModal();
  return (
    // In the header's banner landmark rather than a portal outside every landmark (below 992 px
    // the dropdown opens as a modal, in a portal).
    <Menu position="bottom-end" withinPortal={false} defaultOpened={defaultOpened} onClose={defaultOpened ? focusTarget : undefined} {...dropdown}>
      <Menu.Target>
        <LanguageButton ref={target} lang={lang} label={label} />
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
