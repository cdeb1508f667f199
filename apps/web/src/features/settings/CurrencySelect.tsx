import { useId } from 'react';
import { FIAT_CURRENCIES, TEXTS } from '@toolkit/shared';
import { useSettings } from './use-settings.ts';

/** 'Currency': prices in rupees (the default) or dollars, everywhere the app shows them. */
export function CurrencySelect() {
  const { settings, save } = useSettings();
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-medium">
        {TEXTS.currencySetting}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-bg p-1">
        {FIAT_CURRENCIES.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={settings.currency === c}
            onClick={() => void save({ ...settings, currency: c })}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-muted aria-checked:bg-surface-2 aria-checked:text-fg"
          >
            {TEXTS.currencyNames[c]}
          </button>
        ))}
      </div>
    </div>
  );
}
