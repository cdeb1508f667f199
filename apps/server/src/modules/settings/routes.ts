import { settingsOperations, TEXTS } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { createSettingsService } from './service.ts';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const settings = createSettingsService(app.db);

  registerOperation(app, settingsOperations.get, async ({ user }) => ({ data: await settings.get(user.id) }));

  registerOperation(app, settingsOperations.save, async ({ user, body }) => ({
    message: TEXTS.settingSaved,
    data: await settings.save(user.id, body),
  }));
};
