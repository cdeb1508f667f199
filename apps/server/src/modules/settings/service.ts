/** The Settings / Slippage & Priority popups' values, saved per user. */
import { DEFAULT_SETTINGS, userSettingsSchema, type UserSettings } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { userSettings } from '../../db/schema.ts';
import { forgetSavedSettings } from './saved-settings.ts';

/** Saved settings as the app uses them: values saved by an older schema fall back to the defaults rather than break the popup. */
export function storedSettings(saved: unknown): UserSettings {
  const parsed = userSettingsSchema.safeParse(saved);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export function createSettingsService(db: Db) {
  return {
    async get(userId: string): Promise<UserSettings> {
      const [row] = await db.select({ settings: userSettings.settings }).from(userSettings).where(eq(userSettings.userId, userId));
      return storedSettings(row?.settings);
    },

    async save(userId: string, settings: UserSettings): Promise<UserSettings> {
      try {
        await db
          .insert(userSettings)
          .values({ userId, settings })
          .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: new Date() } });
      } finally {
        forgetSavedSettings(db, userId);
      }
      return settings;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
