// /branding/icons (open route): the portal's icon set (schemas/icons.json), each a downloadable SVG.
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../registry';
import { ICONS, iconSvg, svgDataUrl, type IconKey } from './svg';

export default function Icons({ title }: ScreenProps) {
  const { t } = useTranslation('branding');
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{t('icons.intro')}</Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }} data-testid="icon-set">
        {(Object.keys(ICONS) as IconKey[]).map((name) => (
          <Paper key={name} component="li" withBorder p="sm">
            <Stack align="center" gap={6}>
              <img src={svgDataUrl(iconSvg(name, 40))} width={40} height={40} alt="" />
              <Anchor href={svgDataUrl(iconSvg(name))} download={`${name}.svg`} size="sm">
                {`${name}.svg`}
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
