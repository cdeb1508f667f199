import { EXPLORERS, SETTING_MODES, type UserSettings } from '@toolkit/shared';

/**
 * The ranges of userSettingsSchema (packages/shared settings.ts), checked here without zod so the
 * browser bundle does not carry a schema library for six fields. Keep in step with the schema.
 */
export const VALUE_BOUNDS = {
  exactPriorityValue: { min: 0, max: 1 },
  exactSwapValue: { min: 0, max: 100 },
  exactLiquidityValue: { min: 0, max: 100 },
} as const;

type ValueKey = keyof typeof VALUE_BOUNDS;
type ModeKey = 'priority' | 'swapSlippageTolerance' | 'liquiditySlippageTolerance';

export function isValidValue(key: ValueKey, value: unknown): value is number {
  const { min, max } = VALUE_BOUNDS[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

export function isValidField<K extends keyof UserSettings>(key: K, value: unknown): value is UserSettings[K] {
  switch (key) {
    case 'explorer':
      return (EXPLORERS as readonly unknown[]).includes(value);
    case 'priority':
    case 'swapSlippageTolerance':
    case 'liquiditySlippageTolerance':
      return (SETTING_MODES as readonly unknown[]).includes(value);
    default:
      return isValidValue(key as ValueKey, value);
  }
}

export const SETTING_FIELDS: readonly (keyof UserSettings)[] = [
  'priority',
  'swapSlippageTolerance',
  'liquiditySlippageTolerance',
  'exactPriorityValue',
  'exactSwapValue',
  'exactLiquidityValue',
  'explorer',
] satisfies readonly (ModeKey | ValueKey | 'explorer')[];
