// The single RTK Query API. Endpoints are injected by the code generated from schemas/endpoints/.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Auth', 'Push', 'Personal', 'Mfa', 'Saas', 'Merchant', 'SelectedMerchant', 'Mailbox'],
  endpoints: () => ({}),
});
