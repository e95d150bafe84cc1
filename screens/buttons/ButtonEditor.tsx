// Create and edit a payment button (spec 001 s.2): /solutions/buttons/create/{merchant?}/{type} and
// /solutions/buttons/edit/{merchant}/{id}/{type}, type being the tab (settings, fields, features).
// The tabs show the groups of the one button form (schemas/forms/button.json); the constructor and
// the embed code are the bespoke parts. Choosing another merchant moves to its create address;
// ?design_id= fills the design.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  ModalHostProvider,
  Paper,
  RouterLink,
  SchemaForm,
  SchemaFormSlot,
  SimpleGrid,
  Stack,
  Tabs,
  Title,
  useModalHost,
  usePageParams,
  useRecord,
} from '../../engine';
import { appearanceOf, DEFAULT_APPEARANCE, type Appearance } from './appearance';
import { ButtonConstructor, type Presets } from './ButtonConstructor';
import { EmbedCode } from './EmbedCode';

const TABS = [
  { id: 'settings', label: 'Payment settings' },
  { id: 'fields', label: 'Additional fields' },
  { id: 'features', label: 'Advanced features' },
] as const;
const NO_PRESETS: Presets = { solid: [], gradient: [] };

export default function ButtonEditor({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { id, type = 'settings', merchant: routeMerchant } = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const { merchant } = usePageParams();
  const editing = id !== undefined;
  const info = useRecord('buttons.info', { pathParams: { merchant, id }, skip: !editing || !merchant });
  const choices = useRecord('buttons.choices', { pathParams: { merchant }, skip: !merchant });
  // A newcomer has no merchant: this call answers demo mode, and the shell shows its modal.
  const merchants = useRecord('buttons.merchants');
  const tab = TABS.some((x) => x.id === type) ? type : 'settings';
  const base = editing
    ? `/solutions/buttons/edit/${merchant}/${id}`
    : `/solutions/buttons/create${routeMerchant ? `/${routeMerchant}` : ''}`;
  const query = search.toString() ? `?${search.toString()}` : '';

  if (editing && info.error) return <Alert color="red">{info.error}</Alert>;
  if (editing && !info.data) return <Loader />;
  // The form starts from the merchant chosen in the header: wait for it (a newcomer has none).
  if (!editing && merchant === undefined && !merchants.error && merchants.data?.data.length !== 0)
    return <Loader />;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Tabs value={tab} onChange={(v) => v && navigate(`${base}/${v}${query}`)}>
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x.id} value={x.id} data-testid={`button-tab-${x.id}`}>
              {t(x.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Editor
          key={id ?? `new-${merchant}`}
          draft={draftOf(state)}
          tab={tab}
          merchant={merchant}
          saved={info.data}
          designId={search.get('design_id') ?? undefined}
          presets={choices.data?.presets ?? NO_PRESETS}
          onMerchant={(m, draft) =>
            !editing &&
            navigate(`/solutions/buttons/create/${m}/${tab}${query}`, { replace: true, state: { draft } })
          }
          next={TABS[TABS.findIndex((x) => x.id === tab) + 1]?.id}
          base={base}
          query={query}
        />
      </ModalHostProvider>
    </Stack>
  );
}

const READONLY_ON_EDIT = ['merchant'] as const;

type Draft = { values: Record<string, unknown>; appearance: Appearance };

/** The values typed before the merchant changed (the merchant's create address is another page). */
function draftOf(state: unknown): Draft | undefined {
  if (!state || typeof state !== 'object' || !('draft' in state)) return undefined;
  const draft = state.draft;
  if (!draft || typeof draft !== 'object' || !('values' in draft) || !('appearance' in draft))
    return undefined;
  const values = draft.values;
  return values && typeof values === 'object'
    ? { values: { ...values }, appearance: appearanceOf(draft.appearance) }
    : undefined;
}

type Saved = {
  id: number;
  merchant: number;
  alias: string;
  amount?: string | null;
  currency?: string;
  appearance?: unknown;
  can_edit?: boolean;
  design_id?: unknown;
} & Record<string, unknown>;

type EditorProps = {
  tab: string;
  merchant: string | undefined;
  saved: Saved | undefined;
  designId: string | undefined;
  presets: Presets;
  draft: Draft | undefined;
  onMerchant: (merchant: string, draft: Draft) => void;
  next: string | undefined;
  base: string;
  query: string;
};

function Editor({
  tab,
  merchant,
  saved,
  draft,
  designId,
  presets,
  onMerchant,
  next,
  base,
  query,
}: EditorProps) {
  const { t } = useTranslation('common');
  const modals = useModalHost();
  const [appearance, setAppearance] = useState<Appearance>(() =>
    saved ? appearanceOf(saved.appearance) : (draft?.appearance ?? DEFAULT_APPEARANCE),
  );
  const [money, setMoney] = useState({ amount: saved?.amount ?? undefined, currency: saved?.currency });
  const lastMerchant = useRef(merchant);
  const initialData = useMemo(
    () =>
      saved
        ? { ...saved }
        : draft
          ? { ...draft.values, merchant: merchant === undefined ? undefined : Number(merchant) }
          : {
              merchant: merchant === undefined ? undefined : Number(merchant),
              ...(designId ? { design_id: designId } : {}),
            },
    // The form's store starts once; later changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Edit: the address names the merchant and the button; create: the form's merchant field does.
  const extraData = useMemo(
    () => ({ appearance, ...(saved ? { merchant: saved.merchant, id: saved.id } : {}) }),
    [appearance, saved],
  );

  const onData = (data: Record<string, unknown>) => {
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    const [amount, currency] = [text(data.amount), text(data.currency)];
    setMoney((m) => (m.amount === amount && m.currency === currency ? m : { amount, currency }));
    const chosen = data.merchant === undefined || data.merchant === null ? undefined : String(data.merchant);
    if (chosen !== undefined && chosen !== lastMerchant.current) {
      lastMerchant.current = chosen;
      onMerchant(chosen, { values: data, appearance });
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Paper withBorder p="md">
        {saved && saved.can_edit === false && (
          <Alert color="yellow" mb="sm">
            {t('You can view this button but not change it.')}
          </Alert>
        )}
        <SchemaForm
          formId="button"
          hideTitle
          activeGroup={tab}
          // Spec 001 s.2: only the create page's merchant selector moves to another merchant; an
          // existing button stays with its merchant (the edit address names it).
          readonlyFields={saved ? READONLY_ON_EDIT : undefined}
          initialData={initialData}
          extraData={extraData}
          onDataChange={onData}
        >
          <Group gap="sm">
            {!saved && next && (
              <Anchor component={RouterLink} to={`${base}/${next}${query}`} data-testid="button-next-step">
                {t('Next step')}
              </Anchor>
            )}
            <Button
              variant="subtle"
              onClick={() => void modals.openModal('button_design')}
              data-testid="button-design"
            >
              {t('Design')}
            </Button>
          </Group>
        </SchemaForm>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="md">
          <ButtonConstructor
            value={appearance}
            onChange={setAppearance}
            presets={presets}
            amount={money.amount ?? undefined}
            currency={money.currency}
          />
          {saved && merchant ? (
            <EmbedCode
              merchant={merchant}
              alias={saved.alias}
              design={Number(saved.design_id ?? 0) || 0}
              appearance={appearance}
            />
          ) : (
            <Alert color="blue">{t('Save the button to get its embed code.')}</Alert>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
