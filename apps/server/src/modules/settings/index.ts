export { settingsRoutes } from './routes.ts';
export { createSettingsService, storedSettings, type SettingsService } from './service.ts';
export { forgetSavedSettings, readSavedSettings, type SavedSettingsRow } from './saved-settings.ts';
