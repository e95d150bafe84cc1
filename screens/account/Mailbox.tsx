// Demo mailbox (not in production): the e-mails the server "sent", with their links, so a newcomer
// can finish sign up on one machine. Bespoke rather than a list page: each mail is a card whose
// text's links are followed inside the portal (the sign-up and invitation walk-throughs click them).
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Group, RouterLink, Stack, Text, Title, useRecord } from '../../engine';

interface Mail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  created: string;
}

/** Links of a mail text; same-origin ones become router paths. */
export function linksOf(text: string, origin: string = window.location.origin): Array<{ href: string; internal: boolean }> {
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(([raw]) => {
    const url = new URL(raw);
    return url.origin === origin ? { href: url.pathname + url.search + url.hash, internal: true } : { href: raw, internal: false };
  });
}

export default function Mailbox({ title }: { title?: string }) {
  const { t } = useTranslation('account');
  const { data, error, refetch } = useRecord<{ data?: Mail[] }>('dev.mailbox');
  const mails = data ? (data.data ?? []).slice().reverse() : null;

  return (
    <Stack maw={760} mx="auto" py="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title ?? t('Mailbox')}
        </Title>
        <Button variant="light" onClick={refetch}>
          {t('Refresh')}
        </Button>
      </Group>
      {error && <Alert color="yellow">{t('The demo mailbox is not available on this server')}</Alert>}
      {mails?.length === 0 && <Text c="dimmed">{t('No messages yet')}</Text>}
      {mails?.map((m) => (
        <Card key={m.id} withBorder data-testid="mail">
          <Text fw={600}>{m.subject}</Text>
          <Text size="sm" c="dimmed">
            {t('To')}: {m.to} · {m.created}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} my="xs">
            {m.text}
          </Text>
          <Group>
            {linksOf(m.text).map((l) =>
              l.internal ? (
                <RouterLink key={l.href} to={l.href}>
                  {l.href}
                </RouterLink>
              ) : (
                <Text key={l.href} size="sm" component="a" href={l.href}>
                  {l.href}
                </Text>
              ),
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
