// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWidget } from '../helpers/renderWidget';
import { checkboxWidget } from '../../../../engine/widgets/CheckboxWidget';
import { selectWidget } from '../../../../engine/widgets/SelectWidget';
import { multiSelectWidget } from '../../../../engine/widgets/MultiSelectWidget';
import { otpWidget } from '../../../../engine/widgets/OtpWidget';
import { tagsWidget } from '../../../../engine/widgets/TagsWidget';
import { checkboxesWidget } from '../../../../engine/widgets/CheckboxesWidget';

const many = Array.from({ length: 12 }, (_, i) => `c${i + 1}`);

describe('choice widgets', () => {
  it('checkbox: true / false', () => {
    const { onChange } = renderWidget(checkboxWidget, { schema: { type: 'boolean' } });
    fireEvent.click(screen.getByLabelText('Field'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('select: no filter box up to 10 options', () => {
    renderWidget(selectWidget, { schema: { type: 'string', enum: ['a', 'b'] } });
    expect((document.getElementById('root_f') as HTMLInputElement).readOnly).toBe(true);
  });

  it('select: a filter box above 10 options; a required select starts empty', () => {
    const { onChange } = renderWidget(selectWidget, { schema: { type: 'string', enum: many }, required: true });
    const box = document.getElementById('root_f') as HTMLInputElement;
    expect(box.readOnly).toBe(false);
    expect(box.value).toBe('');
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'c12' } });
    fireEvent.click(screen.getByRole('option', { name: 'c12' }));
    expect(onChange).toHaveBeenCalledWith('c12');
  });

  it('select: an optional select with no value (undefined, null or empty text) has no option checked and no clear button', async () => {
    for (const value of [undefined, null, '']) {
      const { onChange, unmount } = renderWidget(selectWidget, { schema: { type: 'string', enum: ['a', 'b'] }, value });
      const box = document.getElementById('root_f') as HTMLInputElement;
      expect(box.value).toBe('');
      expect(document.querySelector('.mantine-Select-section button, [data-combobox-clear]')).toBeNull();
      fireEvent.click(box);
      const options = await screen.findAllByRole('option', { hidden: true });
      expect(options.filter((o) => o.getAttribute('aria-selected') === 'true' || o.hasAttribute('data-checked'))).toEqual([]);
      fireEvent.click(options[0]);
      expect(onChange).toHaveBeenCalledWith('a');
      unmount();
    }
  });

  it('select: oneOf titles are the labels, numbers stay numbers', () => {
    const { onChange } = renderWidget(selectWidget, {
      schema: { type: 'integer', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] },
    });
    fireEvent.click(document.getElementById('root_f')!);
    fireEvent.click(screen.getByRole('option', { name: 'Two' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("multi-select: stays open on choice, 'Selected ({0})' with 3 or more", async () => {
    const schema = { type: 'array' as const, items: { type: 'string' as const, enum: ['a', 'b', 'c', 'd'] }, uniqueItems: true };
    const { onChange } = renderWidget(multiSelectWidget, { schema, value: ['a', 'b'] });
    expect(screen.getByTestId('multiselect-trigger').textContent).toBe('a, b');
    fireEvent.click(screen.getByTestId('multiselect-trigger'));
    fireEvent.click(await screen.findByLabelText('c'));
    expect(onChange).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(screen.getByLabelText('d')).toBeTruthy();
    expect(screen.queryByText('Apply')).toBeNull();
  });

  it('multi-select: the trigger is full width even with nothing chosen (its dropdown takes its width)', () => {
    const schema = { type: 'array' as const, items: { type: 'string' as const, enum: ['a', 'b'] } };
    renderWidget(multiSelectWidget, { schema });
    const trigger = screen.getByTestId('multiselect-trigger');
    expect(trigger.style.width).toBe('100%');
    expect(trigger.style.display).toBe('block');
  });

  it('multi-select: the summary reads Selected (3)', () => {
    const schema = { type: 'array' as const, items: { type: 'string' as const, enum: ['a', 'b', 'c', 'd'] } };
    renderWidget(multiSelectWidget, { schema, value: ['a', 'b', 'c'] });
    expect(screen.getByTestId('multiselect-trigger').textContent).toBe('Selected (3)');
  });

  it('multi-select above 10: filter box, Select all / Clear all, applied on Apply', async () => {
    const schema = { type: 'array' as const, items: { type: 'string' as const, enum: many } };
    const { onChange } = renderWidget(multiSelectWidget, { schema });
    fireEvent.click(screen.getByTestId('multiselect-trigger'));
    fireEvent.change(await screen.findByLabelText('Filter'), { target: { value: 'c1' } });
    await waitFor(() => expect(screen.queryByLabelText('c2')).toBeNull());
    for (const c of ['c1', 'c10', 'c11', 'c12']) expect(screen.getByLabelText(c)).toBeTruthy();
    fireEvent.click(screen.getByText('Select all'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Apply'));
    expect(onChange).toHaveBeenCalledWith(['c1', 'c10', 'c11', 'c12']);
    fireEvent.click(screen.getByTestId('multiselect-trigger'));
    fireEvent.click(await screen.findByText('Clear all'));
    fireEvent.click(screen.getByText('Apply'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('checkboxes: every choice shown in a labelled group; values in the order of the choices; none is no value', () => {
    const schema = { type: 'array' as const, items: { type: 'integer' as const } };
    const choices = [{ value: '1', label: 'Volume' }, { value: '2', label: 'Payments' }, { value: '3', label: 'Countries' }];
    const { onChange } = renderWidget(checkboxesWidget, { schema, value: [3], options: { choices } });
    expect(screen.getByRole('group', { name: 'Field' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Volume' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Countries' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('one-time code: one input per digit, auto-advance, backspace and arrows, joined', () => {
    const { onChange } = renderWidget(otpWidget, { options: { length: 4 }, label: 'Code' });
    const box = (i: number) => screen.getByLabelText(`Code ${i}`) as HTMLInputElement;
    fireEvent.change(box(1), { target: { value: '1' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith('12');
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(onChange).toHaveBeenLastCalledWith('1');
    fireEvent.keyDown(box(2), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(1), { target: { value: '9876' } });
    expect(onChange).toHaveBeenLastCalledWith('9876');
    expect(box(1).id).toBe('root_f');
  });

  it('tags: comma or Enter; each checked before it is added; backspace on empty removes the last', () => {
    const schema = { type: 'array' as const, items: { type: 'string' as const, format: 'email' } };
    const { onChange, unmount } = renderWidget(tagsWidget, { schema, value: ['a@b.co'] });
    const field = screen.getByLabelText(/Field/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'c@d.org,' } });
    expect(onChange).toHaveBeenLastCalledWith(['a@b.co', 'c@d.org']);
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(field.value).toBe('nope');
    unmount();
    const again = renderWidget(tagsWidget, { schema, value: ['a@b.co', 'x@y.io'] });
    fireEvent.keyDown(screen.getByLabelText(/Field/), { key: 'Backspace' });
    expect(again.onChange).toHaveBeenLastCalledWith(['a@b.co']);
  });
});
