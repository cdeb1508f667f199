/**
 * What a swap spends, checked before the wallet is asked (issue 15.3): the input amount (SOL or the
 * token), a wrapped-SOL account's rent while SOL passes through it, the output token's account if
 * the wallet has none, the swap receipt's rent (refunded by the pool's payment in the same slot,
 * but fronted by the wallet), the pool payment's fee it hands over, and the fees of the wallet's
 * and the pool's signatures.
 */
import { SWAP_RECEIPT_SIZE } from '@toolkit/chain';
import { NATIVE_MINT, shortenAddress, type SwapQuoteView } from '@toolkit/shared';
import { rentOf, requireFunds, tokenAccountRent, type UserTransactionContext } from '../transactions/index.ts';
import { IMPROVEMENT_PAYMENT_FEE } from './improvement-payment.ts';

/** The lamports a swap's receipt holds from the swap until its payment (the RPC transport remembers rents). */
export const receiptRentOf = (rpc: UserTransactionContext['rpc']) => rentOf(rpc, SWAP_RECEIPT_SIZE);

export async function requireSwapFunds(tx: UserTransactionContext, payer: string, quote: SwapQuoteView): Promise<void> {
  const solIn = quote.inputMint === NATIVE_MINT;
  const solInvolved = solIn || quote.outputMint === NATIVE_MINT;
  await requireFunds(tx.rpc, payer, {
    lamports:
      (solIn ? BigInt(quote.amountIn) : 0n) +
      (solInvolved ? await tokenAccountRent(tx.rpc) : 0n) +
      (await receiptRentOf(tx.rpc)) +
      IMPROVEMENT_PAYMENT_FEE,
    signatures: 2,
    prioritySol: tx.prioritySol,
    spend: solIn
      ? undefined
      : { mint: quote.inputMint, amount: BigInt(quote.amountIn), decimals: quote.inputDecimals, symbol: shortenAddress(quote.inputMint) },
    receives: [quote.outputMint],
  });
}
