// The language button of the header: the current language's code and flag. The menu's target
// (LanguageMenu), and on visitor pages its stand-in until the menu's code is loaded (StartLayout).
import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flagCountry } from '../../i18n/languages';
import { Flag } from './Flag';

export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation('shell');
  const current = i18n.language.toUpperCase();
  return (
    // The name holds the visible code (WCAG 2.5.3, label in name): saying "click EN" works.
    <Button
      variant="subtle"
      aria-label={t('language.label', { code: current })}
      leftSection={<Flag country={flagCountry(i18n.language)} />}
      {...props}
    >
      {current}
    </Button>
  );
}
