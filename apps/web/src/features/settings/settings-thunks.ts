import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { toast } from 'sonner';
import type { UserSettings } from '@toolkit/shared';
import { messageOf, readToken, type ApiClient, type KeyValueStorage } from '../../shared/api/index.ts';
import { saveLocalSettings, sanitizeSettings } from './settings-storage.ts';
import { settingsActions } from './settings-slice.ts';

export interface SettingsDeps {
  api: ApiClient;
  storage: KeyValueStorage;
}
type SettingsThunk = ThunkAction<Promise<void>, { settings: UserSettings }, SettingsDeps, UnknownAction>;

/**
 * Applies settings at once and keeps them in localStorage; a signed-in user's copy on the server
 * follows (the server's transaction builders read it), so they hold on every device.
 */
export function saveSettings(next: UserSettings): SettingsThunk {
  return async (dispatch, _getState, { api, storage }) => {
    dispatch(settingsActions.settingsReplaced(next));
    saveLocalSettings(storage, next);
    if (!readToken(storage)) return;
    try {
      await api('PUT', '/user/settings', next);
    } catch (err) {
      toast.error(messageOf(err, 'Your settings are kept on this device but could not be saved to your account.'));
    }
  };
}

/** After sign-in: the account's settings win over this device's. */
export function loadAccountSettings(): SettingsThunk {
  return async (dispatch, _getState, { api, storage }) => {
    if (!readToken(storage)) return;
    try {
      const { data } = await api<{ data: unknown }>('GET', '/user/settings');
      const settings = sanitizeSettings(data);
      dispatch(settingsActions.settingsReplaced(settings));
      saveLocalSettings(storage, settings);
    } catch (err) {
      console.warn('could not load account settings', err);
    }
  };
}
