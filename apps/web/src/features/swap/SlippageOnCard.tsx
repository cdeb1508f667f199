/**
 * The swap slippage, shown and changed on the swap card itself (as Jupiter and Raydium do): the
 * value in force, an editor with the presets and a custom percent, and a warning above 5 %. It
 * saves the same setting the Slippage & Priority popup edits.
 */
import { useId, useState } from 'react';
import { PRESETS, TEXTS, type SettingMode } from '@toolkit/shared';
import { isHighSlippage } from '../../shared/guards/index.ts';

/** The range a swap can be built with (the server's swap request). */
const MIN = 0.01;
const MAX = 50;

const chip =
  'rounded-lg border border-line px-2.5 py-1 text-xs font-semibold text-muted hover:border-accent/60 hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:text-fg';

export function SlippageOnCard({
  slippage,
  mode,
  onSave,
}: {
  /** The percent in force. */
  slippage: number;
  mode: SettingMode;
  /** Saves the swap slippage setting (the popup's too); `value` counts for 'custom' only. */
  onSave(mode: SettingMode, value: number): void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const apply = (next: SettingMode, value: number) => {
    onSave(next, value);
    setOpen(false);
    setError(null);
  };
  const applyCustom = () => {
    const trimmed = text.trim();
    const value = Number(trimmed);
    if (!/^\d*\.?\d+$/.test(trimmed) || !(value >= MIN && value <= MAX)) {
      setError(TEXTS.swapSlippageInvalid);
      return;
    }
    apply('custom', value);
  };

  return (
    <div className="px-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted">{TEXTS.slippageOnCard}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-label={`${TEXTS.slippageEdit}: ${slippage}%`}
          onClick={() => {
            setText(String(slippage));
            setError(null);
            setOpen((o) => !o);
          }}
          className={`tabular rounded-md px-2 py-0.5 font-semibold hover:bg-surface-2 ${isHighSlippage(slippage) ? 'text-warn' : 'text-accent'}`}
        >
          {slippage}%
        </button>
      </div>
      {open && (
        <div role="group" aria-label={TEXTS.slippageEdit} className="mt-2 flex flex-col gap-2 rounded-xl border border-line bg-bg/40 p-3">
          <div className="flex flex-wrap gap-1.5">
            <button type="button" className={chip} aria-pressed={mode === 'auto'} onClick={() => apply('auto', 0)}>
              Auto {PRESETS.swapSlippage.auto}%
            </button>
            <button type="button" className={chip} aria-pressed={mode === 'ultra'} onClick={() => apply('ultra', 0)}>
              Ultra {PRESETS.swapSlippage.ultra}%
            </button>
          </div>
          <label htmlFor={inputId} className="text-xs text-muted">
            Custom slippage (%)
          </label>
          <div className="flex items-center gap-2">
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') applyCustom();
              }}
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
              className="tabular w-full min-w-0 rounded-lg border border-line bg-bg px-3 py-1.5 outline-none focus:border-accent"
            />
            <button type="button" onClick={applyCustom} className="rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-bg">
              {TEXTS.slippageApply}
            </button>
          </div>
          {error && (
            <p id={errorId} className="text-xs text-danger">
              {error}
            </p>
          )}
          {!error && isHighSlippage(Number(text)) && <p className="text-xs text-warn">{TEXTS.slippageHighWarning}</p>}
        </div>
      )}
      {isHighSlippage(slippage) && (
        <p role="status" className="mt-2 rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-xs text-warn">
          {TEXTS.slippageHighWarning}
        </p>
      )}
    </div>
  );
}
