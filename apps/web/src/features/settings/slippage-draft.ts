import type { FieldErrors, Resolver } from 'react-hook-form';
import { PRESETS, userSettingsSchema, type SettingMode, type UserSettings } from '@toolkit/shared';

/** The three settings the Slippage & Priority popup edits, one per tab. */
export const SLIPPAGE_TABS = [
  { id: 'priority', label: 'Priority', modeKey: 'priority', valueKey: 'exactPriorityValue', presets: PRESETS.priority, unit: 'SOL' },
  { id: 'swap', label: 'Swap slippage', modeKey: 'swapSlippageTolerance', valueKey: 'exactSwapValue', presets: PRESETS.swapSlippage, unit: '%' },
  {
    id: 'liquidity',
    label: 'Liquidity slippage',
    modeKey: 'liquiditySlippageTolerance',
    valueKey: 'exactLiquidityValue',
    presets: PRESETS.liquiditySlippage,
    unit: '%',
  },
] as const;

export type SlippageTab = (typeof SLIPPAGE_TABS)[number];

/** The popup's unsaved state: the modes, and the custom values as the user typed them. */
export interface SlippageDraft {
  modes: Record<SlippageTab['id'], SettingMode>;
  custom: Record<SlippageTab['id'], string>;
}

export function draftFromSettings(s: UserSettings): SlippageDraft {
  const modes = {} as SlippageDraft['modes'];
  const custom = {} as SlippageDraft['custom'];
  for (const tab of SLIPPAGE_TABS) {
    modes[tab.id] = s[tab.modeKey];
    custom[tab.id] = String(s[tab.valueKey]);
  }
  return { modes, custom };
}

/** Why a custom value cannot be saved, or null when it can. */
export function customValueError(tab: SlippageTab, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter a value';
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return 'Enter a number';
  // The range is the shared settings schema's, the one the server checks.
  const schema = userSettingsSchema.shape[tab.valueKey];
  if (!schema.safeParse(Number(trimmed)).success) {
    const { minValue: min, maxValue: max } = schema;
    return tab.unit === 'SOL' ? `Between ${min} and ${max} SOL` : `Between ${min} and ${max} %`;
  }
  return null;
}

/**
 * The popup form's resolver: a tab's custom text must be a value in range only while its mode is
 * Custom (the draft is UI state, not a request, so its check is `customValueError`).
 */
export const slippageDraftResolver: Resolver<SlippageDraft> = async (values) => {
  const custom: Partial<Record<SlippageTab['id'], { type: string; message: string }>> = {};
  for (const tab of SLIPPAGE_TABS) {
    const error = values.modes[tab.id] === 'custom' ? customValueError(tab, values.custom[tab.id]) : null;
    if (error) custom[tab.id] = { type: 'range', message: error };
  }
  return Object.keys(custom).length ? { values: {}, errors: { custom } as FieldErrors<SlippageDraft> } : { values, errors: {} };
};

/**
 * The settings the draft would save, or the errors keeping it from saving. A custom value is
 * only checked (and only replaces the stored one) when its tab's mode is Custom.
 */
export function applyDraft(
  base: UserSettings,
  draft: SlippageDraft,
): { ok: true; settings: UserSettings } | { ok: false; errors: Partial<Record<SlippageTab['id'], string>> } {
  const next: UserSettings = { ...base };
  const errors: Partial<Record<SlippageTab['id'], string>> = {};
  for (const tab of SLIPPAGE_TABS) {
    const mode = draft.modes[tab.id];
    next[tab.modeKey] = mode;
    if (mode !== 'custom') continue;
    const error = customValueError(tab, draft.custom[tab.id]);
    if (error) errors[tab.id] = error;
    else next[tab.valueKey] = Number(draft.custom[tab.id].trim());
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings: next };
}

/** The value in force for a tab, for the summary: the preset for Auto/Ultra, else the custom one. */
export function effectiveValue(tab: SlippageTab, draft: SlippageDraft): number | null {
  const mode = draft.modes[tab.id];
  if (mode !== 'custom') return tab.presets[mode];
  return customValueError(tab, draft.custom[tab.id]) ? null : Number(draft.custom[tab.id].trim());
}

export function formatSettingValue(tab: SlippageTab, value: number): string {
  return tab.unit === 'SOL' ? `${value} SOL` : `${value}%`;
}
