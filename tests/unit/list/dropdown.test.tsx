// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveDropdown } from '../../../engine/modal';
import { RowActionsMenu } from '../../../engine/list/ui/RowActionsMenu';
import { selectWidget as selectEntry } from '../../../engine/widgets/SelectWidget';

const SelectWidget = selectEntry.component;

function Demo() {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <ResponsiveDropdown label="Filters" title="Filters" opened={opened} onChange={setOpened}>
        <p>inside</p>
      </ResponsiveDropdown>
    </MantineProvider>
  );
}
const setMobile = (on: boolean) => ((window as unknown as { __mobile?: boolean }).__mobile = on);

afterEach(() => setMobile(false));

describe('ResponsiveDropdown', () => {
  it('is a dropdown from 992 px', async () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      (await screen.findByText('inside')).closest('[data-dropdown-mode]')?.getAttribute('data-dropdown-mode'),
    ).toBe('dropdown');
    expect(document.querySelector('section[role="dialog"]')).toBeNull();
  });

  it('becomes a modal below 992 px', async () => {
    setMobile(true);
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect((await screen.findByText('inside')).closest('section[role="dialog"]')).toBeTruthy();
    expect(document.querySelector('[data-dropdown-mode="dropdown"]')).toBeNull();
  });
});

describe('menus and selects below 992 px (spec 000 s.4: a dropdown switches to modal mode)', () => {
  const rowMenu = () =>
    render(
      <MantineProvider env="test">
        <RowActionsMenu actions={[{ id: 'refund', label: 'Refund', kind: 'link', route: '/x' }]} row={{}} onRun={() => undefined} label="Row actions" />
      </MantineProvider>,
    );
  const selectWidget = () =>
    render(
      <MantineProvider env="test">
        <SelectWidget {...({ id: 'root_s', name: 's', label: 'S', schema: { type: 'string', enum: ['a', 'b'] }, uiSchema: {}, options: { enumOptions: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }, value: undefined, required: false, onChange: () => undefined, onBlur: () => undefined, onFocus: () => undefined, registry: { formContext: { t: (s: string) => s, touch: () => undefined, registerFlush: () => () => undefined } } } as unknown as WidgetProps)} />
      </MantineProvider>,
    );
  const modalMode = (el: Element | null) => Boolean(el?.closest('[class*="modal"]')) && document.querySelector('.mantine-Overlay-root') !== null;

  it('the row actions menu is centred over a backdrop below 992 px, a dropdown from 992 px', async () => {
    rowMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(modalMode(await screen.findByRole('menuitem', { name: 'Refund' }))).toBe(false);
    cleanup();
    setMobile(true);
    rowMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(modalMode(await screen.findByRole('menuitem', { name: 'Refund' }))).toBe(true);
  });

  it('so is a select field', async () => {
    setMobile(true);
    selectWidget();
    fireEvent.click(document.getElementById('root_s')!);
    expect(modalMode(await screen.findByRole('option', { name: /a/i, hidden: true }))).toBe(true);
  });
});
