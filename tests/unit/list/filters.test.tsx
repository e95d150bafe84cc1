// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  applyRows,
  FilterBar,
  valueInputKind,
  withMode,
  type FilterEntry,
  type FilterItem,
} from '../../../engine/filters';
import paymentFilters from '../../../schemas/filters/payments.json';

const items = paymentFilters.items as FilterItem[];
const email = items.find((i) => i.name === 'sender_email')!;

function renderBar(applied: FilterEntry[], enabled: string[] = []) {
  const onApply = vi.fn();
  render(
    <MantineProvider env="test">
      <FilterBar items={items} enabled={enabled} applied={applied} onApply={onApply} />
    </MantineProvider>,
  );
  return onApply;
}
const row = (name: string) => document.querySelector(`[data-filter="${name}"]`) as HTMLElement;

describe('filter modes', () => {
  it.each(['isnull', 'notnull', 'empty'])('%s disables the value input and sends an empty value', (mode) => {
    expect(valueInputKind(email, mode)).toBe('none');
    const onApply = renderBar([{ s: 'sender_email', m: mode, v: '' }]);
    expect(
      (within(row('sender_email')).getByLabelText('Customer e-mail value') as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([{ s: 'sender_email', m: mode, v: '' }]);
  });

  it('istrue offers a True/False select with values 1 and 0', () => {
    const onApply = renderBar([{ s: 'has_part_reverse', m: 'istrue', v: '' }]);
    const select = within(row('has_part_reverse')).getByLabelText(
      'Partly reversed value',
    ) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', ''],
      ['1', 'True'],
      ['0', 'False'],
    ]);
    fireEvent.change(select, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([{ s: 'has_part_reverse', m: 'istrue', v: '0' }]);
  });

  it('switching a mode to one that takes no value clears and disables the value', () => {
    renderBar([{ s: 'sender_email', m: 'contains', v: 'shop' }]);
    const value = () =>
      within(row('sender_email')).getByLabelText('Customer e-mail value') as HTMLInputElement;
    expect(value().value).toBe('shop');
    fireEvent.change(within(row('sender_email')).getByLabelText('Customer e-mail mode'), {
      target: { value: 'notnull' },
    });
    expect(value().disabled).toBe(true);
    expect(value().value).toBe('');
    expect(
      withMode({ key: 'k', name: 'sender_email', mode: 'eq', value: 'a' }, email, 'contains').value,
    ).toBe('a');
  });

  it('the mode selection is required', () => {
    const result = applyRows([{ key: 'k1', name: 'order_id', mode: '', value: '42' }]);
    expect(result).toEqual({ ok: false, errors: { k1: 'field is required' } });
    const onApply = renderBar([{ s: 'order_id', m: '', v: '42' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('field is required')).toBeTruthy();
  });

  it('adds enabled filters as empty rows, drops blank ones on apply, removes and adds rows', async () => {
    const onApply = renderBar([], ['status', 'order_id']);
    expect(row('status')).toBeTruthy();
    fireEvent.change(within(row('order_id')).getByLabelText('Order ID value'), { target: { value: 'A-1' } });
    fireEvent.click(within(row('status')).getByRole('button', { name: 'Remove Status filter' }));
    expect(row('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Card BIN' }));
    expect(row('card_bin')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([{ s: 'order_id', m: 'eq', v: 'A-1' }]);
  });
});
