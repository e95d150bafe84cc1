// The lean sign-in page's texts without i18next (src/i18n/tinyTranslator.ts).
import { describe, expect, it } from 'vitest';
import { tinyTranslator } from '../../../src/i18n/tinyTranslator';

const texts = {
  account: { 'Sign in': 'Увійти', Email: '' },
  common: { Email: 'Ел. пошта', 'Sign in': 'Вхід' },
  shell: { 'language.label': 'Мова: {{code}}' },
};

describe('tinyTranslator', () => {
  it('looks namespaces up in order; an empty text counts as none; the key is the English default', () => {
    const t = tinyTranslator(texts, ['account', 'common']);
    expect(t('Sign in')).toBe('Увійти');
    expect(t('Email')).toBe('Ел. пошта');
    expect(t('Forgot password?')).toBe('Forgot password?');
  });

  it('fills {{name}} values, leaving unknown ones', () => {
    const t = tinyTranslator(texts, ['shell']);
    expect(t('language.label', { code: 'UK' })).toBe('Мова: UK');
    expect(t('language.label')).toBe('Мова: {{code}}');
    expect(t('language.label', { other: 1 })).toBe('Мова: {{code}}');
  });
});
