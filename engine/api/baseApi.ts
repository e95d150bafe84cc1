// The single RTK Query API. Endpoints are injected by the code generated from schemas/endpoints/.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cache tags an endpoint file may name in provides / invalidates (schemas/_meta/endpoints.json#/definitions/tag). */
export const TAG_TYPES = ['Auth', 'Push', 'Personal', 'Mfa', 'Saas', 'Merchant', 'SelectedMerchant', 'Mailbox', 'Payment'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
