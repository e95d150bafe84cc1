// @vitest-environment jsdom
// The user menu leads to both profile pages: Profile (overview) and Two-step verification (issue 10
// item 17: nothing led to /profile/info/verification).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import '../engine/helpers/render';

vi.mock('../../../engine/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useAccountLogoutMutation: () => [vi.fn()],
}));
const { UserMenu } = await import('../../../src/shell/header/UserMenu');

const user = { id: 1, email: 'a@b.co', first_name: 'Ann', last_name: 'Lee' } as Parameters<typeof UserMenu>[0]['user'];

describe('user menu', () => {
  it('links the profile overview and the two-step verification page', async () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <UserMenu user={user} />
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'user.menu' }));
    // The dropdown is still in its opening transition: look the items up by their text.
    const profile = (await screen.findByText('user.profile')).closest('a')!;
    const verification = screen.getByText('user.verification').closest('a')!;
    expect(profile.getAttribute('href')).toBe('/profile/info/overview');
    expect(verification.getAttribute('href')).toBe('/profile/info/verification');
  });
});
