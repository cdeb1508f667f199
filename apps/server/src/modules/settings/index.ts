export { settingsRoutes } from './routes.ts';
export { createSettingsService, storedSettings, type SettingsService } from './service.ts';
