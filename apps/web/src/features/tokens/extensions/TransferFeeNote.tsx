import { errorMessage, formatAmount, TEXTS, withheldFee } from '@toolkit/shared';
import { baseUnitsOf } from '../../../shared/ui/index.ts';
import { useTokenInfoQuery } from '../api.ts';

/**
 * Under a send form: what the recipient nets after a Token-2022 transfer fee, or why
 * a non-transferable token cannot be sent at all. Nothing for tokens without either.
 */
export function TransferFeeNote({ mint, amount }: { mint: string; amount: string }) {
  const info = useTokenInfoQuery(mint).currentData;
  if (!info) return null;
  if (info.risks.some((r) => r.key === 'nonTransferable')) {
    return (
      <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-xs text-danger">
        {errorMessage('TOKEN_NON_TRANSFERABLE')}
      </p>
    );
  }
  if (!info.transferFee) return null;
  const sent = baseUnitsOf(amount, info.decimals);
  const unit = info.symbol ? ` ${info.symbol}` : '';
  const rate = `${info.transferFee.bps / 100} %`;
  if (!sent) return <p className="text-xs text-muted">{TEXTS.transferFeeNote.charged(rate)}</p>;
  const fee = withheldFee(sent, info.transferFee.bps, BigInt(info.transferFee.maximumFee));
  return (
    <p aria-label={TEXTS.transferFeeNote.label} className="text-xs text-muted">
      {TEXTS.transferFeeNote.net(`${formatAmount(sent - fee, info.decimals)}${unit}`, `${formatAmount(fee, info.decimals)}${unit}`, rate)}
    </p>
  );
}
