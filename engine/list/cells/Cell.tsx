// One table cell, rendered by column format. Text formats go through engine/format; badge,
// link, ip, payment_method and flag render richer content (links, badges and groups on plain elements
// with Mantine's look: see plainLook); a column with `download` links to the row's file.
import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../badge/StatusBadge';
import { CellNotes } from './CellNotes';
import { formatTimeZone, ipInfoLink, paymentMethodImage } from '../../format/config';
import { DEADLINE_COLORS, deadlineUrgency } from '../../format/deadline';
import { EMPTY_CELL, isEmptyValue } from '../../format/constants';
import { formatValue } from '../../format/formatValue';
import { holds } from '../../modal/conditions';
import { flagOf } from '../../format/flag';
import { fillTemplate, rowValue, templateNames } from '../state/template';
import type { ColumnDef, Row } from '../../core/list/types';
import { ANCHOR_PROPS, GROUP_NOWRAP_PROPS } from '../../look/plainLook';

/** A file address from the row: same-origin API paths only (never `//host` or a `javascript:` value). */
const fileHref = (value: unknown) => (typeof value === 'string' && /^\/api\/[^\\]*$/.test(value) ? value : null);

/** A link whose route lacks a part (the row has no value for it) is shown as plain text. */
const linkComplete = (template: string, row: Row) => templateNames(template).every((name) => !isEmptyValue(rowValue(row, name)));

/** An image value: an SVG document or a data: URL of a PNG/JPG, shown through <img> (an SVG never runs script there). */
function ImageCell({ value, label }: { value: unknown; label: string }) {
  const text = String(value);
  const src = text.startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`
    : /^data:image\/(png|jpeg);base64,/.test(text) ? text : null;
  if (!src) return <>{EMPTY_CELL}</>;
  return <img src={src} alt={label} style={{ width: '100%', maxWidth: 320, height: 'auto' }} data-testid="image-cell" />;
}

/** `subject`: what the column's conditions, `instead` and `notes` read (urgentWhen), the row unless given (a record). */
export function Cell({ column, row, subject = row }: { column: ColumnDef; row: Row; subject?: unknown }) {
  if (!column.instead && !column.notes) return <CellValue column={column} row={row} subject={subject} />;
  const read = (path: string) => rowValue(subject as Row, path);
  // `instead`: another field's value in this cell's format and currency (what a partly captured payment took).
  const instead = column.instead?.find((i) => holds(i.when, subject));
  const notes = column.notes?.filter((n) => holds(n.when, subject)) ?? [];
  const value = instead ? <CellValue column={column} row={{ ...row, [column.field]: read(instead.field) }} subject={subject} /> : <CellValue column={column} row={row} subject={subject} />;
  if (notes.length === 0) return value;
  return (
    <>
      {value}
      <CellNotes notes={notes} read={read} />
    </>
  );
}

function CellValue({ column, row, subject }: { column: ColumnDef; row: Row; subject: unknown }) {
  // A dotted field reads a nested value (cashbox.status).
  const value = rowValue(row, column.field);
  const format = column.format ?? (column.link ? 'link' : 'text');
  if (format === 'badge') return <StatusBadge value={value} />;
  if (isEmptyValue(value)) return <>{EMPTY_CELL}</>;
  if (format === 'image') return <ImageCell value={value} label={column.label} />;
  // A country code as its flag (UA -> the Ukrainian flag); the code stays its accessible name.
  if (format === 'flag')
    return (
      <span role="img" aria-label={String(value)}>
        {flagOf(String(value))}
      </span>
    );
  // Merchant-made HTML (an e-mail preview): a frame with no script, form, plugin or same-origin access.
  if (format === 'frame')
    return <iframe sandbox="" srcDoc={String(value)} title={column.label} style={{ width: '100%', height: 420, border: 0 }} />;
  const text = formatValue(value, format);
  const href = column.download ? fileHref(row[column.download]) : null;
  if (href)
    return (
      <a {...ANCHOR_PROPS} href={href} download>
        {text}
      </a>
    );
  if (format === 'link' && column.link && linkComplete(column.link, row))
    return (
      <Link {...ANCHOR_PROPS} to={fillTemplate(column.link, row)}>
        {text}
      </Link>
    );
  if (format === 'ip')
    return (
      <a {...ANCHOR_PROPS} href={ipInfoLink(String(value))} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  if (format === 'payment_method')
    return (
      <div {...GROUP_NOWRAP_PROPS}>
        <img src={paymentMethodImage(String(value))} alt="" width={24} height={16} loading="lazy" />
        <span>{text}</span>
      </div>
    );
  if (format === 'deadline') {
    // A deadline that no longer binds (a won, lost or closed dispute) is a plain date.
    const binding = !column.urgentWhen || holds(column.urgentWhen, subject);
    const urgency = binding ? deadlineUrgency(String(value), formatTimeZone()) : null;
    const color = urgency ? DEADLINE_COLORS[urgency.level] : undefined;
    return (
      <Text component="span" inherit c={color} fw={color ? 600 : undefined} data-deadline={urgency?.level}>
        {text}
      </Text>
    );
  }
  if (format === 'amount' && column.currencyField && !isEmptyValue(row[column.currencyField]))
    return <>{`${text} ${String(row[column.currencyField])}`}</>;
  return <>{text}</>;
}
