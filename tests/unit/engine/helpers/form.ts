// Driving a rendered SchemaForm in DOM tests: type into a field, pick an option, press submit.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Types into the field labelled `label` and leaves it (blur validates). */
export function typeInto(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Presses the form's submit button and lets the async submit settle for `ms`. */
export async function submit(ms = 10) {
  await act(async () => {
    fireEvent.click(screen.getByTestId('schema-form-submit'));
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Opens the select of `field` (id root_<field>) and picks `option`. */
export async function choose(field: string, option: string) {
  await waitFor(() => expect(document.getElementById(`root_${field}`)).toBeTruthy());
  fireEvent.click(document.getElementById(`root_${field}`)!);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
