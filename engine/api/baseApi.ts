// The single RTK Query API. Endpoints are injected by the code generated from schemas/endpoints/.
import { createApi } from '@reduxjs/toolkit/query/react';
import { TAG_TYPES } from '../../.generated/api/tagTypes';
import { baseQuery } from './baseQuery';

/** Cache tags an endpoint file may name in provides / invalidates: generated from schemas/_meta/endpoints.json#/definitions/tag. */
export { TAG_TYPES, type TagType } from '../../.generated/api/tagTypes';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
