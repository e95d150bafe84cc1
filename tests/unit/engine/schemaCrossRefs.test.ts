// References across schema files (engine/core/schema/checkCrossRefs.ts): a small valid corpus, then
// one broken reference per kind, each reported as `file#pointer: reason`.
import { describe, expect, it } from 'vitest';
import { checkCrossRefs } from '../../../engine/core/schema/checkCrossRefs';
import { formatIssue } from '../../../engine/core/schema/issue';

type Files = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const corpus = (): Files => ({
  'schemas/endpoints/pay.json': {
    group: 'pay',
    endpoints: {
      list: { method: 'GET', path: '/pay/', reply: 'X' },
      info: { method: 'GET', path: '/pay/{id}/', reply: 'X' },
      refund: { method: 'POST', path: '/pay/{id}/refund/', reply: 'X', body: 'forms/refund' },
      upload: { method: 'POST', path: '/pay/{id}/docs/', reply: 'X', multipart: true },
    },
  },
  'schemas/forms/refund.json': {
    id: 'refund',
    endpoint: 'pay.refund',
    endpointWhen: [{ field: 'a', endpoint: 'pay.upload' }],
    loadEndpoint: 'pay.info',
    schema: {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'object' } },
    },
    uiSchema: {
      b: { 'ui:widget': 'select', 'ui:options': { choicesFrom: { endpoint: 'pay.list', path: 'data' } } },
      c: { 'ui:field': 'link', 'ui:options': { route: '/pay/info/{id}', text: '{id}' } },
    },
  },
  'schemas/forms/docs.json': {
    id: 'docs',
    endpoint: 'pay.info',
    schema: { type: 'object', properties: { scan: { type: 'string' } } },
    uiSchema: { scan: { 'ui:widget': 'routeFile' } },
  },
  'schemas/modals/refund.json': {
    id: 'refund',
    body: { form: 'refund', record: { endpoint: 'pay.info', fields: [{ name: 'id', label: 'Id' }] } },
    actions: [
      { id: 'go', kind: 'call', endpoint: 'pay.refund', confirm: 'sure' },
      { id: 'see', kind: 'link', route: '/pay/all' },
    ],
  },
  'schemas/modals/sure.json': {
    id: 'sure',
    body: { text: 'Sure?' },
    actions: [{ id: 'yes', kind: 'submit' }],
  },
  'schemas/lists/payments.json': {
    id: 'payments',
    endpoint: 'pay.list',
    filters: 'payments',
    columns: [{ field: 'id', link: '/pay/info/{id}/general' }],
    rowActions: [
      { id: 'refund', kind: 'modal', modal: 'refund' },
      { id: 'open', kind: 'link', route: '/pay/info/{id}?from=list' },
    ],
    listActions: [{ id: 'sync', kind: 'call', endpoint: 'pay.refund' }],
  },
  'schemas/filters/payments.json': { id: 'payments', items: [] },
  'schemas/tabs/pay.json': { id: 'pay', tabs: [{ id: 'all', route: '/pay/all' }] },
  'schemas/routes.json': [
    { path: '/pay/:type', screen: 'pay/List' },
    { path: '/pay/info/:id/:tab?', screen: 'placeholder' },
    { path: '/help/*', screen: 'placeholder' },
    { path: '*', screen: 'errors/ErrorPage' },
  ],
  'schemas/redirects.json': [{ from: '/pay', to: '/pay/all' }],
  'schemas/menu.json': [
    { label: 'Pay', icon: 'home', route: '/pay', match: '/pay' },
    { label: 'Help', icon: 'tour', children: [{ label: 'Topic', route: '/help/topics/1' }] },
  ],
});

const SCREENS = ['pay/List', 'errors/ErrorPage'];

/** The issues of the corpus after `change`. */
function issues(change: (f: Files) => void = () => {}): string[] {
  const files = corpus();
  change(files);
  return checkCrossRefs(new Map(Object.entries(files)), SCREENS).map(formatIssue);
}

const FORM = 'schemas/forms/refund.json';
const MODAL = 'schemas/modals/refund.json';
const LIST = 'schemas/lists/payments.json';

