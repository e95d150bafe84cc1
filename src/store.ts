import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../engine/api';
import { pipelineListeners } from './session/pipelineListeners';
import { demoModeSlice } from './shell/demo/demoModeSlice';

const rootReducer = combineSlices(baseApi, demoModeSlice);

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(pipelineListeners.middleware).concat(baseApi.middleware),
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
