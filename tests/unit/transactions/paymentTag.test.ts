// The Payment cache tag (schemas/endpoints/payments.json): every read of a payment provides it with
// the payment's id and every payment action invalidates that id, so the payment's detail, history
// and bwlist views refetch after an action and other payments' do not; an action that changes what
// the payment lists show (amounts, status, recurring) also invalidates PaymentList; a black/white
// list change invalidates every payment (the list is the merchant's: other payments of the card show it too).
// The generated hooks carry the same tags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAG_TYPES } from '../../../engine/api/baseApi';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { renderGroup, type EndpointGroup } from '../../../scripts/gen-endpoints';

const payments = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/endpoints/payments.json'), 'utf8')) as EndpointGroup;
const entries = Object.entries(payments.endpoints);

const LIST_CHANGING = ['capture', 'refund', 'recurringStart', 'recurringStop', 'recurringManual'];

describe('Payment tag', () => {
  it('is a known tag type', () => {
    expect(TAG_TYPES).toContain('Payment');
  });

  it("is provided by every payment read and invalidated by every payment action (a download is none), by the payment's id", () => {
    const byId = [{ type: 'Payment', id: 'id' }];
    for (const [name, spec] of entries) {
      if (spec.method === 'GET' && !spec.file) expect({ name, provides: spec.provides }).toEqual({ name, provides: byId });
      // A download (receipt, P2P reference) changes nothing: only a POST may (issue 10 item 16).
      else if (spec.method === 'GET') expect({ name, invalidates: spec.invalidates }).toEqual({ name, invalidates: undefined });
      else
        expect({ name, invalidates: spec.invalidates }).toEqual({
          name,
          invalidates: name === 'bwlistChange' ? ['Payment'] : LIST_CHANGING.includes(name) ? [...byId, 'PaymentList'] : byId,
        });
    }
    expect(entries.filter(([, s]) => s.method === 'POST').length).toBeGreaterThanOrEqual(9);
  });

  it('reaches the generated endpoints', () => {
    const code = renderGroup(payments);
    const byId = '(_result, _error, arg) => [{ type: "Payment", id: arg.id }]';
    expect(code).toContain(`paymentsInfo: build.query<PaymentsInfoReply, { id: string | number }>({\n      query: ({ id }) => ({ url: \`/merchant/transactions/\${encodeURIComponent(id)}/info/\` }),\n      providesTags: ${byId},`);
    expect(code).toMatch(/paymentsRefund: build\.mutation<[^>]+>\(\{\n.*\n\s+invalidatesTags: \(_result, _error, arg\) => \[\{ type: "Payment", id: arg\.id \}, "PaymentList"\]/);
    expect(code).toMatch(/paymentsBwlistChange: build\.mutation<[^>]+>\(\{\n.*\n\s+invalidatesTags: \["Payment"\]/);
    expect(code).toMatch(/paymentsBwlistChange: build\.mutation<PaymentsBwlistChangeReply, FormValues & \{ order_id: string \| number \} & CallHeaders>/);
  });
});
