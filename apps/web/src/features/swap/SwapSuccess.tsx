/**
 * The swap success toast's details: the transaction, both sides of the pool's trade, the minimum
 * the signed transaction guaranteed, and what arrived (the server's answer: minimum plus the
 * price improvement the pool paid).
 */
import { ExternalLink } from 'lucide-react';
import { shortenAddress, TEXTS, type BuiltSwap } from '@toolkit/shared';
import { useExplorerLink } from '../../shared/session/index.ts';
import type { PickerToken } from '../../shared/ui/index.ts';
import { show } from '../liquidity/index.ts';

export function SwapSuccess({
  swap,
  from,
  to,
  signature,
  received: receivedUnits,
}: {
  swap: BuiltSwap;
  from: PickerToken;
  to: PickerToken;
  signature: string;
  received?: string;
}) {
  const explorerLink = useExplorerLink();
  const q = swap.quote;
  const paid = `${show(q.amountIn, q.inputDecimals)} ${from.symbol}`;
  const minimum = `${show(q.minimumReceived, q.outputDecimals)} ${to.symbol}`;
  const received = `${show(receivedUnits ?? q.minimumReceived, q.outputDecimals)} ${to.symbol}`;
  // The pool's base side is what was paid in an xy swap, what was received in a yx one.
  const [baseAmount, quoteAmount] = q.direction === 'xy' ? [paid, received] : [received, paid];
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      <dt>Transaction</dt>
      <dd>
        <a href={explorerLink({ kind: 'tx', id: signature })} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">
          {shortenAddress(signature)} <ExternalLink className="size-3" aria-hidden />
        </a>
      </dd>
      <dt>Base amount</dt>
      <dd className="tabular">{baseAmount}</dd>
      <dt>Quote amount</dt>
      <dd className="tabular">{quoteAmount}</dd>
      <dt>{TEXTS.minimumReceived}</dt>
      <dd className="tabular">{minimum}</dd>
      <dt>{TEXTS.amountReceived}</dt>
      <dd className="tabular">{received}</dd>
    </dl>
  );
}
