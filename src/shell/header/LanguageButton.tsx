// The language button of the header: the current language's code and flag. The menu's target
// (LanguagePicker), and on visitor pages its stand-in until the menu's code is loaded (StartFrame).
// No i18next here: the lean sign-in page (src/signin) shows it with its own texts.
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { flagCountry } from '../../i18n/languages';
import { Flag } from './Flag';

export interface LanguageButtonProps extends ButtonProps, Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> {
  /** The current language's code (`en`). */
  lang: string;
  /** Its accessible name, holding the visible code (shell `language.label`). */
  label: string;
}

export function LanguageButton({ lang, label, ...props }: LanguageButtonProps) {
  return (
    // The name holds the visible code (WCAG 2.5.3, label in name): saying "click EN" works.
    <Button variant="subtle" aria-label={label} leftSection={<Flag country={flagCountry(lang)} />} {...props}>
      {lang.toUpperCase()}
    </Button>
  );
}
