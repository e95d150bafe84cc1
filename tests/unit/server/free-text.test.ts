// Which texts a card number is masked in (server/security/free-text.ts): a form's free texts, nested
// ones too; not passwords, identifiers, phones, e-mails; and which routes get their body masked
// (server/http/free-text-bodies.ts: every POST call whose endpoint file sends a form).
import { describe, expect, it } from 'vitest';
import { bodyFormsByRoute } from '../../../server/http/free-text-bodies.ts';
import { maskFreeText } from '../../../server/security/free-text.ts';

const FULL = '4242 4242 4242 4242';
const MASKED = '424242******4242';

describe('free text', () => {
  it('masks free texts, in lists and objects too, and leaves identifiers, passwords and formatted fields', () => {
    expect(maskFreeText('link_create', { description: `Card ${FULL}`, custom_fields: [FULL], receiver_phone: '+4242424242424242', receiver_email: '4242424242424242@x.test' }))
      .toEqual({ description: `Card ${MASKED}`, custom_fields: [MASKED], receiver_phone: '+4242424242424242', receiver_email: '4242424242424242@x.test' });
    expect(maskFreeText('button', { product_id: '4242424242424242', custom_fields: [{ name: 'n4242424242424242', label: FULL }] }))
      .toEqual({ product_id: '4242424242424242', custom_fields: [{ name: 'n4242424242424242', label: MASKED }] });
    expect(maskFreeText('registration', { password: FULL, password2: FULL, first_name: FULL })).toEqual({ password: FULL, password2: FULL, first_name: MASKED });
    expect(maskFreeText('onboarding_merchant_creation', { reg_number: '4242424242424242', company_name: FULL })).toEqual({ reg_number: '4242424242424242', company_name: MASKED });
    expect(maskFreeText('payout_create', { receiver: '4242424242424242', additional_info: FULL, extra: FULL })).toEqual({ receiver: '4242424242424242', additional_info: MASKED, extra: FULL });
    expect(maskFreeText('payout_create', null)).toBeNull();
  });

  it('binds every POST call of the endpoint files that sends a form', () => {
    const forms = bodyFormsByRoute('/api/v2');
    expect(forms.get('POST /api/v2/merchant/{}/payout/create/')).toBe('payout_create');
    expect(forms.get('POST /api/v2/merchant/payment-solutions/links/{}/create/')).toBe('link_create');
    expect(forms.get('POST /api/v2/merchant/{}/promo/{}/{}/add/')).toBe('promocode');
    expect(forms.size).toBeGreaterThan(40);
  });
});
