/**
 * Prices in the currency the user chose (rupees by default, the spec; dollars as a setting). The
 * app's figures come in rupees; dollars are those over the server's USD/INR rate. Also where
 * SOL's price comes from: Pyth's SOL/USD on devnet and mainnet, a configured price on the local
 * chain, which the screens say.
 */
import { formatInr, formatUsd, type FiatCurrency } from '@toolkit/shared';
import { useServerConfigQuery } from '../network/index.ts';
import { useSettings } from './use-settings.ts';

export interface Fiat {
  currency: FiatCurrency;
  /** A rupee value shown in the chosen currency; null while dollars are chosen and the rate is unknown. */
  show(inr: number): string | null;
  /** SOL's price in the chosen currency and where it comes from, once the server said. */
  solPrice: { text: string; source: 'pyth' | 'configured' } | null;
}

export function useFiat(): Fiat {
  const { settings } = useSettings();
  const config = useServerConfigQuery().data;
  const currency = settings.currency;
  const show = (inr: number): string | null => {
    if (currency === 'INR') return formatInr(inr);
    return config && config.inrRate > 0 ? formatUsd(inr / config.inrRate) : null;
  };
  const solPrice = config
    ? { text: currency === 'INR' ? formatInr(config.solPriceInr) : formatUsd(config.solPriceUsd), source: config.solPriceSource }
    : null;
  return { currency, show, solPrice };
}
