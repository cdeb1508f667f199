/** The Settings and Slippage & Priority popups' values, saved per user (spec 2). */
import { dataResponse } from '../schemas/common.ts';
import { userSettingsSchema } from '../settings.ts';
import { defineOperation } from './operation.ts';

const tag = 'settings';

export const settingsOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/user/settings',
    auth: 'required',
    tag,
    summary: "The user's saved settings (the defaults until they save)",
    response: dataResponse(userSettingsSchema),
    errors: [],
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/user/settings',
    auth: 'required',
    tag,
    summary: "Save the user's settings",
    body: userSettingsSchema,
    response: dataResponse(userSettingsSchema),
    errors: [],
  }),
} as const;
