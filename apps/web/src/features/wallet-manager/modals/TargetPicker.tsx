import { useMemo, useState } from 'react';
import { shortenAddress, TEXTS, type WalletBalance } from '@toolkit/shared';
import { cn, Field, FieldMessage, inputClass, Segmented } from '../../../shared/ui/index.ts';

export type TargetMode = 'all' | 'range' | 'chosen';
export interface Targets {
  mode: TargetMode;
  from: string;
  to: string;
  chosen: Set<string>;
}
export const initialTargets = (): Targets => ({ mode: 'all', from: '', to: '', chosen: new Set() });

/** The wallets a target choice names, or the spec's text for what is wrong with it. */
export function resolveTargets(t: Targets, wallets: WalletBalance[]): { wallets: WalletBalance[] } | { error: string } {
  if (t.mode === 'all') return wallets.length ? { wallets } : { error: TEXTS.chooseWallets };
  if (t.mode === 'chosen') {
    const picked = wallets.filter((w) => t.chosen.has(w.address));
    return picked.length ? { wallets: picked } : { error: TEXTS.chooseWallets };
  }
  if (t.from.trim() === '' || t.to.trim() === '') return { error: TEXTS.walletRangeRequired };
  if (!/^\d+$/.test(t.from.trim()) || !/^\d+$/.test(t.to.trim())) return { error: TEXTS.walletRangeNumeric };
  const a = Number(t.from);
  const b = Number(t.to);
  if (a === b) return { error: TEXTS.walletRangeDifferent };
  if (a > b) return { error: TEXTS.walletRangeOrder };
  // Against the wallets that exist: a range past them would silently fund fewer than asked.
  const numbers = wallets.map((w) => w.index);
  if (numbers.length === 0) return { error: TEXTS.chooseWallets };
  const [first, last] = [Math.min(...numbers), Math.max(...numbers)];
  if (a < first || b > last) return { error: TEXTS.walletRangeOutside(first, last) };
  const picked = wallets.filter((w) => w.index >= a && w.index <= b);
  return picked.length ? { wallets: picked } : { error: TEXTS.chooseWallets };
}

export function TargetPicker({
  label,
  value,
  onChange,
  wallets,
  error,
}: {
  label: string;
  value: Targets;
  onChange(t: Targets): void;
  wallets: WalletBalance[];
  /** Why these targets cannot be used (a range outside the wallets, reversed, ...), shown under them. */
  error?: string | null;
}) {
  const [filter, setFilter] = useState('');
  const shown = useMemo(
    () => wallets.filter((w) => w.address.toLowerCase().includes(filter.trim().toLowerCase()) || String(w.index) === filter.trim()),
    [filter, wallets],
  );
  const toggle = (address: string) => {
    const chosen = new Set(value.chosen);
    if (chosen.has(address)) chosen.delete(address);
    else chosen.add(address);
    onChange({ ...value, chosen });
  };
  return (
    <div className="space-y-3">
      <Segmented
        label={label}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode })}
        options={[
          { value: 'all', label: `All (${wallets.length})` },
          { value: 'range', label: 'Range' },
          { value: 'chosen', label: 'Choose' },
        ]}
      />
      {value.mode === 'range' && (
        <div className="grid grid-cols-2 gap-3">
          <Field
            tabular
            label="From wallet"
            inputMode="numeric"
            placeholder="1"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <Field
            tabular
            label="To wallet"
            inputMode="numeric"
            placeholder={String(wallets.length || 10)}
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </div>
      )}
      {value.mode === 'chosen' && (
        <div className="space-y-2">
          <input
            className={cn(inputClass, 'tabular')}
            placeholder="Filter by address or number"
            aria-label="Filter wallets"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <ul className="max-h-44 space-y-1 overflow-y-auto rounded-xl border border-line bg-bg/40 p-2" aria-label="Choose wallets">
            {shown.map((w) => (
              <li key={w.address}>
                <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1 text-sm hover:bg-surface-2">
                  <input
                    type="checkbox"
                    checked={value.chosen.has(w.address)}
                    onChange={() => toggle(w.address)}
                    className="accent-[var(--color-accent)]"
                  />
                  <span className="w-16 text-muted">Wallet {w.index}</span>
                  <span className="font-mono">{shortenAddress(w.address)}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">{value.chosen.size} chosen</p>
        </div>
      )}
      <FieldMessage message={error} />
    </div>
  );
}
