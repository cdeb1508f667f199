import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { UserSettings } from '@toolkit/shared';
import { selectSettings } from './settings-slice.ts';
import { saveSettings, type SettingsDeps } from './settings-thunks.ts';

type SettingsDispatch = ThunkDispatch<{ settings: UserSettings }, SettingsDeps, UnknownAction>;

export function useSettings() {
  const dispatch = useDispatch<SettingsDispatch>();
  const settings = useSelector(selectSettings);
  const save = useCallback((next: UserSettings) => dispatch(saveSettings(next)), [dispatch]);
  return { settings, save };
}
