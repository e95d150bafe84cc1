// The button constructor (spec 001 s.2, bespoke): sizes, border, radius, font size, brand marker,
// text and amount content and colours (the server's 20 solid and 11 gradient presets), with a live
// preview refreshed 350 ms after a property change and 300 ms after a size change, its size in px,
// and a warning when the text fails WCAG AA contrast on the chosen colour.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ColorSwatch, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '../../engine';
import { buttonLabel, buttonStyle, RANGES, SIZE_KEYS, textContrast, type Appearance } from './appearance';
import { previewScheduler } from './previewDelay';

export type Presets = { solid: ReadonlyArray<{ value: string; label: string }>; gradient: ReadonlyArray<{ value: string; label: string; css: string }> };

type Props = {
  value: Appearance;
  onChange: (next: Appearance) => void;
  presets: Presets;
  amount?: string;
  currency?: string;
  /** Told each time the preview shows a new appearance (the bench times keystroke to preview). */
  onPreview?: (shown: Appearance) => void;
};

const HEX = /^#[0-9A-Fa-f]{6}$/;

export function ButtonConstructor({ value, onChange, presets, amount, currency, onPreview }: Props) {
  const { t } = useTranslation('common');
  const gradients = useMemo(() => Object.fromEntries(presets.gradient.map((g) => [g.value, g.css])), [presets.gradient]);
  const [shown, setShown] = useState(value);
  const [scheduler] = useState(() => previewScheduler());
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useEffect(() => onPreview?.(shown), [shown, onPreview]);

  const set = <K extends keyof Appearance>(key: K, v: Appearance[K]) => {
    const next = { ...value, [key]: v };
    onChange(next);
    scheduler.change(SIZE_KEYS.has(key) ? 'size' : 'property', () => setShown(next));
  };
  const number = (key: keyof typeof RANGES, label: string) => (
    <NumberInput
      label={t(label)}
      suffix=" px"
      min={RANGES[key][0]}
      max={RANGES[key][1]}
      clampBehavior="blur"
      allowDecimal={false}
      value={value[key]}
      onChange={(v) => typeof v === 'number' && v >= RANGES[key][0] && v <= RANGES[key][1] && set(key, v)}
      data-testid={`constructor-${key}`}
    />
  );
  const colour = (key: 'text_color' | 'border_color', label: string) => (
    <TextInput
      label={t(label)}
      defaultValue={value[key]}
      leftSection={<ColorSwatch color={value[key]} size={16} />}
      onChange={(e) => HEX.test(e.currentTarget.value) && set(key, e.currentTarget.value.toUpperCase())}
      data-testid={`constructor-${key}`}
    />
  );
  const contrast = textContrast(value, gradients);
  const swatch = (preset: { value: string; label: string }, background: string) => (
    <UnstyledButton
      key={preset.value}
      onClick={() => set('background', preset.value)}
      aria-label={preset.label}
      aria-pressed={value.background === preset.value}
      title={preset.label}
      data-testid={`preset-${preset.label}`}
    >
      <span
        style={{ display: 'block', width: 26, height: 26, borderRadius: '50%', background, border: '1px solid rgba(0, 0, 0, 0.15)',
          outline: value.background === preset.value ? '2px solid currentColor' : undefined, outlineOffset: 2 }}
      />
    </UnstyledButton>
  );

  return (
    <Stack gap="sm" data-testid="button-constructor">
      <Title order={2} size="h4">{t('Button appearance')}</Title>
      <Paper withBorder p="md" data-testid="button-preview-frame">
        <Stack align="center" gap="xs">
          <span style={buttonStyle(shown, gradients)} data-testid="button-preview" role="img" aria-label={buttonLabel(shown, amount, currency)}>
            {shown.brand && <span aria-hidden="true">{'\u25A3'}</span>}
            <span>{buttonLabel(shown, amount, currency)}</span>
          </span>
          <Text size="xs" c="dimmed" data-testid="button-preview-size">{`${shown.width} x ${shown.height} px`}</Text>
        </Stack>
      </Paper>
      {contrast.ratio < contrast.minimum && (
        <Alert color="yellow" data-testid="contrast-warning">
          {t('The text contrast is {{ratio}}:1, below the {{minimum}}:1 that WCAG AA asks for. Choose another text colour or background.',
            { ratio: contrast.ratio.toFixed(1), minimum: contrast.minimum })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {number('width', 'Width')}
        {number('height', 'Height')}
        {number('border_width', 'Border width')}
        {number('radius', 'Border radius')}
        {number('font_size', 'Font size')}
      </SimpleGrid>
      <Switch label={t('Brand marker')} checked={value.brand} onChange={(e) => set('brand', e.currentTarget.checked)} data-testid="constructor-brand" />
      <SegmentedControl
        aria-label={t('Button content')}
        value={value.content}
        onChange={(v) => set('content', v as Appearance['content'])}
        data={[{ value: 'text', label: t('Text') }, { value: 'amount', label: t('Amount') }, { value: 'text_amount', label: t('Text and amount') }]}
      />
      <TextInput label={t('Button text')} value={value.text} maxLength={50} onChange={(e) => set('text', e.currentTarget.value)} data-testid="constructor-text" />
      <Text size="sm" fw={500}>{t('Colour')}</Text>
      <Group gap={6} data-testid="solid-presets">{presets.solid.map((p) => swatch(p, p.value))}</Group>
      <Group gap={6} data-testid="gradient-presets">{presets.gradient.map((p) => swatch(p, p.css))}</Group>
      <SimpleGrid cols={2} spacing="xs">
        {colour('text_color', 'Text colour')}
        {colour('border_color', 'Border colour')}
      </SimpleGrid>
    </Stack>
  );
}
