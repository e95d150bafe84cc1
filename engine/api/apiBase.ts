// The portal API's base path (server/http: every route under /api/v2).
export const API_BASE = '/api/v2';
