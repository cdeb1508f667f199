/** Public facts about the running server: is it up, which cluster, the app's public config. */
import { appConfigSchema, healthSchema } from '../schemas/app-config.ts';
import { dataResponse } from '../schemas/common.ts';
import { defineOperation } from './operation.ts';

const tag = 'server';

export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/health',
    auth: 'none',
    tag,
    summary: 'The server is up; its default cluster',
    response: dataResponse(healthSchema),
    errors: [],
  }),
  config: defineOperation({
    method: 'GET',
    path: '/config',
    auth: 'none',
    tag,
    summary: 'Public facts the app needs (cluster, treasury, prices)',
    response: dataResponse(appConfigSchema),
    errors: [],
  }),
} as const;
