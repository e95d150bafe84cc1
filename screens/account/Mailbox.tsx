// Demo mailbox (not in production): the e-mails the server "sent", with their links, so a newcomer
// can finish sign up on one machine.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Group, RouterLink, Stack, Text, Title, useEndpointCall } from '../../engine';

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
  const call = useEndpointCall();
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    void call('dev.mailbox', undefined, { query: true }).then((r) => {
      if ('data' in r) setMails(((r.data as { data?: Mail[] } | null)?.data ?? []).slice().reverse());
      else setFailed(true);
    });
  }, [call]);
  useEffect(load, [load]);

  return (
    <Stack maw={760} mx="auto" py="lg">
      <Group justify="space-between">
        <Title order={2}>{title ?? t('Mailbox')}</Title>
        <Button variant="light" onClick={load}>
          {t('Refresh')}
        </Button>
      </Group>
      {failed && <Alert color="yellow">{t('The demo mailbox is not available on this server')}</Alert>}
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
