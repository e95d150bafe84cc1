// @vitest-environment jsdom
// Merchant settings say which merchant they show: its name and merchant id under the heading
// (screens/settings/MerchantAccess.tsx MerchantCaption, placed by MerchantInfo).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../engine/helpers/render';

const merchants = [
  { id: 2, merchant_id: '1400345', name: 'Kyiv Books', privileges: {} },
  { id: 1, merchant_id: '1397120', name: 'Tbilisi Coffee Roasters', privileges: {} },
];
vi.mock('../../../engine/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMerchantListQuery: () => ({ data: { data: merchants }, isLoading: false }),
}));
const { MerchantCaption } = await import('../../../screens/settings/MerchantAccess');

describe('merchant settings caption', () => {
  it("shows the route's merchant by name and merchant id", () => {
    render(
      <MantineProvider>
        <MerchantCaption merchant="1" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('merchant-caption').textContent).toBe('Tbilisi Coffee Roasters (1397120)');
  });

  it('shows nothing for a merchant the user does not see (the page says Not found)', () => {
    render(
      <MantineProvider>
        <MerchantCaption merchant="9" />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('merchant-caption')).toBeNull();
  });
});
