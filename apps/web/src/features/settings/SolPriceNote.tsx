import { TEXTS } from '@toolkit/shared';
import { useFiat } from './use-fiat.ts';

/** Under a table of prices: SOL's price they are reckoned from, and where it comes from (a configured price is named as such). */
export function SolPriceNote() {
  const { solPrice } = useFiat();
  if (!solPrice) return null;
  return (
    <p className="px-1 pb-2 text-xs text-muted" data-testid="sol-price-note">
      {solPrice.source === 'configured' ? TEXTS.solPriceConfigured(solPrice.text) : TEXTS.solPriceOracle(solPrice.text)}
    </p>
  );
}
