// The lists engine's endpoints on the one base API (engine/api/baseApi.ts): the list call (path and
// provided tags from the generated endpoint table, so a call that invalidates e.g. PaymentList
// refreshes the payment lists and no other) and its fields/, settings/ and export/ companions, which
// the list call's path derives. Replies are shape-checked. Every other call goes through the
// generated endpoints (engine/api/endpointCall.ts).
import { baseApi } from '../../api/baseApi';
import {
  checkExportResponse,
  checkFieldsResponse,
  checkListResponse,
  checkSettingsResponse,
} from '../response/checkListResponse';
import type { TagType } from '../../api/baseApi';
import type { ResolvedTag } from '../../api/tags';
import type { ExportResponse, FieldsResponse, ListResponse, SettingsResponse } from '../response/types';

/** The lists' own tag: saving a list's columns (settings/) refreshes that list. */
export const LIST_TAG = 'EngineList';

export interface CallArg {
  /** "<group>.<name>", named in shape-check messages and used as cache tag id. */
  call: string;
  url: string;
  /** Tags the endpoint file says the list call provides, resolved against its path parameters. */
  tags?: ResolvedTag[];
}

export interface BodyCallArg extends CallArg {
  body?: unknown;
}

type Tag = { type: typeof LIST_TAG | TagType; id?: string | number };
const listTags = (arg: CallArg): Tag[] => [
  { type: LIST_TAG, id: arg.call },
  ...((arg.tags ?? []) as (TagType | Tag)[]).map((t) => (typeof t === 'string' ? { type: t } : t)),
];

export const listApi = baseApi.enhanceEndpoints({ addTagTypes: [LIST_TAG] }).injectEndpoints({
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
      // The new report shows in the downloads lists (schemas/endpoints/downloads.json).
      invalidatesTags: ['ReportList'],
    }),
  }),
});
