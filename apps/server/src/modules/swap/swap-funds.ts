/**
 * What a swap spends, checked before the wallet is asked (issue 15.3): the input amount (SOL or the
 * token), a wrapped-SOL account's rent while SOL passes through it, the output token's account if
 * the wallet has none, and the fees of the wallet's and the pool's signatures.
 */
import { NATIVE_MINT, shortenAddress, type SwapQuoteView } from '@toolkit/shared';
import { requireFunds, tokenAccountRent, type UserTransactionContext } from '../transactions/index.ts';

export async function requireSwapFunds(tx: UserTransactionContext, payer: string, quote: SwapQuoteView): Promise<void> {
  const solIn = quote.inputMint === NATIVE_MINT;
  const solInvolved = solIn || quote.outputMint === NATIVE_MINT;
  await requireFunds(tx.rpc, payer, {
    lamports: (solIn ? BigInt(quote.amountIn) : 0n) + (solInvolved ? await tokenAccountRent(tx.rpc) : 0n),
    signatures: 2,
    prioritySol: tx.prioritySol,
    spend: solIn
      ? undefined
      : { mint: quote.inputMint, amount: BigInt(quote.amountIn), decimals: quote.inputDecimals, symbol: shortenAddress(quote.inputMint) },
    receives: [quote.outputMint],
  });
}
