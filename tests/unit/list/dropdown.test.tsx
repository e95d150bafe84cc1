// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveDropdown } from '../../../engine/modal';

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
  it('is a dropdown from 992 px', () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      screen.getByText('inside').closest('[data-dropdown-mode]')?.getAttribute('data-dropdown-mode'),
    ).toBe('dropdown');
    expect(document.querySelector('section[role="dialog"]')).toBeNull();
  });

  it('becomes a modal below 992 px', () => {
    setMobile(true);
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByText('inside').closest('section[role="dialog"]')).toBeTruthy();
    expect(document.querySelector('[data-dropdown-mode="dropdown"]')).toBeNull();
  });
});
