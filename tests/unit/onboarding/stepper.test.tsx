// @vitest-environment jsdom
// The onboarding stepper (spec 000 s.2.7): done steps show a check, the current one is open, later
// ones are locked and cannot be opened; the hash opens a done or open step, never a locked one.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, activeStep, type StepView } from '../../../screens/onboarding/parts/Stepper';
import { renderUi } from '../engine/helpers/render';

const STEPS: StepView[] = [
  { name: 'merchant_creation', route: 'create_merchant', done: true, state: 'done' },
  { name: 'identification', route: 'upload_docs', done: false, state: 'open' },
  { name: 'finance_settings', route: 'finance_settings', done: false, state: 'locked' },
  { name: 'activation', route: 'sign_contract', done: false, state: 'locked' },
];
const LABELS = { merchant_creation: 'Merchant creation', identification: 'Identification', finance_settings: 'Finance settings', activation: 'Activation' };

describe('onboarding stepper', () => {
  it('shows progress, a check, an open step and locks; only unlocked steps open', () => {
    const onOpen = vi.fn();
    renderUi(<Stepper steps={STEPS} active="upload_docs" labels={LABELS} progress="1/4 steps done" onOpen={onOpen} />);
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('1/4 steps done');
    expect(STEPS.map((s) => screen.getByTestId(`onboarding-step-${s.name}`).dataset.state)).toEqual(['done', 'open', 'locked', 'locked']);
    const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) }) as HTMLButtonElement;
    expect(button('Merchant creation').textContent).toContain('✓');
    expect(button('Identification').getAttribute('aria-current')).toBe('step');
    expect(button('Finance settings').disabled).toBe(true);
    expect(button('Activation').textContent).toContain('🔒');
    fireEvent.click(button('Merchant creation'));
    fireEvent.click(button('Activation'));
    expect(onOpen.mock.calls).toEqual([['create_merchant']]);
  });

  it('the hash opens a done or open step; a locked or unknown one falls back to the open step', () => {
    expect(activeStep(STEPS, '#create_merchant')?.name).toBe('merchant_creation');
    expect(activeStep(STEPS, '#sign_contract')?.name).toBe('identification');
    expect(activeStep(STEPS, '')?.name).toBe('identification');
    const done = STEPS.map((s) => ({ ...s, state: 'done' as const }));
    expect(activeStep(done, '')?.name).toBe('activation');
  });
});
