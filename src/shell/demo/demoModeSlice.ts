// Whether the demo-mode modal is shown: opened by any reply carrying demo_mode (spec 000 section 4).
import { createSlice } from '@reduxjs/toolkit';
import { demoModeDetected } from '../../../engine/api';

export const demoModeSlice = createSlice({
  name: 'demoMode',
  initialState: { open: false },
  reducers: {
    demoModeClosed: (state) => {
      state.open = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(demoModeDetected, (state) => {
      state.open = true;
    });
  },
  selectors: {
    selectDemoModeOpen: (state) => state.open,
  },
});

export const { demoModeClosed } = demoModeSlice.actions;
export const { selectDemoModeOpen } = demoModeSlice.selectors;
