/**
 * The swap success toast's details: the transaction, both sides of the pool's trade, the minimum
 * the signed transaction guaranteed, and what arrived (read from the chain once it landed).
 */
import { ExternalLink } from 'lucide-react';
import { shortenAddress, TEXTS } from '@toolkit/shared';
import { ExplorerLink, type PickerToken } from '../../shared/ui/index.ts';
import { show } from '../liquidity/index.ts';
import type { SwapReceipt } from './swap-flow.ts';

export function SwapSuccess({ receipt, from, to }: { receipt: SwapReceipt; from: PickerToken; to: PickerToken }) {
  const q = receipt.quote;
  const paid = `${show(q.amountIn, q.inputDecimals)} ${from.symbol}`;
  const minimum = `${show(q.minimumReceived, q.outputDecimals)} ${to.symbol}`;
  // Never the quote in its place: an amount shown as received is one the chain paid.
  const received = receipt.received === null ? '—' : `${show(receipt.received, q.outputDecimals)} ${to.symbol}`;
  // The pool's base side is what was paid in an xy swap, what was received in a yx one.
  const [baseAmount, quoteAmount] = q.direction === 'xy' ? [paid, received] : [received, paid];
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      <dt>Transaction</dt>
      <dd>
        <ExplorerLink kind="tx" id={receipt.signature} className="inline-flex items-center gap-1 underline">
          {shortenAddress(receipt.signature)} <ExternalLink className="size-3" aria-hidden />
        </ExplorerLink>
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
