// /solutions/landings/list (spec 001 s.2 "Landings"): the merchant's landings with status, progress and
// address; the welcome page when there is none yet, and the empty messages for a country without
// the web constructor, checkout version 1.0 and a search that finds nothing. Search under 3
// characters lists all (s.5). Delete (with a reason) and clone (with a language) are schema modals.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert, Anchor, Badge, Button, Card, Group, Loader, ModalHostProvider, NativeSelect, Stack, StatusBadge, Text, TextInput, Title,
  useModalHost, useRecord,
} from '../../engine';
import { LandingFormSlot } from './parts/LandingFormSlot';
import { openPreview } from './parts/preview';

const EMPTY = {
  country: 'Web constructor is not available in your country',
  version: 'Web constructor is not available for checkout version 1.0, upgrade the checkout version or create a new merchant',
  notFound: 'Not found',
  welcome: "Now it's empty. Create your first project.",
};
const TYPES: Record<string, string> = { donations: 'Donations', digital_goods: 'Digital goods', products: 'Products' };
const PAGE_SIZES = ['5', '10', '20', '40', '80'];
const LIMIT_KEY = 'landings.limit';

type Landing = { id: number; merchant_id: number; merchant_name: string; name: string; type: string; status: string; url: string; progress: number; is_published: boolean };

function Landings({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const host = useModalHost();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(() => localStorage.getItem(LIMIT_KEY) ?? '5');
  const list = useRecord('landings.list', { params: { page, limit: Number(limit), search: search.trim().length >= 3 ? search.trim() : undefined } });
  if (list.error) return <Stack><Title order={1}>{title}</Title><Alert color="red">{list.error}</Alert></Stack>;
  if (!list.data) return <Loader />;
  const d = list.data;
  const create = <Button onClick={() => navigate('/solutions/landings/create')} data-testid="landing-create">{t('Create landing')}</Button>;
  const empty = !d.available_merchants_exists ? EMPTY.country : !d.checkout_v2_exists ? EMPTY.version : null;
  if (empty) return <Stack><Title order={1}>{title}</Title><Alert color="yellow" data-testid="landings-empty">{t(empty)}</Alert></Stack>;
  if (!d.any_exists) {
    return (
      <Stack maw={640} data-testid="landings-welcome">
        <Title order={1}>{title}</Title>
        <Text>{t('Build a small site for donations, digital goods or products, with a pay button to the hosted checkout.')}</Text>
        <Text fw={600}>{t(EMPTY.welcome)}</Text>
        <Group>{create}</Group>
      </Stack>
    );
  }
  const pages = Math.max(1, Math.ceil(d.total / d.params.limit));
  const remove = (l: Landing) => void host.openModal('landing_remove', { row: { merchant: l.merchant_id, id: l.id } }).then((r) => {
    // The list replaces the current page (spec s.2): back to its first page.
    if (r === 'submit') navigate('/solutions/landings/list', { replace: true });
    if (r === 'submit') setPage(1);
  });
  const clone = (l: Landing) => void host.openModal('landing_clone', { row: { merchant: l.merchant_id, id: l.id } }).then((r) => {
    if (r?.startsWith('clone:')) navigate(`/solutions/landings/edit/${l.merchant_id}/${r.slice(6)}/settings`);
  });
  return (
    <Stack gap="md">
      <Group justify="space-between"><Title order={1}>{title}</Title>{create}</Group>
      <TextInput label={t('Search')} placeholder={t('Landing or merchant name, at least 3 characters')} value={search}
        onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} maw={360} data-testid="landings-search" />
      {d.landings.length === 0 && <Alert color="gray" data-testid="landings-empty">{t(EMPTY.notFound)}</Alert>}
      {d.landings.map((l) => (
        <Card key={l.id} withBorder data-testid={`landing-${l.id}`}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs"><Text fw={700}>{l.name}</Text><StatusBadge value={l.status} label={t(l.status)} /><Badge variant="light">{t(TYPES[l.type] ?? l.type)}</Badge></Group>
              <Text size="sm" c="dimmed">{l.merchant_name} · {t('Progress')}: {Math.round(l.progress * 100)}%</Text>
              {l.is_published ? <Anchor href={l.url} target="_blank" rel="noopener noreferrer" size="sm">{l.url}</Anchor> : <Text size="sm" c="dimmed">{l.url}</Text>}
            </Stack>
            <Group gap="xs">
              <Button size="xs" onClick={() => navigate(`/solutions/landings/edit/${l.merchant_id}/${l.id}/settings`)}>{t('Edit')}</Button>
              {l.is_published && <Button size="xs" variant="default" onClick={() => openPreview(l.url)}>{t('Preview')}</Button>}
              <Button size="xs" variant="default" onClick={() => clone(l)}>{t('Clone')}</Button>
              <Button size="xs" variant="default" color="red" onClick={() => remove(l)}>{t('Delete')}</Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Group>
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('Previous')}</Button>
        <Text size="sm">{page} / {pages}</Text>
        <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('Next')}</Button>
        <NativeSelect aria-label={t('Rows per page')} data={PAGE_SIZES} value={limit} onChange={(e) => { localStorage.setItem(LIMIT_KEY, e.currentTarget.value); setLimit(e.currentTarget.value); setPage(1); }} />
      </Group>
    </Stack>
  );
}

export default function LandingList({ title }: { title: string }) {
  return <ModalHostProvider renderForm={LandingFormSlot}><Landings title={title} /></ModalHostProvider>;
}
