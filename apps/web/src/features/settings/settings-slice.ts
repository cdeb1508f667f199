import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type UserSettings } from '@toolkit/shared';

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: DEFAULT_SETTINGS as UserSettings,
  reducers: {
    settingsReplaced: (_state, action: PayloadAction<UserSettings>) => action.payload,
  },
});

export const settingsActions = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
export const selectSettings = (state: { settings: UserSettings }) => state.settings;
