// Home (/), the dashboard (spec 000 s.2.6): the merchant-registration alert, then the categories as
// tabs (the last chosen one remembered in sessionStorage under 'dashboard', s.2.5), each with its
// filter bar and its active widgets; the settings modal (schemas/modals/dashboard_widgets.json,
// loaded on first use) chooses a tab's widgets. Empty states when there is no merchant or no currency yet. The page
// layout and the charts are the bespoke part.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Stack, Tabs, Title, findMerchant, usePageParams, useRecord } from '../../engine';
import type { ScreenProps } from '../registry';
import { CategoryPanel } from './parts/CategoryPanel';
import { EmptyState } from './parts/EmptyState';
import { RegistrationAlert } from './parts/RegistrationAlert';
import type { SettingsModalProps } from './parts/SettingsModal';

const SettingsModal = lazy(() => import('./parts/SettingsModal'));

const TAB_MEMORY = 'dashboard';

function remembered(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(TAB_MEMORY) ?? null;
  } catch {
    return null;
  }
}

function Categories() {
  const { t } = useTranslation('dashboard');
  const { merchant: ref } = usePageParams();
  const merchants = useRecord('merchant.list');
  const merchant = merchants.data && findMerchant(merchants.data.data, ref);
  const params = { merchant: merchant?.id };
  const currencies = useRecord('dashboard.currencies', { params, skip: !merchant });
  const config = useRecord('dashboard.config', { params, skip: !merchant });
  const [tab, setTab] = useState<string | null>(remembered);
  const [settings, setSettings] = useState<Omit<SettingsModalProps, 'onClosed'> | null>(null);

  if (merchants.data && !merchant) {
    return (
      <EmptyState
        title="No merchant yet"
        text="Register your first merchant to accept payments; its sales, conversion and payment methods will show here."
        action="Register a merchant"
        route="/onboarding"
      />
    );
  }
  const error = merchants.error ?? currencies.error ?? config.error;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  if (!merchant || !currencies.data || !config.data) return <Loader />;
  const { data: list, default: currency } = currencies.data;
  if (currency === null || list.length === 0) {
    return (
      <EmptyState
        title="No payments yet"
        text="This merchant has no payment currency yet. Once its registration is finished and it takes payments, their figures show here."
        action="Go to payments"
        route="/transactions/payments/all"
      />
    );
  }

  const categories = config.data.data;
  const active = categories.find((c) => c.alias === tab)?.alias ?? categories[0]?.alias ?? null;
  // Changing one's own widget choice needs 'edit' on transactions (the server's rule); readers only view.
  const canEdit = merchant.privileges.transactions === 'edit';
  const choose = (value: string | null) => {
    setTab(value);
    try {
      if (value) globalThis.sessionStorage?.setItem(TAB_MEMORY, value);
    } catch {
      // storage disabled: the tab still switches
    }
  };
  const openSettings = (category: string, widgets: number[]) => () =>
    setSettings({ merchant: merchant.id, category, widgets });

  return (
    <>
      {settings && (
        <Suspense fallback={null}>
          <SettingsModal {...settings} onClosed={() => setSettings(null)} />
        </Suspense>
      )}
      <Tabs value={active} onChange={choose} keepMounted>
        <Tabs.List aria-label={t('Dashboard categories')}>
          {categories.map((c) => (
            <Tabs.Tab key={c.alias} value={c.alias}>
              {t(c.name)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {categories.map((c) => (
          <Tabs.Panel key={c.alias} value={c.alias}>
            <CategoryPanel
              category={c}
              merchant={merchant.id}
              currencies={list}
              defaultCurrency={currency}
              onSettings={canEdit ? openSettings(c.alias, c.active_widgets) : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

export default function Dashboard({ title }: ScreenProps) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <RegistrationAlert />
      <Categories />
    </Stack>
  );
}
