// The Payment cache tag (schemas/endpoints/payments.json): every read of a payment provides it and
// every payment action invalidates it, so the detail, history and bwlist views refetch after an
// action; the generated hooks carry the same tags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAG_TYPES } from '../../../engine/api/baseApi';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { renderGroup, type EndpointGroup } from '../../../scripts/gen-endpoints';

const payments = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/endpoints/payments.json'), 'utf8')) as EndpointGroup;
const entries = Object.entries(payments.endpoints);

describe('Payment tag', () => {
  it('is a known tag type', () => {
    expect(TAG_TYPES).toContain('Payment');
  });

  it('is provided by every payment read and invalidated by every payment action', () => {
    for (const [name, spec] of entries) {
      if (spec.method === 'GET') expect({ name, provides: spec.provides }).toEqual({ name, provides: ['Payment'] });
      else expect({ name, invalidates: spec.invalidates }).toEqual({ name, invalidates: ['Payment'] });
    }
    expect(entries.filter(([, s]) => s.method === 'POST').length).toBeGreaterThanOrEqual(9);
  });

  it('reaches the generated endpoints', () => {
    const code = renderGroup(payments);
    expect(code).toMatch(/paymentsInfo: build\.query<[^>]+>\(\{\n.*\n\s+providesTags: \["Payment"\]/);
    expect(code).toMatch(/paymentsRefund: build\.mutation<[^>]+>\(\{\n.*\n\s+invalidatesTags: \["Payment"\]/);
    expect(code).toMatch(/paymentsBwlistChange: build\.mutation<FormValues, FormValues & \{ order_id: string \| number \}>/);
  });
});
