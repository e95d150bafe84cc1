// A record page from its file (schemas/records/<id>.json): the GET call with arguments filled from
// the page's parameters, the header (route title + title template, status badge, amount), the
// lines whose `when` holds, the actions, the sections not in a tab, then the tab group showing
// the active tab's section. Test ids: <id>-status (badge), <id>-actions, <id>-<section id>.
import { Alert, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { HeadingsBelow, SectionTitle, useHeadingLevel } from '../heading/SectionTitle';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatValue } from '../format/formatValue';
import { CellNotes } from '../list/cells/CellNotes';
import { useRecord } from '../list/api/useRecord';
import { useT } from '../list/i18n';
import { StatusBadge } from '../badge/StatusBadge';
import { tabGroups } from '../tabs/registry';
import { TabGroup } from '../tabs/TabGroup';
import { activeTab } from '../tabs/tabRoutes';
import { RecordActions } from './RecordActions';
import { RecordPick } from './RecordPick';
import { RecordUpload } from './RecordUpload';
import { choicesOf, pageAddress, resolvedParams } from './pageState';
import { SectionCard } from './RecordSection';
import { fill, fillArgs, holds, pick, type Subject } from './subject';
import type { RecordDef, RecordLineDef } from './types';

const ALERT_COLORS: Record<NonNullable<RecordLineDef['color']>, string> = { success: 'green', warning: 'yellow', danger: 'red', info: 'blue' };
import { announceRecordMerchant } from '../page/pageMerchant';

/** While the page shows its record, the record's merchant is the page's merchant (pageMerchant.ts). */
function useAnnounceMerchant(ref: string | undefined): void {
  useEffect(() => {
    announceRecordMerchant(ref);
    return () => announceRecordMerchant(undefined);
  }, [ref]);
}

export interface RecordViewProps {
  def: RecordDef;
  /** The route's translated title, shown before the header's title. */
  title: string;
  /** Route params and merchant (usePageParams). */
  page: Record<string, string | undefined>;
}

export function RecordView(props: RecordViewProps) {
  const { def, title, page } = props;
  if (!def.pick) return <RecordBody {...props} />;
  return (
    <RecordPick id={def.id} def={def.pick} title={title} page={page}>
      <RecordBody {...props} />
    </RecordPick>
  );
}

/** What an upload put into the reply, for the address it was made at (a new address starts without). */
type Overlay = { at: string; value: Record<string, unknown>; generation: number };

