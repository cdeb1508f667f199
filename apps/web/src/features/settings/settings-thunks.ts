import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import { TEXTS, type UserSettings } from '@toolkit/shared';
import { messageOf, readFresh, readToken, type KeyValueStorage } from '../../shared/api/index.ts';
import { settingsApi } from './api.ts';
import { saveLocalSettings, sanitizeSettings } from './settings-storage.ts';
import { settingsActions } from './settings-slice.ts';

export interface SettingsDeps {
  storage: KeyValueStorage;
}
type SettingsThunk = ThunkAction<Promise<void>, { settings: UserSettings }, SettingsDeps, UnknownAction>;

/**
 * Applies settings at once and keeps them in localStorage; a signed-in user's copy on the server
 * follows (the server's transaction builders read it), so they hold on every device.
 */
export function saveSettings(next: UserSettings): SettingsThunk {
  return async (dispatch, _getState, { storage }) => {
    dispatch(settingsActions.settingsReplaced(next));
    saveLocalSettings(storage, next);
    if (!readToken(storage)) return;
    try {
      await dispatch(settingsApi.endpoints.saveAccountSettings.initiate(next)).unwrap();
    } catch (err) {
      toast.error(messageOf(err, TEXTS.settingsNotSavedToAccount));
    }
  };
}

/** After sign-in: the account's settings win over this device's. */
export function loadAccountSettings(): SettingsThunk {
  return async (dispatch, _getState, { storage }) => {
    if (!readToken(storage)) return;
    try {
      const saved = await readFresh(() =>
        dispatch(settingsApi.endpoints.accountSettings.initiate(undefined, { subscribe: false, forceRefetch: true })),
      );
      const settings = sanitizeSettings(saved);
      dispatch(settingsActions.settingsReplaced(settings));
      saveLocalSettings(storage, settings);
    } catch (err) {
      console.warn('could not load account settings', err);
    }
  };
}
