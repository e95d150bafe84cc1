// @vitest-environment jsdom
// Dispute response deadlines (beyond the spec): days left in the merchant's time zone, colour by urgency.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../engine/helpers/render';
import { deadlineUrgency, todayIn } from '../../../engine/format/deadline';
import { Cell } from '../../../engine/list/cells/Cell';
import type { ColumnDef } from '../../../engine/core/list/types';
import { RecordValue } from '../../../engine/record/RecordValue';
import disputesList from '../../../schemas/lists/disputes.json';
import respondModal from '../../../schemas/modals/dispute_respond.json';

describe('deadline urgency', () => {
  // 22:30 UTC on 20 Nov is already 21 Nov in Tbilisi (UTC+4), still 20 Nov in New York.
  const now = new Date('2026-11-20T22:30:00Z');
  it('counts the day in the given time zone', () => {
    expect(todayIn('Asia/Tbilisi', now)).toBe('2026-11-21');
    expect(todayIn('America/New_York', now)).toBe('2026-11-20');
    expect(deadlineUrgency('2026-11-21', 'Asia/Tbilisi', now)).toEqual({ daysLeft: 0, level: 'urgent' });
    expect(deadlineUrgency('2026-11-21', 'America/New_York', now)).toEqual({ daysLeft: 1, level: 'urgent' });
  });
  it('grades overdue, urgent (0-2 days), soon (3-7) and later', () => {
    const tz = 'UTC';
    expect(deadlineUrgency('2026-11-19', tz, now)?.level).toBe('overdue');
    expect(deadlineUrgency('2026-11-22', tz, now)?.level).toBe('urgent');
    expect(deadlineUrgency('2026-11-23', tz, now)?.level).toBe('soon');
    expect(deadlineUrgency('2026-11-27', tz, now)?.level).toBe('soon');
    expect(deadlineUrgency('2026-11-28', tz, now)?.level).toBe('later');
    expect(deadlineUrgency('not a date', tz, now)).toBeNull();
  });
});

describe('Respond by colour (schemas/lists/disputes.json, schemas/modals/dispute_respond.json)', () => {
  const listColumn = (disputesList as { columns: ColumnDef[] }).columns.find((c) => c.field === 'response_deadline')!;
  const modalField = (respondModal as { body: { record: { fields: Array<{ name: string; urgentWhen?: ColumnDef['urgentWhen'] }> } } }).body.record.fields.find(
    (f) => f.name === 'data.response_deadline',
  )!;
  const overdue = '2000-01-01';
  const colourIn = (node: ReturnType<typeof render>) => node.container.querySelector('[data-deadline]')?.getAttribute('data-deadline') ?? null;

  it('only open disputes get the deadline colour in the list', () => {
    for (const [status, level] of [['Needs response', 'overdue'], ['In progress', 'overdue'], ['Won', null], ['Lost', null], ['Closed', null]] as const) {
      const node = render(<MantineProvider><Cell column={listColumn} row={{ response_deadline: overdue, status_name: status }} /></MantineProvider>);
      expect([status, colourIn(node)]).toEqual([status, level]);
      node.unmount();
    }
  });

  it('and in the respond modal (the condition reads the record)', () => {
    const field = { field: modalField.name, label: 'Respond by', format: 'deadline' as const, urgentWhen: modalField.urgentWhen };
    const t = (s: string) => s;
    const won = render(<MantineProvider><RecordValue field={field} record={{ data: { response_deadline: overdue, status_name: 'Won' } }} t={t} /></MantineProvider>);
    expect(colourIn(won)).toBeNull();
    won.unmount();
    const open = render(<MantineProvider><RecordValue field={field} record={{ data: { response_deadline: overdue, status_name: 'Needs response' } }} t={t} /></MantineProvider>);
    expect(colourIn(open)).toBe('overdue');
  });
});
