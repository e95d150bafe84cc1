// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useEffect, useRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TabGroup, useTabGuard } from '../../../engine/tabs';

const where = { path: '' };
function Spy() {
  const { pathname } = useLocation();
  useEffect(() => {
    where.path = pathname;
  }, [pathname]);
  return null;
}

function renderAt(url: string, content: React.ReactNode = null, path = '/transactions/payments/*') {
  return render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<TabGroup group="transactions_payments">{content}</TabGroup>} />
          <Route
            path="/settings/merchants/info/:merchant/*"
            element={<TabGroup group="merchant_settings">{content}</TabGroup>}
          />
        </Routes>
        <Spy />
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('TabGroup', () => {
  it('follows the route and remembers the chosen tab in sessionStorage under the group id', async () => {
    renderAt('/transactions/payments/recurring');
    expect(screen.getByRole('tab', { name: 'Recurring' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Fraud' }));
    await waitFor(() => expect(where.path).toBe('/transactions/payments/fraud'));
    expect(sessionStorage.getItem('transactions_payments')).toBe('fraud');
  });

  it('a path with no tab goes to the remembered tab, else the first', async () => {
    sessionStorage.setItem('transactions_payments', 'refund');
    const first = renderAt('/transactions/payments');
    await waitFor(() => expect(where.path).toBe('/transactions/payments/refund'));
    first.unmount();
    sessionStorage.clear();
    renderAt('/transactions/payments');
    await waitFor(() => expect(where.path).toBe('/transactions/payments/all'));
  });

  it('fills route params ({merchant}) from the current route', async () => {
    renderAt('/settings/merchants/info/42/basic');
    fireEvent.click(screen.getByRole('tab', { name: 'Access rights' }));
    await waitFor(() => expect(where.path).toBe('/settings/merchants/info/42/permissions'));
    expect(sessionStorage.getItem('merchant_settings')).toBe('permissions');
  });

  it('an invalid form in the active tab validates and focuses instead of switching', async () => {
    const validate = vi.fn();
    function InvalidForm() {
      const input = useRef<HTMLInputElement>(null);
      const canLeave = useCallback(() => {
        validate();
        input.current?.focus();
        return false;
      }, []);
      useTabGuard(canLeave);
      return <input aria-label="IBAN" ref={input} />;
    }
    renderAt('/transactions/payments/all', <InvalidForm />);
    fireEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('IBAN'));
    expect(where.path).toBe('/transactions/payments/all');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });
});