describe('cross-references between schema files', () => {
  it('finds nothing wrong in a consistent corpus', () => {
    expect(issues()).toEqual([]);
  });

  describe('forms', () => {
    it('endpoint: a call that exists', () => {
      expect(issues((f) => (f[FORM].endpoint = 'pay.nope'))).toEqual([
        `${FORM}#/endpoint: no endpoint "pay.nope" (schemas/endpoints/pay.json)`,
      ]);
      expect(issues((f) => (f[FORM].endpoint = 'shop.buy'))).toEqual([
        `${FORM}#/endpoint: no endpoint "shop.buy" (schemas/endpoints/shop.json)`,
      ]);
    });

    it('endpoint and endpointWhen: POST calls', () => {
      expect(issues((f) => (f[FORM].endpoint = 'pay.list'))).toEqual([
        `${FORM}#/endpoint: "pay.list" is a GET call: must be a POST`,
      ]);
      expect(issues((f) => (f[FORM].endpointWhen[0].endpoint = 'pay.gone'))).toEqual([
        `${FORM}#/endpointWhen/0/endpoint: no endpoint "pay.gone" (schemas/endpoints/pay.json)`,
      ]);
    });

    it('endpoint: a GET only for a form whose every field uploads when picked', () => {
      expect(
        issues((f) => (f['schemas/forms/docs.json'].schema.properties.note = { type: 'string' })),
      ).toEqual(['schemas/forms/docs.json#/endpoint: "pay.info" is a GET call: must be a POST']);
    });

    it('loadEndpoint: a GET call', () => {
      expect(issues((f) => (f[FORM].loadEndpoint = 'pay.refund'))).toEqual([
        `${FORM}#/loadEndpoint: "pay.refund" is a POST call: must be a GET`,
      ]);
    });

    it('choicesFrom.endpoint: an existing GET call', () => {
      const at = `${FORM}#/uiSchema/b/ui:options/choicesFrom/endpoint`;
      expect(issues((f) => (f[FORM].uiSchema.b['ui:options'].choicesFrom.endpoint = 'pay.upload'))).toEqual([
        `${at}: "pay.upload" is a POST call: must be a GET`,
      ]);
      expect(issues((f) => (f[FORM].uiSchema.b['ui:options'].choicesFrom.endpoint = 'pay.x'))).toEqual([
        `${at}: no endpoint "pay.x" (schemas/endpoints/pay.json)`,
      ]);
    });

    it('an attachment field: every call the form posts to is multipart', () => {
      expect(issues((f) => (f[FORM].uiSchema.a = { 'ui:widget': 'attachment' }))).toEqual([
        `${FORM}#/endpoint: "pay.refund" is not multipart: the form sends files (attachment field "a")`,
      ]);
    });

    it('a link field: its route is served', () => {
      expect(issues((f) => (f[FORM].uiSchema.c['ui:options'].route = '/paid/{id}'))).toEqual([
        `${FORM}#/uiSchema/c/ui:options/route: no route serves "/paid/{id}" (schemas/routes.json or redirects.json)`,
      ]);
    });
  });

  describe('modals', () => {
    it('body.form: a form file', () => {
      expect(issues((f) => (f[MODAL].body.form = 'y'))).toEqual([
        `${MODAL}#/body/form: no form "y" (schemas/forms/y.json)`,
      ]);
    });

    it('body.record.endpoint: a GET call', () => {
      expect(issues((f) => (f[MODAL].body.record.endpoint = 'pay.refund'))).toEqual([
        `${MODAL}#/body/record/endpoint: "pay.refund" is a POST call: must be a GET`,
      ]);
    });

    it('an action: its call and its route exist', () => {
      expect(
        issues((f) => {
          f[MODAL].actions[0].endpoint = 'pay.void';
          f[MODAL].actions[1].route = '/nowhere';
        }),
      ).toEqual([
        `${MODAL}#/actions/0/endpoint: no endpoint "pay.void" (schemas/endpoints/pay.json)`,
        `${MODAL}#/actions/1/route: no route serves "/nowhere" (schemas/routes.json or redirects.json)`,
      ]);
    });

    it('confirm: a modal with a submit action', () => {
      expect(issues((f) => (f[MODAL].actions[0].confirm = 'unsure'))).toEqual([
        `${MODAL}#/actions/0/confirm: no modal "unsure" (schemas/modals/unsure.json)`,
      ]);
      expect(issues((f) => (f['schemas/modals/sure.json'].actions[0].kind = 'close'))).toEqual([
        `${MODAL}#/actions/0/confirm: modal "sure" has no submit action (it runs this call)`,
      ]);
    });
  });

  describe('lists', () => {
    it('endpoint: an existing GET call', () => {
      expect(issues((f) => (f[LIST].endpoint = 'pay.refund'))).toEqual([
        `${LIST}#/endpoint: "pay.refund" is a POST call: must be a GET`,
      ]);
      expect(issues((f) => (f[LIST].endpoint = 'pay.all'))).toEqual([
        `${LIST}#/endpoint: no endpoint "pay.all" (schemas/endpoints/pay.json)`,
      ]);
    });

    it('filters: a filter set file', () => {
      expect(issues((f) => delete f['schemas/filters/payments.json'])).toEqual([
        `${LIST}#/filters: no filter set "payments" (schemas/filters/payments.json)`,
      ]);
    });

    it('actions: their modal, call and route exist', () => {
      expect(
        issues((f) => {
          f[LIST].rowActions[0].modal = 'capture';
          f[LIST].rowActions[1].route = '/pay/info/{id}/x/y';
          f[LIST].listActions[0].endpoint = 'pay.sync';
        }),
      ).toEqual([
        `${LIST}#/rowActions/0/modal: no modal "capture" (schemas/modals/capture.json)`,
        `${LIST}#/rowActions/1/route: no route serves "/pay/info/{id}/x/y" (schemas/routes.json or redirects.json)`,
        `${LIST}#/listActions/0/endpoint: no endpoint "pay.sync" (schemas/endpoints/pay.json)`,
      ]);
    });

    it('a column link: its route is served', () => {
      expect(issues((f) => (f[LIST].columns[0].link = '/payments/{id}'))).toEqual([
        `${LIST}#/columns/0/link: no route serves "/payments/{id}" (schemas/routes.json or redirects.json)`,
      ]);
    });
  });

  describe('endpoints', () => {
    it('a forms/<id> body: a form file', () => {
      expect(
        issues((f) => (f['schemas/endpoints/pay.json'].endpoints.refund.body = 'forms/reimburse')),
      ).toEqual([
        'schemas/endpoints/pay.json#/endpoints/refund/body: no form "reimburse" (schemas/forms/reimburse.json)',
      ]);
    });
  });

  describe('routes, redirects, menu, tabs', () => {
    it('a route: its screen has a module (or is placeholder)', () => {
      expect(issues((f) => (f['schemas/routes.json'][0].screen = 'pay/Lists'))).toEqual([
        'schemas/routes.json#/0/screen: no screen "pay/Lists" (screens/pay/Lists.tsx)',
      ]);
    });

    it('a redirect: lands on a route, not on a redirect nor the not-found page', () => {
      expect(
        issues((f) =>
          f['schemas/redirects.json'].push({ from: '/p', to: '/pay' }, { from: '/q', to: '/q/r/s/t' }),
        ),
      ).toEqual([
        'schemas/redirects.json#/1/to: no route serves "/pay" (schemas/routes.json)',
        'schemas/redirects.json#/2/to: no route serves "/q/r/s/t" (schemas/routes.json)',
      ]);
    });

    it('a menu entry: its route is served, its match has a route under it', () => {
      expect(
        issues((f) => {
          f['schemas/menu.json'][0].match = '/pa';
          f['schemas/menu.json'][1].children[0].route = '/helps';
        }),
      ).toEqual([
        'schemas/menu.json#/0/match: no route under "/pa" (schemas/routes.json or redirects.json)',
        'schemas/menu.json#/1/children/0/route: no route serves "/helps" (schemas/routes.json or redirects.json)',
      ]);
    });

    it('a tab: its route is served', () => {
      expect(issues((f) => (f['schemas/tabs/pay.json'].tabs[0].route = '/pay/all/more'))).toEqual([
        'schemas/tabs/pay.json#/tabs/0/route: no route serves "/pay/all/more" (schemas/routes.json or redirects.json)',
      ]);
    });
  });

  it('ids and endpoint groups equal their file names (the registries find files by id)', () => {
    expect(
      issues((f) => {
        f['schemas/modals/sure.json'].id = 'sure_modal';
        f['schemas/lists/payments.json'].id = 'pays';
        f['schemas/filters/payments.json'].id = 'pays';
        f['schemas/tabs/pay.json'].id = 'pays';
        f['schemas/endpoints/pay.json'].group = 'pays';
      }),
    ).toEqual([
      'schemas/endpoints/pay.json#/group: must equal the file name "pay"',
      'schemas/modals/sure.json#/id: must equal the file name "sure"',
      'schemas/lists/payments.json#/id: must equal the file name "payments"',
      'schemas/filters/payments.json#/id: must equal the file name "payments"',
      'schemas/tabs/pay.json#/id: must equal the file name "pay"',
    ]);
  });

  it('tolerates files of the wrong shape (their own check reports them)', () => {
    const run = () =>
      issues((f) => {
        f[MODAL] = { id: 'refund', body: 'x', actions: {} };
        f[FORM].uiSchema = [];
        f['schemas/menu.json'] = {};
        f['schemas/routes.json'] = 'routes';
      });
    expect(run).not.toThrow();
  });
});
