import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, PRESETS, type UserSettings } from '@toolkit/shared';
import type { KeyValueStorage } from '../../shared/api/index.ts';
import { SETTINGS_KEY, loadLocalSettings, saveLocalSettings } from './settings-storage.ts';
import { applyDraft, draftFromSettings, effectiveValue, slippageDraftResolver, SLIPPAGE_TABS } from './slippage-draft.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('settings persistence', () => {
  it('Given nothing stored, when loading, then the defaults (auto everywhere, Solscan) apply', () => {
    expect(loadLocalSettings(memoryStorage())).toEqual(DEFAULT_SETTINGS);
  });

  it('Given saved settings, when loading again, then the same settings come back', () => {
    const storage = memoryStorage();
    const mine: UserSettings = { ...DEFAULT_SETTINGS, priority: 'custom', exactPriorityValue: 0.002, explorer: 'SolscanFM' };
    saveLocalSettings(storage, mine);
    expect(loadLocalSettings(storage)).toEqual(mine);
  });

  it('Given a stored value with bad fields, when loading, then only the valid fields are kept', () => {
    const storage = memoryStorage({
      [SETTINGS_KEY]: JSON.stringify({ priority: 'ultra', exactSwapValue: 500, explorer: 'Etherscan', swapSlippageTolerance: 'custom' }),
    });
    expect(loadLocalSettings(storage)).toEqual({ ...DEFAULT_SETTINGS, priority: 'ultra', swapSlippageTolerance: 'custom' });
  });

  it('Given corrupt JSON, when loading, then the defaults apply', () => {
    expect(loadLocalSettings(memoryStorage({ [SETTINGS_KEY]: '{nope' }))).toEqual(DEFAULT_SETTINGS);
  });
});

describe('Slippage & Priority draft', () => {
  it('Given Ultra priority and a custom swap slippage of 3 %, when saved, then those values are in force', () => {
    const draft = draftFromSettings(DEFAULT_SETTINGS);
    draft.modes.priority = 'ultra';
    draft.modes.swap = 'custom';
    draft.custom.swap = '3';
    const result = applyDraft(DEFAULT_SETTINGS, draft);
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, priority: 'ultra', swapSlippageTolerance: 'custom', exactSwapValue: 3 } });
    expect(effectiveValue(SLIPPAGE_TABS[0], draft)).toBe(PRESETS.priority.ultra);
  });

  it('Given a custom priority fee above 1 SOL or not a number, when saving, then it is refused and nothing changes', () => {
    const draft = draftFromSettings(DEFAULT_SETTINGS);
    draft.modes.priority = 'custom';
    draft.custom.priority = '2';
    draft.modes.liquidity = 'custom';
    draft.custom.liquidity = '1e3';
    const result = applyDraft(DEFAULT_SETTINGS, draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['liquidity', 'priority']);
  });

  it('Given a bad custom text on a tab left in Auto, when saving, then it is ignored', () => {
    const draft = draftFromSettings(DEFAULT_SETTINGS);
    draft.custom.swap = 'abc';
    expect(applyDraft(DEFAULT_SETTINGS, draft)).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it('Given a custom priority fee of 2 SOL, when the form checks it, then the field shows the range of the shared schema', async () => {
    const draft = draftFromSettings(DEFAULT_SETTINGS);
    draft.modes.priority = 'custom';
    draft.custom.priority = '2';
    const result = await slippageDraftResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({ custom: { priority: { type: 'range', message: 'Between 0 and 1 SOL' } } });
  });
});

describe('currency setting', () => {
  it('Given settings saved before the currency choice existed, When they are loaded, Then prices show in INR (the spec), and a saved USD stays USD', () => {
    const kv = memoryStorage();
    const { currency: _currency, ...older } = DEFAULT_SETTINGS;
    kv.setItem(SETTINGS_KEY, JSON.stringify(older));
    expect(loadLocalSettings(kv).currency).toBe('INR');
    kv.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, currency: 'USD' }));
    expect(loadLocalSettings(kv).currency).toBe('USD');
    kv.setItem(SETTINGS_KEY, JSON.stringify({ ...DEFAULT_SETTINGS, currency: 'EUR' }));
    expect(loadLocalSettings(kv).currency).toBe('INR');
  });
});
