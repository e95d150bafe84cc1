// @vitest-environment jsdom
import './helpers/dom';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_RESULT_MS, ActionButton, actionReducer } from '../../../engine/actions';

afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const renderButton = (run: () => Promise<unknown>) =>
  render(
    <MantineProvider env="test">
      <ActionButton label="Capture" onRun={run} />
    </MantineProvider>,
  );
const button = () => screen.getByRole('button', { name: /Capture/ });

describe('action buttons', () => {
  it('transitions idle -> pending -> success|error -> idle', () => {
    expect(actionReducer('idle', 'start')).toBe('pending');
    expect(actionReducer('pending', 'start')).toBe('pending');
    expect(actionReducer('pending', 'succeed')).toBe('success');
    expect(actionReducer('pending', 'fail')).toBe('error');
    expect(actionReducer('success', 'reset')).toBe('idle');
    expect(actionReducer('error', 'reset')).toBe('idle');
    expect(actionReducer('idle', 'succeed')).toBe('idle');
  });

  it('is disabled with a spinner while in progress, green on success, then idle again', async () => {
    vi.useFakeTimers();
    const d = deferred();
    const run = vi.fn(() => d.promise);
    renderButton(run);
    fireEvent.click(button());
    expect(button().getAttribute('data-state')).toBe('pending');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(button().hasAttribute('data-loading')).toBe(true);
    fireEvent.click(button()); // ignored while pending
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => d.resolve({}));
    expect(button().getAttribute('data-state')).toBe('success');
    expect(button().outerHTML).toContain('green');
    await act(async () => vi.advanceTimersByTime(ACTION_RESULT_MS));
    expect(button().getAttribute('data-state')).toBe('idle');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('turns red on error', async () => {
    const d = deferred();
    renderButton(() => d.promise);
    fireEvent.click(button());
    await act(async () => d.reject({ status: 400, data: { error: 'Nope' } }));
    expect(button().getAttribute('data-state')).toBe('error');
    expect(button().outerHTML).toContain('red');
  });
});
