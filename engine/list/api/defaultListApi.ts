// The lists engine's endpoints on the app's one base API (used when no ListApiProvider says otherwise).
import { baseApi } from '../../api/baseApi';
import { injectListEndpoints, type HostApi } from './listEndpoints';

export const listApi = injectListEndpoints(baseApi as unknown as HostApi);
