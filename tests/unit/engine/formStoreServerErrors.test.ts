// A server's message under a field stays while the field keeps its value: a blur that commits the
// same value again must not drop it (the modal's buttons would jump under the user's click).
import { describe, expect, it } from 'vitest';
import { FormStore } from '../../../engine/form/formStore';
import { fieldId } from '../../../engine/form/fieldOrder';

const valid = Object.assign(() => true, { errors: null });

describe('form store: server errors', () => {
  const store = () => {
    const s = new FormStore(valid, {}, (text) => text, ['password']);
    s.commit('password', 'wrong-one');
    s.setServerErrors({ password: 'Incorrect password' });
    return s;
  };

  it('keeps the message when the same value is committed again (a blur)', () => {
    const s = store();
    s.commit('password', 'wrong-one');
    expect(s.errorOf(fieldId('password'))).toBe('Incorrect password');
  });

  it('drops the message once the user changes the value', () => {
    const s = store();
    s.commit('password', 'another-one');
    expect(s.errorOf(fieldId('password'))).toBeUndefined();
  });
});
