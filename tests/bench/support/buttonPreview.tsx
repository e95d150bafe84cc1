// Keystroke-to-preview timing of the button constructor (screens/buttons/ButtonConstructor.tsx) in
// the jsdom globals tests/bench/buttons.ts installed, loaded through Vite's SSR module loader: from
// the input event to the preview showing the new value (the debounce included), real timers.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_APPEARANCE, type Appearance } from '../../../screens/buttons/appearance';
import { ButtonConstructor } from '../../../screens/buttons/ButtonConstructor';
import { median } from './stats';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: {} }, initAsync: false, keySeparator: false, nsSeparator: false, react: { useSuspense: false } });

const PRESETS = { solid: [{ value: '#D94343', label: 'valencia' }], gradient: [{ value: 'black', label: 'black', css: 'linear-gradient(135deg, #4A4A4A 0%, #000000 100%)' }] };

function Harness() {
  const [value, setValue] = useState<Appearance>(DEFAULT_APPEARANCE);
  return <ButtonConstructor value={value} onChange={setValue} presets={PRESETS} amount="12.50" currency="GEL" />;
}

/** Resolves when `ready()` holds, checked on every DOM change under `root`. */
function until(root: Element, ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (ready()) return resolve();
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

export type PreviewFigures = { textMs: number; sizeMs: number; samples: number };

export async function measurePreview(samples: number): Promise<PreviewFigures> {
  // The preview updates from a timer, as in the browser: React schedules it itself (no act()).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness />
      </MantineProvider>
    </I18nextProvider>,
  );
  const preview = view.getByTestId('button-preview');
  const text = view.getByTestId('constructor-text');
  const width = view.getByTestId('constructor-width').querySelector('input') ?? view.getByTestId('constructor-width');
  const textTimes: number[] = [];
  const sizeTimes: number[] = [];
  let label = 'Pay';
  for (let i = 0; i < samples; i++) {
    label += String.fromCharCode(97 + (i % 26));
    const wanted = `${label} 12.50 GEL`;
    const start = performance.now();
    fireEvent.change(text, { target: { value: label } });
    await until(preview, () => preview.textContent?.endsWith(wanted) === true);
    textTimes.push(performance.now() - start);

    const px = 200 + i;
    const sizeStart = performance.now();
    fireEvent.change(width, { target: { value: `${px} px` } });
    await until(preview, () => (preview as HTMLElement).style.width === `${px}px`);
    sizeTimes.push(performance.now() - sizeStart);
  }
  cleanup();
  // Let React's scheduler finish before the bench removes the DOM globals.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { textMs: median(textTimes), sizeMs: median(sizeTimes), samples };
}
