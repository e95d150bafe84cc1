// A form's title (unless the screen names it) and description, as both form renderers show them.
import { Text } from '@mantine/core';
import { SectionTitle } from '../heading/SectionTitle';

export function FormHeading({
  title,
  description,
  hideTitle,
  t,
}: {
  title: string;
  description?: string;
  hideTitle?: boolean;
  t: (key: string) => string;
}) {
  return (
    <>
      {!hideTitle && <SectionTitle size="h3">{t(title)}</SectionTitle>}
      {description && (
        <Text c="dimmed" size="sm">
          {t(description)}
        </Text>
      )}
    </>
  );
}
