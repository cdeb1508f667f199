/**
 * Slippage & Priority and Settings popups (spec 2, 3; DESIGN.md 7, 9).
 * Auto and Ultra map to the values defined here, shown in the popup's summary and used by the
 * server's transaction builders. Custom slippage is a percentage (DESIGN.md 9); custom priority
 * is a total priority fee in SOL per transaction.
 */
import { z } from 'zod';

export const SETTING_MODES = ['auto', 'ultra', 'custom'] as const;
export type SettingMode = (typeof SETTING_MODES)[number];

export const PRESETS = {
  /** Total priority fee per transaction, in SOL. */
  priority: { auto: 0.00005, ultra: 0.001 },
  /** Percent. */
  swapSlippage: { auto: 0.5, ultra: 1 },
  /** Percent. */
  liquiditySlippage: { auto: 1, ultra: 2.5 },
} as const;

export const EXPLORERS = ['Solscan', 'Solscan Beach', 'Solscan Explorer', 'SolscanFM'] as const;
export type Explorer = (typeof EXPLORERS)[number];

export const CLUSTERS = ['local', 'devnet', 'mainnet', 'custom'] as const;

/** The currency prices are shown in: rupees by default (the spec), dollars as a setting. */
export const FIAT_CURRENCIES = ['INR', 'USD'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export type Cluster = (typeof CLUSTERS)[number];

export const userSettingsSchema = z.object({
  priority: z.enum(SETTING_MODES),
  swapSlippageTolerance: z.enum(SETTING_MODES),
  liquiditySlippageTolerance: z.enum(SETTING_MODES),
  exactPriorityValue: z.number().min(0).max(1),
  exactSwapValue: z.number().min(0).max(100),
  exactLiquidityValue: z.number().min(0).max(100),
  explorer: z.enum(EXPLORERS),
  /** Settings saved before the choice existed read as rupees. */
  currency: z.enum(FIAT_CURRENCIES).default('INR'),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_SETTINGS: UserSettings = {
  priority: 'auto',
  swapSlippageTolerance: 'auto',
  liquiditySlippageTolerance: 'auto',
  exactPriorityValue: PRESETS.priority.auto,
  exactSwapValue: PRESETS.swapSlippage.auto,
  exactLiquidityValue: PRESETS.liquiditySlippage.auto,
  explorer: 'Solscan',
  currency: 'INR',
};

/** The value in force for each setting: the preset for auto/ultra, the exact value for custom. */
export function effectiveSettings(s: UserSettings) {
  const pick = (mode: SettingMode, presets: { auto: number; ultra: number }, exact: number) => (mode === 'custom' ? exact : presets[mode]);
  return {
    prioritySol: pick(s.priority, PRESETS.priority, s.exactPriorityValue),
    swapSlippagePercent: pick(s.swapSlippageTolerance, PRESETS.swapSlippage, s.exactSwapValue),
    liquiditySlippagePercent: pick(s.liquiditySlippageTolerance, PRESETS.liquiditySlippage, s.exactLiquidityValue),
  };
}
