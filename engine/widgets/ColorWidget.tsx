// Colour with presets (`ui:options.presets`, default a brand palette); value '#rrggbb'.
import { ColorInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps } from './fieldProps';
import { engineContext } from './formContext';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

export const DEFAULT_COLOR_PRESETS = [
  '#1c7ed6',
  '#0ca678',
  '#f59f00',
  '#e03131',
  '#7048e8',
  '#212529',
  '#868e96',
  '#ffffff',
];

function ColorWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const { autoComplete: _a, ...base } = fieldProps(props);
  const presets = (props.options.presets as string[] | undefined) ?? DEFAULT_COLOR_PRESETS;
  return (
    <ColorInput
      {...base}
      format="hex"
      swatches={presets}
      swatchesPerRow={8}
      // Chromium shows an eye-dropper icon button: it needs a name (axe button-name).
      eyeDropperButtonProps={{ 'aria-label': ctx.t('Pick a colour from the screen') }}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(v) => props.onChange(v === '' ? undefined : v)}
      onBlur={() => ctx.touch(props.name)}
    />
  );
}

export const colorWidget: WidgetEntry = {
  name: 'color',
  tester: rankWith(RANK.EXPLICIT, hasWidget('color')),
  component: memoWidget(ColorWidget),
};
