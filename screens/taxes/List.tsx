// /taxes/list 'Online cash box' (spec 001 s.2, s.4): a card per merchant with name, status, id and
// country flag; a merchant without a register shows the connect button, one with a register shows
// its block (the tooltip names company, cashier and point of sale; a click opens its info page) and
// the toggle modal (schemas/modals/taxes_toggle.json). A link opens the merchant's payments.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert, Button, Card, Group, Loader, ModalHostProvider, RouterLink, SimpleGrid, Stack, StatusBadge, Text, Title, Tooltip, UnstyledButton,
  useModalHost, useRecord,
} from '../../engine';
import { flagOf } from './flag';

/** List status colours (s.4): active success, pending_monitoring_check warning, anything else danger. */
const LIST_COLORS: Record<string, string> = { active: 'green', pending_monitoring_check: 'yellow' };

function Cards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const host = useModalHost();
  const list = useRecord('cashboxes.list');
  if (list.error) return <Alert color="red">{list.error}</Alert>;
  if (!list.data) return <Loader />;
  if (list.data.data.length === 0) return <Alert color="gray" data-testid="taxes-empty">{t('You have no merchant whose cash registers you may see.')}</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} data-testid="taxes-cards">
      {list.data.data.map((m) => {
        const c = m.cashbox;
        const info = c ? `/taxes/info/${m.id}/${c.id}` : '';
        return (
          <Card key={m.id} withBorder data-testid={`taxes-merchant-${m.id}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Text span aria-label={m.country} role="img">{flagOf(m.country)}</Text>
                  <Text fw={700}>{m.name}</Text>
                </Group>
                <StatusBadge value={m.status} label={t(m.status)} />
              </Group>
              <Text size="sm" c="dimmed">{t('Merchant ID')}: {m.merchant_id}</Text>
              {c ? (
                <Tooltip multiline w={260} withArrow label={`${t('Company')}: ${c.company_name} · ${t('Cashier')}: ${c.cashier_name} · ${t('Point of sale')}: ${c.point_name}`}>
                  <UnstyledButton onClick={() => navigate(info)} data-testid={`taxes-cashbox-${m.id}`}>
                    <Card withBorder padding="sm" bg="var(--mantine-color-default-hover)">
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={2}>
                          <Text size="sm" fw={600}>{t('Fiscal number of the register')}: {c.fiscal_num}</Text>
                          <Text size="sm">{c.point_name}</Text>
                        </Stack>
                        <Text size="sm" fw={700} c={LIST_COLORS[c.status] ?? 'red'} data-testid={`taxes-cashbox-status-${m.id}`}>{t(c.status)}</Text>
                      </Group>
                    </Card>
                  </UnstyledButton>
                </Tooltip>
              ) : (
                <Text size="sm">{t('No cash register is connected.')}</Text>
              )}
              <Group gap="xs">
                {!c && m.can_edit && <Button size="xs" onClick={() => navigate(`/taxes/add/${m.id}`)} data-testid={`taxes-connect-${m.id}`}>{t('Connect')}</Button>}
                {c && m.can_edit && (
                  <Button size="xs" variant="default" onClick={() => void host.openModal('taxes_toggle', { row: { merchant: m.id, id: c.id } })} data-testid={`taxes-toggle-${m.id}`}>
                    {c.status === 'active' ? t('Deactivate') : t('Activate')}
                  </Button>
                )}
                <RouterLink to={`/transactions/payments/all?s=merchant_id&m=eq&v=${encodeURIComponent(m.merchant_id)}`}>{t('Payments')}</RouterLink>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export default function TaxesList({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ModalHostProvider>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>{title}</Title>
          <RouterLink to="/taxes/errors">{t('Errors')}</RouterLink>
        </Group>
        <Cards />
      </Stack>
    </ModalHostProvider>
  );
}
