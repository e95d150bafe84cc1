// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoModeDetected } from '../../../engine/api/pipeline/actions';
import enShell from '../../../src/i18n/locales/en/shell.json';
import { DemoModeModal } from '../../../src/shell/demo/DemoModeModal';
import { demoModeSlice } from '../../../src/shell/demo/demoModeSlice';
import { renderUi } from '../engine/helpers/render';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: enShell } }, defaultNS: 'shell', keySeparator: false, nsSeparator: false });
});

function setUp() {
  const store = configureStore({ reducer: { [demoModeSlice.reducerPath]: demoModeSlice.reducer } });
  renderUi(
    <Provider store={store}>
      <DemoModeModal />
    </Provider>,
  );
  return store;
}

describe('demo-mode modal', () => {
  it('opens on a reply carrying demo_mode and offers to register a merchant', async () => {
    const store = setUp();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void store.dispatch(demoModeDetected()));
    const dialog = await screen.findByRole('dialog', { name: 'You are still in DEMO mode' });
    expect(dialog.textContent).toContain('While you are in DEMO mode you can`t create Buttons and Invoices');
    await userEvent.click(screen.getByRole('button', { name: 'Register a merchant' }));
    expect(screen.getByTestId('where').textContent).toBe('/getstarted/merchant');
    expect(store.getState().demoMode.open).toBe(false);
  });
});
