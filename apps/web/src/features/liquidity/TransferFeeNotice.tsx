/**
 * Under a pool's forms (Swap, Add and Remove Liquidity): each side that charges a
 * Token-2022 transfer fee, and that the amounts shown are what arrives after it. Nothing for
 * pools without one.
 */
import { TEXTS, type PoolTokenInfo, type PoolView, type TransferFeeRate } from '@toolkit/shared';

/** A side's transfer fee as the shared math takes it (null: none). */
export const feeRateOf = (token: PoolTokenInfo): TransferFeeRate | null =>
  token.transferFee ? { bps: token.transferFee.bps, maximumFee: BigInt(token.transferFee.maximumFee) } : null;

/** The share of a transfer that arrives, for estimates shown while typing (the server computes the exact amounts). */
export const arrivingShare = (token: PoolTokenInfo): number => 1 - (token.transferFee?.bps ?? 0) / 10_000;

export function TransferFeeNotice({ pool }: { pool: Pick<PoolView, 'base' | 'quote'> }) {
  const charging = [pool.base, pool.quote].filter((t) => t.transferFee);
  if (charging.length === 0) return null;
  return (
    <div aria-label={TEXTS.transferFeeNote.label} className="flex flex-col gap-1">
      {charging.map((t) => (
        <p key={t.mint} className="text-xs text-warn">
          {TEXTS.transferFeeNote.pool(t.symbol, `${t.transferFee!.bps / 100} %`)}
        </p>
      ))}
    </div>
  );
}
