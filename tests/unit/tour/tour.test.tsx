// @vitest-environment jsdom
// The tour (screens/tour/Tour.tsx): one step per sidebar entry that carries data-tour, in menu
// order; Next / Back / Skip, Escape closes, focus moves into the step and back to the start button,
// and the current entry is marked. The anchors are the sidebar's attributes on plain elements.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enTour from '../../../src/i18n/locales/en/tour.json';
import Tour from '../../../screens/tour/Tour';
import { renderUi } from '../engine/helpers/render';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { tour: enTour, common: {} } }, defaultNS: 'tour', keySeparator: false, nsSeparator: false });
});

/** The sidebar's anchors; a brand that hides Multiparty payments leaves its entry out. */
function Sidebar() {
  return (
    <nav>
      {['home', 'transactions', 'reports', 'solutions', 'cashRegister', 'settings', 'tour', 'feedback'].map((icon) => (
        <button key={icon} data-tour={icon}>
          {icon}
        </button>
      ))}
    </nav>
  );
}

function setUp() {
  renderUi(
    <>
      <Sidebar />
      <Tour title="Take a tour" />
    </>,
  );
}

const step = () => screen.getByRole('dialog');
const marked = () => [...document.querySelectorAll('[data-tour-active]')].map((e) => e.getAttribute('data-tour'));

describe('tour', () => {
  it('walks the shown sidebar entries in menu order with Next and Back, marking each', async () => {
    setUp();
    const first = await screen.findByRole('dialog', { name: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(within(first).getByText('Step 1 of 7')).toBeTruthy();
    expect((within(first).getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(marked()).toEqual(['home']);

    await userEvent.click(within(first).getByRole('button', { name: 'Next' }));
    expect(step().getAttribute('aria-labelledby')).toBe('tour-step-title');
    expect(screen.getByRole('dialog', { name: 'Transactions' })).toBeTruthy();
    expect(within(step()).getByText('Payments, Settlements, Disputes')).toBeTruthy();
    expect(marked()).toEqual(['transactions']);
    expect(document.activeElement).toBe(step());

    await userEvent.click(within(step()).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Home' })).toBeTruthy();

    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      names.push(step().querySelector('#tour-step-title')!.textContent!);
      await userEvent.click(within(step()).getByRole('button', { name: 'Next' }));
    }
    names.push(step().querySelector('#tour-step-title')!.textContent!);
    // Multiparty payments has no anchor (hidden by the brand) and the tour skips its own entry.
    expect(names).toEqual(['Home', 'Transactions', 'Reports center', 'Payment solutions', 'On-line cash register', 'Merchant settings', 'Feedback']);
    await userEvent.click(within(step()).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marked()).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('That is the whole sidebar');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Take the tour again' }));
  });

  it('Escape closes the tour and returns focus to the start button; Skip closes it too', async () => {
    setUp();
    await screen.findByRole('dialog', { name: 'Home' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(marked()).toEqual([]);
    const start = screen.getByRole('button', { name: 'Start the tour' });
    expect(document.activeElement).toBe(start);

    await userEvent.click(start);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Home' })).getByRole('button', { name: 'Next' }));
    await act(() => userEvent.click(within(step()).getByRole('button', { name: 'Skip tour' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
