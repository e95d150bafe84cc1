import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGroup, renderIndex, type EndpointGroup } from '../../../scripts/gen-endpoints';

const group: EndpointGroup = {
  group: 'account',
  endpoints: {
    checkAuth: { method: 'GET', access: 'signed-in', path: '/account/check_auth/', reply: { $ref: '#/definitions/CheckAuthReply' }, provides: ['Auth'], survivesNavigation: true },
    login: { method: 'POST', access: 'signed-in', path: '/account/login/', body: 'LoginBody', reply: { $ref: '#/definitions/StateReply' }, invalidates: ['Auth'] },
    logout: { method: 'POST', access: 'signed-in', path: '/account/logout/', reply: { $ref: '#/definitions/EmptyReply' } },
    invite: { method: 'POST', access: 'signed-in', path: '/account/registration/invite/{token}/', body: 'forms/registration', reply: { $ref: '#/definitions/StateReply' } },
    pushApprove: { method: 'POST', access: 'signed-in', path: '/account/push/web/approve/{id}/', reply: { $ref: '#/definitions/EmptyReply' }, invalidates: ['Push'] },
    push: { method: 'GET', access: 'signed-in', path: '/account/push/web/', reply: { $ref: '#/definitions/PushReply' }, pollingInterval: 60000 },
    localization: { method: 'GET', access: 'signed-in', path: '/localization/get/', params: 'LocalizationParams', reply: { $ref: '#/definitions/LocalizationReply' } },
  },
};

const code = renderGroup(group);

describe('endpoint generator', () => {
  it('injects the endpoints into the one base API', () => {
    expect(code).toContain("import { baseApi } from '../../engine/api/baseApi';");
    expect(code).toContain('export const accountApi = baseApi.injectEndpoints({');
  });

  it('imports the body and params types, and the reply types generated from the schemas', () => {
    expect(code).toContain("import type { CallHeaders, FormValues, LocalizationParams, LoginBody } from '../../engine/api/types';");
    expect(code).toContain("import type { CheckAuthReply, EmptyReply, LocalizationReply, PushReply, StateReply } from './replies';");
  });

  it('makes a GET a query and a POST a mutation with its body', () => {
    expect(code).toContain("accountCheckAuth: build.query<CheckAuthReply, void>({\n      query: () => ({ url: '/account/check_auth/' }),");
    expect(code).toContain("accountLogin: build.mutation<StateReply, LoginBody & CallHeaders>({\n      query: ({ $headers, ...body }) => ({ url: '/account/login/', body, headers: $headers }),");
  });

  it('sends an empty body for a POST without one, and per-call headers with every POST', () => {
    expect(code).toContain("accountLogout: build.mutation<EmptyReply, CallHeaders | void>({\n      query: (arg) => ({ url: '/account/logout/', body: {}, headers: arg?.$headers }),");
  });

  it('turns path parameters into argument fields', () => {
    expect(code).toContain('accountInvite: build.mutation<StateReply, FormValues & { token: string | number } & CallHeaders>({');
    expect(code).toContain('query: ({ token, $headers, ...body }) => ({ url: `/account/registration/invite/${encodeURIComponent(token)}/`, body, headers: $headers }),');
    expect(code).toContain('query: ({ id, $headers }) => ({ url: `/account/push/web/approve/${encodeURIComponent(id)}/`, body: {}, headers: $headers }),');
  });

  it('sends GET arguments as the query string', () => {
    expect(code).toContain("accountLocalization: build.query<LocalizationReply, LocalizationParams>({\n      query: (params) => ({ url: '/localization/get/', params }),");
  });

  it('writes tags and navigation survival', () => {
    expect(code).toContain('providesTags: ["Auth"],');
    expect(code).toContain('invalidatesTags: ["Auth"],');
    expect(code).toContain('extraOptions: { survivesNavigation: true },');
  });

  it('exports hooks named after group and endpoint', () => {
    expect(code).toMatch(/export const \{ [^}]*useAccountCheckAuthQuery, useAccountLoginMutation[^}]*\} = accountApi;/);
  });

  it('wraps a polled query so that it polls by default', () => {
    expect(code).toContain('export const useAccountPushQuery: typeof accountApi.useAccountPushQuery = (arg, options) =>');
    expect(code).toContain('accountApi.useAccountPushQuery(arg, { pollingInterval: 60000, ...options });');
  });

  it('writes an index of every group', () => {
    expect(renderIndex(['account', 'merchant'])).toContain("export * from './account';\nexport * from './merchant';\nexport * from './meta';\nexport * from './replies';");
  });
});

describe('schemas/endpoints', () => {
  const dir = join(__dirname, '../../../schemas/endpoints');
  const groups = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as EndpointGroup);
  const calls = groups.flatMap((g) => Object.values(g.endpoints).map((spec) => `${spec.method} ${spec.path}`));

  it('cover every call of the architecture table', () => {
    for (const call of [
      'GET /account/check_auth/', 'POST /account/login/', 'POST /account/login/two_factor/', 'POST /account/logout/',
      'POST /account/registration/start/', 'POST /account/registration/confirm/', 'POST /account/registration/reconfirm/',
      'POST /account/registration/invite/{token}/', 'POST /account/password/email/', 'POST /account/password/reset/{token}/',
      'POST /account/password/otp/reset/{token}/', 'GET /settings/personal/', 'POST /settings/personal/', 'GET /settings/mfa/',
      'POST /settings/mfa/', 'POST /settings/mfa/remove/', 'POST /settings/profile_image/', 'POST /account/feedback/',
      'GET /account/push/web/', 'POST /account/push/web/approve/{id}/', 'GET /saas/', 'GET /localization/get/',
      'GET /merchant/list/', 'POST /merchant/list/', 'GET /merchant/status/', 'GET /dev/mailbox/',
    ]) {
      expect(calls).toContain(call);
    }
  });

  it('each renders', () => {
    for (const g of groups) expect(renderGroup(g)).toContain(`export const ${g.group}Api = baseApi.injectEndpoints`);
  });
});
