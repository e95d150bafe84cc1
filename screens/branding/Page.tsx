// /branding/page (open route): the badges of schemas/branding.json a merchant may put on its site,
// in each theme, as SVG, PNG and an HTML snippet with copy to clipboard (alerts of spec 000 8).
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../engine';
import type { ScreenProps } from '../registry';
import { BRANDING, THEMES, badgeSnippet, badgeSvg, svgDataUrl, type Badge, type ThemeName } from './svg';

/** Draws the SVG at twice its size on a canvas and saves the PNG. */
async function downloadPng(svg: string, badge: Badge, file: string): Promise<void> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = badge.width * 2;
  canvas.height = badge.height * 2;
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG not drawn');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = file;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function BadgeCard({ badge, theme }: { badge: Badge; theme: ThemeName }) {
  const { t } = useTranslation('branding');
  const text = t(badge.text);
  const svg = badgeSvg(badge, theme, text);
  const snippet = badgeSnippet(badge, theme, text);
  const file = `${badge.id}-${theme}`;
  const copy = () =>
    navigator.clipboard.writeText(snippet).then(
      () => showAlert({ message: t('copied'), variant: 'success' }),
      () => showAlert({ message: t('copyError'), variant: 'danger' }),
    );
  const png = () => downloadPng(svg, badge, `${file}.png`).catch(() => showAlert({ message: t('pngError'), variant: 'danger' }));
  return (
    <Paper withBorder p="md" data-testid={`badge-${file}`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(`theme.${theme}`)}
        </Title>
        <img src={svgDataUrl(svg)} width={badge.width} height={badge.height} alt={`${text} ${BRANDING.provider}`} style={{ maxWidth: '100%', height: 'auto' }} />
        <Group gap="sm">
          <Anchor href={svgDataUrl(svg)} download={`${file}.svg`}>
            {t('downloadSvg')}
          </Anchor>
          <Button variant="default" size="xs" onClick={() => void png()}>
            {t('downloadPng')}
          </Button>
        </Group>
        <Textarea label={t('snippet')} value={snippet} readOnly autosize minRows={2} maxRows={4} styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} />
        <Group>
          <Button size="xs" onClick={() => void copy()}>
            {t('copy')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export default function BrandPage({ title }: ScreenProps) {
  const { t } = useTranslation('branding');
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Text>{t('page.intro', { provider: BRANDING.provider })}</Text>
      {BRANDING.badges.map((badge) => (
        <Stack key={badge.id} gap="sm" component="section" aria-labelledby={`badge-${badge.id}`}>
          <Title order={2} size="h4" id={`badge-${badge.id}`}>
            {`${t(badge.text)} ${BRANDING.provider}`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: THEMES.length }}>
            {THEMES.map((theme) => (
              <BadgeCard key={theme} badge={badge} theme={theme} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
