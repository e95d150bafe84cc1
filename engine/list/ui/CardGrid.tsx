// The cards layout of a list (the list file's `layout: "cards"` and `card`): a card per row with
// its icon and title, badges, "Label: value" fields, an inner panel (shown while its `when` holds,
// with a tooltip of fields and a link; else its `otherwise` text), then the named row actions:
// buttons, and link actions as links. Every name is a column's field: its label and format.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isEmptyValue } from '../../format/constants';
import { formatValue } from '../../format/formatValue';
import { holds } from '../../modal/conditions';
import { Cell } from '../cells/Cell';
import { useT } from '../i18n';
import { fillTemplate, rowValue } from '../state/template';
import { actionPermitted, type ActionDef, type ColumnDef, type ListCard, type ListDef, type Row } from '../../core/list/types';
import { actionEnabled, visibleActions } from './RowActionsMenu';
import { actionRow } from './useActionRunner';

export interface CardGridProps {
  def: ListDef & { card: ListCard };
  rows: Row[];
  canEdit: boolean | undefined;
  onRun(action: ActionDef, row: Row): void;
}

function Labelled({ column, row }: { column: ColumnDef; row: Row }) {
  const t = useT();
  return (
    <Text size="sm" data-field={column.field}>
      {t(column.label)}: <Cell column={column} row={row} />
    </Text>
  );
}

/** The named columns drawn as they are (badges), each marked with its field. */
function Badges({ names = [], row, column }: { names?: string[]; row: Row; column(name: string): ColumnDef }) {
  return names.map((f) => (
    <span key={f} data-field={f}>
      <Cell column={column(f)} row={row} />
    </span>
  ));
}

function Panel({ panel, row, column }: { panel: NonNullable<ListCard['panel']>; row: Row; column(name: string): ColumnDef }) {
  const t = useT();
  if (!holds(panel.when, row)) return panel.otherwise ? <Text size="sm">{t(panel.otherwise)}</Text> : null;
  const body = (
    <Card withBorder padding="sm" bg="var(--mantine-color-default-hover)" data-testid="card-panel">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          {(panel.fields ?? []).map((f) => <Labelled key={f} column={column(f)} row={row} />)}
        </Stack>
        <Badges names={panel.badges} row={row} column={column} />
      </Group>
    </Card>
  );
  const opens = panel.link ? (
    <UnstyledButton component={Link} to={fillTemplate(panel.link, row)}>
      {body}
    </UnstyledButton>
  ) : body;
  if (!panel.tooltip) return opens;
  const tip = panel.tooltip.map((f) => `${t(column(f).label)}: ${formatValue(rowValue(row, f), column(f).format)}`).join(' · ');
  return (
    <Tooltip multiline w={260} withArrow label={tip}>
      <div>{opens}</div>
    </Tooltip>
  );
}

function RowCard({ def, row, canEdit, onRun }: Omit<CardGridProps, 'rows'> & { row: Row }) {
  const t = useT();
  const { card } = def;
  const byField = new Map(def.columns.map((c) => [c.field, c]));
  const column = (name: string) => byField.get(name) ?? { field: name, label: name };
  // The row actions named, in the card's order, that the caller may run and the row shows.
  const named = (ids: string[] = []) =>
    visibleActions(ids.flatMap((id) => def.rowActions?.find((a) => a.id === id) ?? []).filter((a) => actionPermitted(a, canEdit)), row);
  const fields = (card.fields ?? []).filter((f) => !isEmptyValue(rowValue(row, f)));
  return (
    <Card withBorder data-testid={`list-card-${String(row[def.rowKey ?? 'id'] ?? '')}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {card.icon && <Cell column={column(card.icon)} row={row} />}
            <Text fw={700}>
              <Cell column={column(card.title)} row={row} />
            </Text>
          </Group>
          <Badges names={card.badges} row={row} column={column} />
        </Group>
        {fields.map((f) => <Labelled key={f} column={column(f)} row={row} />)}
        {card.panel && <Panel panel={card.panel} row={row} column={column} />}
        <Group gap="xs">
          {named(card.actions).map((a) => (
            <CardAction key={a.id} a={a} row={row} onRun={onRun} />
          ))}
          {named(card.links).map((a) => (
            <Anchor key={a.id} component={Link} to={fillTemplate(a.route ?? '', actionRow(a, row))}>
              {t(a.label)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

function CardAction({ a, row, onRun }: { a: ActionDef; row: Row; onRun: CardGridProps['onRun'] }) {
  const t = useT();
  return (
    <Button size="xs" variant={a.color ? 'filled' : 'default'} color={a.color} disabled={!actionEnabled(a, row)} onClick={() => onRun(a, row)}>
      {t(a.label)}
    </Button>
  );
}

export function CardGrid({ def, rows, canEdit, onRun }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} data-testid="list-cards">
      {rows.map((row) => (
        <RowCard key={String(row[def.rowKey ?? 'id'])} def={def} row={row} canEdit={canEdit} onRun={onRun} />
      ))}
    </SimpleGrid>
  );
}
