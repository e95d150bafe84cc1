// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_CLASSES, StatusBadge, badgeClass, badgeLabel, type BadgeClass } from '../../../engine/badge';
import type { ColumnDef } from '../../../engine/core/list/types';
import { Cell } from '../../../engine/list/cells/Cell';
import methodsList from '../../../schemas/lists/merchant_payment_methods.json';
import ukCommon from '../../../src/i18n/locales/uk/common.json';

// The map of spec 000 section 4, written out again so a drift in the engine is caught.
const SPEC: Record<BadgeClass, string> = {
  active:
    'accepted, activated, active, active_partner, approved, captured, completed, fiscalized, fraud, full_access, mixed_access, paid, published, purchase, represented, settled, success, uncompleted, uploaded, won',
  pending:
    'created, draft, in_progress, merchant_pending, needs_response, on_moderation, open, pending, pending_monitoring_check, processing, uncaptured, view_only',
  closed:
    'blocked, canceled, declined, deleted, disabled, failed, lost, missing, not_fiscalized, rejected, rejected_documents, rejected_hold',
  // expiring: ours, the Apple Pay certificate's expiring-soon state (spec 002 s.4), a warning.
  warning: 'delayed, edited, edited_hold, expiring, postponed, temporary_blocked',
  refund:
    'has_part_reverse, is_reversed, partial_refund, partially_reversed, refund, refunded, reverse, reversed',
  secondary: 'closed, expired',
};

describe('badge colour map', () => {
  const cases = (Object.keys(SPEC) as BadgeClass[]).flatMap((cls) =>
    SPEC[cls].split(', ').map((s) => [s, cls]),
  );

  it.each(cases)('%s -> %s', (status, cls) => expect(badgeClass(status)).toBe(cls));

  it('holds exactly the statuses of the spec', () => {
    const engine = Object.values(BADGE_CLASSES).flat().sort();
    expect(engine).toEqual(cases.map(([s]) => s).sort());
  });

  it('lower-cases and underscores the value before the lookup; unknown is secondary', () => {
    expect(badgeClass('Needs response')).toBe('pending');
    expect(badgeClass('PARTIALLY REVERSED')).toBe('refund');
    expect(badgeClass('temporary-blocked')).toBe('warning');
    expect(badgeClass('something else')).toBe('secondary');
    expect(badgeClass(null)).toBe('secondary');
  });

  it('renders --- for an empty badge', () => {
    render(
      <MantineProvider env="test">
        <StatusBadge value="" />
        <StatusBadge value="Approved" />
      </MantineProvider>,
    );
    expect(screen.getByText('---')).toBeTruthy();
    expect(screen.getByText('Approved').closest('[data-badge-class]')?.getAttribute('data-badge-class')).toBe(
      'active',
    );
  });

  it('shows a human label, not the raw enum (payment detail Fiscal status, payments list)', () => {
    render(
      <MantineProvider env="test">
        <StatusBadge value="not_fiscalized" />
        <StatusBadge value="partially_reversed" />
        <StatusBadge value="p2p debit" />
        <StatusBadge value="Needs response" />
      </MantineProvider>,
    );
    for (const text of ['Not fiscalized', 'Partially reversed', 'P2P debit', 'Needs response']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText(/_/)).toBeNull();
    expect(screen.getByText('Not fiscalized').closest('[data-badge-class]')?.getAttribute('data-badge-class')).toBe('closed');
  });

  it('every status of the map and the values the demo data sends have a Ukrainian label', () => {
    const uk = ukCommon as Record<string, string>;
    const values = [...Object.values(BADGE_CLASSES).flat(), 'p2p debit', 'purchase', 'New'];
    const missing = values.map(badgeLabel).filter((label) => label !== 'New' && !uk[label]);
    expect(missing).toEqual([]);
    expect(badgeLabel('NOT_FISCALIZED')).toBe('Not fiscalized');
    expect(uk['Not fiscalized']).toBe('Не фіскалізовано');
  });

  it("the payment methods' Certificate column: expiring reads Expires soon in the warning colour, not grey like valid", () => {
    const column = (methodsList.columns as ColumnDef[]).find((c) => c.field === 'validity')!;
    render(
      <MantineProvider env="test">
        {['expiring', 'valid', 'expired'].map((validity) => (
          <div key={validity} data-testid={validity}>
            <Cell column={column} row={{ type: 'apple', validity }} />
          </div>
        ))}
      </MantineProvider>,
    );
    const badge = (id: string) => screen.getByTestId(id).querySelector('[data-badge-class]')!;
    expect(badge('expiring').textContent).toBe('Expires soon');
    expect(badge('expiring').getAttribute('data-badge-class')).toBe('warning');
    expect(badge('expiring').getAttribute('style')).toContain('yellow');
    expect(badge('valid').textContent).toBe('Valid');
    expect(badge('valid').getAttribute('data-badge-class')).toBe('secondary');
    expect(badge('expired').getAttribute('data-badge-class')).toBe('secondary');
    expect((ukCommon as Record<string, string>)['Expires soon']).toBe('Незабаром спливає');
  });
});
