export { settingsRoutes } from './routes.ts';
export { createSettingsService, type SettingsService } from './service.ts';
