// Id-specific cache tags of endpoint files: `{ "type", "id": "<path parameter>" }` is generated as an
// RTK Query tag function of (result, error, arg), plain names stay constant arrays; at run time a
// payment action refetches that payment's reads only (schemas/endpoints/payments.json).
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../engine/api/baseApi';
import { resolveTags } from '../../../engine/api/tags';
import { paymentsApi } from '../../../.generated/api/payments';
import { listApi } from '../../../engine/list/api/listEndpoints';
import { locateList } from '../../../engine/list/api/locateList';
import { checkEndpointFile, renderGroup, type EndpointGroup } from '../../../scripts/gen-endpoints';

const group: EndpointGroup = {
  group: 'payments',
  endpoints: {
    info: {
      method: 'GET',
      access: 'signed-in',
      path: '/p/{id}/info/',
      reply: { type: 'object', additionalProperties: true },
      provides: [{ type: 'Payment', id: 'id' }],
    },
    refund: {
      method: 'POST',
      access: 'signed-in',
      path: '/p/{id}/refund/',
      body: 'forms/payment_refund',
      reply: { type: 'object', additionalProperties: true },
      invalidates: ['Merchant', { type: 'Payment', id: 'id' }],
    },
    list: { method: 'GET', access: 'signed-in', path: '/p/', reply: { type: 'object', additionalProperties: true }, provides: ['Payment'] },
  },
};

describe('generated tags', () => {
  const code = renderGroup(group);
  it('writes { type, id } as a function of the argument, keeping plain names in it', () => {
    expect(code).toContain('providesTags: (_result, _error, arg) => [{ type: "Payment", id: arg.id }],');
    expect(code).toContain(
      'invalidatesTags: (_result, _error, arg) => ["Merchant", { type: "Payment", id: arg.id }],',
    );
  });

  it('keeps plain names a constant array', () => {
    expect(code).toContain('providesTags: ["Payment"],');
  });

  it('refuses an id that is not a path parameter, and an object without id', () => {
    const file = 'schemas/endpoints/payments.json';
    const bad = structuredClone(group);
    bad.endpoints.info.provides = [{ type: 'Payment', id: 'order_id' }];
    expect(checkEndpointFile(file, bad).map((i) => `${i.pointer}: ${i.reason}`)).toEqual([
      '/endpoints/info/provides/0/id: must be a path parameter of /p/{id}/info/ (id)',
    ]);
    const noId = {
      group: 'payments',
      endpoints: { x: { method: 'GET', path: '/x/', reply: { type: 'object', additionalProperties: true }, provides: [{ type: 'Payment' }] } },
    };
    expect(checkEndpointFile(file, noId).map((i) => i.pointer)).toContain('/endpoints/x/provides/0');
  });
});

describe('resolveTags (the lists engine at run time)', () => {
  it("takes the id from the call's argument; without a value the tag means the whole type", () => {
    const specs = ['Merchant', { type: 'Payment', id: 'id' }] as const;
    expect(resolveTags([...specs], { id: 7 })).toEqual(['Merchant', { type: 'Payment', id: 7 }]);
    expect(resolveTags([...specs], {})).toEqual(['Merchant', { type: 'Payment' }]);
    expect(resolveTags(undefined, {})).toBeUndefined();
  });
});

describe('a payment action with the generated endpoints', () => {
  class PageRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'https://portal.example') : input, init);
    }
  }
  const fetched: string[] = [];
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'csrftoken=t' });
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      fetched.push(`${request.method} ${path}`);
      const list = { data: [], paginator: { page: 1, pages: 1, limit: 5 } };
      return new Response(JSON.stringify(path.endsWith('/info/') || request.method === 'POST' ? {} : list), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("refetches that payment's detail and history, not another payment's", async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (gDM) => gDM().concat(baseApi.middleware),
    });
    const { paymentsInfo, paymentsRefund } = paymentsApi.endpoints;
    await store.dispatch(paymentsInfo.initiate({ id: 1 }));
    await store.dispatch(paymentsInfo.initiate({ id: 2 }));
    fetched.length = 0;
    await store.dispatch(paymentsRefund.initiate({ id: 1, type: 'full' }));
    await vi.waitFor(() => expect(fetched).toContain('GET /api/v2/merchant/transactions/1/info/'));
    expect(fetched).toEqual([
      'POST /api/v2/merchant/transactions/1/refund/',
      'GET /api/v2/merchant/transactions/1/info/',
    ]);
  });

  it('refreshes that payment and the payment lists, not the settlements list', async () => {
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (gDM) => gDM().concat(baseApi.middleware),
    });
    const listCall = (call: string) => ({ call, url: `${locateList(call).path}?page=1`, tags: locateList(call).tags });
    await store.dispatch(paymentsApi.endpoints.paymentsInfo.initiate({ id: 1 }));
    await store.dispatch(listApi.endpoints.engineList.initiate(listCall('transactions.payments')));
    await store.dispatch(listApi.endpoints.engineList.initiate(listCall('transactions.settlementsBulk')));
    fetched.length = 0;
    await store.dispatch(paymentsApi.endpoints.paymentsRefund.initiate({ id: 1, type: 'full' }));
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.sort()).toEqual([
      'GET /api/v2/merchant/transactions/1/info/',
      'GET /api/v2/merchant/transactions/payments/',
      'POST /api/v2/merchant/transactions/1/refund/',
    ]);
  });
});
