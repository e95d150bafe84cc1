// The lists engine's endpoints, injected into the one base API (engine/api/baseApi.ts) by
// injectListEndpoints(baseApi). One generic set serves every list: the list call, its fields/,
// settings/ and export/ companions, and plain calls of row actions. Replies are shape-checked.
import type { Api, BaseQueryFn, EndpointDefinitions, FetchArgs } from '@reduxjs/toolkit/query';
import type { coreModuleName, reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import {
  checkExportResponse,
  checkFieldsResponse,
  checkListResponse,
  checkSettingsResponse,
} from '../response/checkListResponse';
import type { ResolvedTag } from '../../api/tags';
import type { ExportResponse, FieldsResponse, ListResponse, SettingsResponse } from '../response/types';

export const LIST_TAG = 'EngineList';

export interface CallArg {
  /** "<group>.<name>", named in shape-check messages and used as cache tag id. */
  call: string;
  url: string;
  /** Extra tags of the endpoint file (provides / invalidates), resolved against the call's argument. */
  tags?: ResolvedTag[];
}

export interface BodyCallArg extends CallArg {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Extra request headers of this one call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

type HostBaseQuery = BaseQueryFn<string | FetchArgs, unknown, unknown>;
/** Any RTK Query api built with the React module (the shell's baseApi is one). */
export type HostApi = Api<
  HostBaseQuery,
  EndpointDefinitions,
  string,
  string,
  typeof coreModuleName | typeof reactHooksModuleName
>;

const listTags = (arg: CallArg) => [{ type: LIST_TAG, id: arg.call }, ...(arg.tags ?? [])];

export function injectListEndpoints(host: HostApi) {
  return host.enhanceEndpoints({ addTagTypes: [LIST_TAG] }).injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      engineList: build.query<ListResponse, CallArg>({
        query: ({ url }) => ({ url, method: 'GET' }),
        transformResponse: (raw: unknown, _meta, arg) => checkListResponse(raw, arg.call),
        providesTags: (_r, _e, arg) => listTags(arg),
      }),
      engineListFields: build.query<FieldsResponse, CallArg>({
        query: ({ url }) => ({ url, method: 'GET' }),
        transformResponse: (raw: unknown, _meta, arg) => checkFieldsResponse(raw, `${arg.call} fields/`),
      }),
      engineListSettings: build.query<SettingsResponse, CallArg>({
        query: ({ url }) => ({ url, method: 'GET' }),
        transformResponse: (raw: unknown, _meta, arg) => checkSettingsResponse(raw, `${arg.call} settings/`),
        providesTags: (_r, _e, arg) => [{ type: LIST_TAG, id: `${arg.call}#settings` }],
      }),
      engineSaveListSettings: build.mutation<SettingsResponse, CallArg & { fields: string[] }>({
        query: ({ url, fields }) => ({ url, method: 'POST', body: { fields } }),
        transformResponse: (raw: unknown, _meta, arg) => checkSettingsResponse(raw, `${arg.call} settings/`),
        invalidatesTags: (_r, _e, arg) => [
          { type: LIST_TAG, id: arg.call },
          { type: LIST_TAG, id: `${arg.call}#settings` },
        ],
      }),
      engineExportList: build.mutation<ExportResponse, BodyCallArg>({
        query: ({ url, body }) => ({ url, method: 'POST', body }),
        transformResponse: (raw: unknown, _meta, arg) => checkExportResponse(raw, `${arg.call} export/`),
      }),
      engineRecord: build.query<unknown, CallArg>({
        query: ({ url }) => ({ url, method: 'GET' }),
        providesTags: (_r, _e, arg) => [{ type: LIST_TAG, id: arg.call }, ...(arg.tags ?? [])],
      }),
      engineCall: build.mutation<unknown, BodyCallArg>({
        query: ({ url, method, body, headers }) => ({
          url,
          method: method ?? (body === undefined ? 'GET' : 'POST'),
          body,
          ...(headers ? { headers } : {}),
        }),
        // A read (saved views, a form's load) changes nothing: refetching the lists would double them.
        invalidatesTags: (_r, _e, arg) => (arg.method === 'GET' ? [] : [LIST_TAG, ...(arg.tags ?? [])]),
      }),
    }),
  });
}

export type ListApi = ReturnType<typeof injectListEndpoints>;
