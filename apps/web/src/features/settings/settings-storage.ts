import { DEFAULT_SETTINGS, userSettingsSchema, type UserSettings } from '@toolkit/shared';
import type { KeyValueStorage } from '../../shared/api/index.ts';

/** Settings live in localStorage always (and on the server when signed in), under this key. */
export const SETTINGS_KEY = 'userSettings';

/**
 * The stored settings, or the defaults. A stored value from an older version or edited by hand
 * keeps the fields that are still valid; anything else falls back to its default.
 */
export function loadLocalSettings(storage: KeyValueStorage): UserSettings {
  const raw = storage.getItem(SETTINGS_KEY);
  if (!raw) return DEFAULT_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  return sanitizeSettings(parsed);
}

export function sanitizeSettings(value: unknown): UserSettings {
  if (!value || typeof value !== 'object') return DEFAULT_SETTINGS;
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  // Field by field with the schema the server checks, so one bad field does not cost the others.
  for (const [key, schema] of Object.entries(userSettingsSchema.shape)) {
    const field = schema.safeParse((value as Record<string, unknown>)[key]);
    if (field.success) merged[key] = field.data;
  }
  return merged as UserSettings;
}

export function saveLocalSettings(storage: KeyValueStorage, settings: UserSettings): void {
  storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