function RecordBody({ def, title, page: routePage }: RecordViewProps) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const level = useHeadingLevel();
  const [overlay, setOverlay] = useState<Overlay>();
  const before: Subject = { reply: undefined, page: routePage };
  const pathParams = fillArgs(def.record.pathParams, before);
  const params = fillArgs(def.record.params, before);
  const [polling, setPolling] = useState(0);
  const record = useRecord(def.record.endpoint, { pathParams, params, skip: !pathParams || !params, pollingInterval: polling });
  // The parameters the reply overrules (`params`).
  const page = resolvedParams(def.params, record.data, routePage);
  // refresh: poll while the condition holds on the latest reply (and stop once it does not).
  const wanted = def.refresh && record.data !== undefined && holds(def.refresh.while, { reply: record.data, page }) ? def.refresh.everyMs : 0;
  // (state adjusted while rendering: the next render polls, or stops, with the reply just read)
  if (polling !== wanted) setPolling(wanted);
  // What an upload at this address put into the reply.
  const shown = overlay?.at === pathname ? overlay : undefined;
  const reply = shown && record.data !== undefined ? { ...(record.data as Record<string, unknown>), ...shown.value } : record.data;
  const merchant = def.merchant && record.data !== undefined ? pick({ reply: record.data, page }, def.merchant) : undefined;
  useAnnounceMerchant(merchant === undefined || merchant === null || merchant === '' ? undefined : String(merchant));
  // The address names what the page shows (`address`): replaced, without a new history entry.
  const address = record.data === undefined ? undefined : pageAddress(def.address, { reply: record.data, page });
  useEffect(() => {
    if (address && address !== pathname) navigate(address, { replace: true });
  }, [address, pathname, navigate]);
  if (record.data === undefined)
    return record.error ? (
      <Alert color="red" role="alert">
        {record.error}
      </Alert>
    ) : (
      <Loader />
    );

  const subject: Subject = { reply, page };
  const args = { ...pathParams, ...params };
  const upload = def.upload && holds(def.upload.when, subject) ? def.upload : undefined;
  const onRead = (value: Record<string, unknown>) =>
    setOverlay((o) => ({ at: pathname, value, generation: (o?.generation ?? 0) + 1 }));
  const header = def.header ?? {};
  const tabbed = new Set(Object.values(def.tabs?.content ?? {}));
  const sections = def.sections ?? [];
  const group = def.tabs && tabGroups.get(def.tabs.group);
  const tab = group && activeTab(group, pathname, page);
  const tabSection = tab && sections.find((s) => s.id === def.tabs!.content[tab.id]);
  const card = (id: string) => {
    const section = sections.find((s) => s.id === id)!;
    return (
      <SectionCard
        key={id}
        section={section}
        subject={subject}
        args={args}
        refetch={record.refetch}
        testId={`${def.id}-${id}`}
        formKey={shown?.generation}
      />
    );
  };
  // The header's amount, or another while its `instead` holds (what a partly captured payment took).
  const amountPath = header.amount && (header.instead?.find((i) => holds(i.when, subject))?.field ?? header.amount);
  const amount = amountPath && pick(subject, amountPath);
  const amountNotes = header.notes?.filter((n) => holds(n.when, subject)) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <SectionTitle size="h2">
            {title} {header.title && fill(header.title, subject).text}
          </SectionTitle>
          {header.badge && (
            <span data-testid={`${def.id}-status`}>
              <StatusBadge value={pick(subject, header.badge)} />
            </span>
          )}
        </Group>
        {amount !== undefined && amount !== null && (
          <div data-testid={`${def.id}-amount`} style={{ textAlign: 'right' }}>
            <Text fw={600}>
              {formatValue(amount, 'amount')}{' '}
              {header.currencyField && String(pick(subject, header.currencyField) ?? '')}
            </Text>
            {amountNotes.length > 0 && <CellNotes notes={amountNotes} read={(path) => pick(subject, path)} />}
          </div>
        )}
      </Group>
      {def.lines
        ?.filter((l) => holds(l.when, subject))
        .map((l) => {
          const text = `${l.label ? `${t(l.label)}: ` : ''}${fill(t(l.text), subject).text}`;
          if (l.progress) {
            const value = Number(pick(subject, l.progress));
            return (
              <div key={l.id} data-testid={`${def.id}-${l.id}`}>
                <Text size="sm" id={`${def.id}-${l.id}-label`}>{text}</Text>
                <progress aria-labelledby={`${def.id}-${l.id}-label`} max={100} value={Number.isFinite(value) ? value : 0} style={{ width: '100%' }} />
              </div>
            );
          }
          return l.color ? (
            <Alert key={l.id} color={ALERT_COLORS[l.color]} data-testid={`${def.id}-${l.id}`}>{text}</Alert>
          ) : (
            <Text key={l.id} data-testid={`${def.id}-${l.id}`}>{text}</Text>
          );
        })}
      {def.params
        ?.filter((p) => p.label)
        .map((p) => (
          <NativeSelect
            key={p.name}
            label={t(p.label!)}
            value={page[p.name] ?? ''}
            data={choicesOf(record.data, p.choices).map((c) => ({ value: c.value, label: t(c.label) }))}
            onChange={(e) => {
              const next = pageAddress(def.address, { reply: record.data, page: { ...page, [p.name]: e.currentTarget.value } });
              if (next) navigate(next, { replace: true });
            }}
            data-testid={`${def.id}-param-${p.name}`}
          />
        ))}
      {def.actions && (
        <RecordActions
          actions={def.actions}
          subject={subject}
          args={args}
          refetch={record.refetch}
          testId={`${def.id}-actions`}
        />
      )}
      {upload && <RecordUpload def={upload} args={args} page={page} testId={`${def.id}-upload`} onRead={onRead} />}
      <HeadingsBelow level={level}>
        {sections.filter((s) => !tabbed.has(s.id)).map((s) => card(s.id))}
        {group && (
          <TabGroup group={group}>
            <Stack mt="md">{tabSection && card(tabSection.id)}</Stack>
          </TabGroup>
        )}
      </HeadingsBelow>
    </Stack>
  );
}
