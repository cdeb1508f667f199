/**
 * Program pools made the way any other client makes them, for API tests: a token, a pool on the
 * AMM program opened with the shared builders, and swaps signed by a wallet and sent straight to
 * the chain's JSON-RPC (never through the API).
 */
import { address, createSolanaRpc, type Address } from '@solana/kit';
import {
  CPMM_DEPLOYMENTS,
  createPoolInstructions,
  readCpmmPools,
  readCpmmVenue,
  swapBaseInputInstructions,
  TOKEN_PROGRAM_ADDRESS,
  type CpmmPoolSnapshot,
  type CpmmVenue,
} from '@toolkit/chain';
import { NATIVE_MINT } from '@toolkit/shared';
import { untilPoolOpen } from '../../../packages/chain/test/chain-clock.ts';
import { sendStraight, walletSigner, type SigningWallet } from './chain-kit.ts';

export { sendStraight };

export function programPools(rpcUrl: string) {
  const rpc = createSolanaRpc(rpcUrl);
  let venue: Promise<CpmmVenue> | null = null;
  const venueOf = () => (venue ??= readCpmmVenue(rpc, CPMM_DEPLOYMENTS.local));

  async function snapshot(pool: string): Promise<CpmmPoolSnapshot> {
    const [found] = await readCpmmPools(rpc, await venueOf(), [pool]);
    if (!found) throw new Error(`no pool at ${pool}`);
    return found;
  }

  return {
    snapshot,
    /** `creator` opens a pool of `tokenAmount` of a classic token and `lamports` of SOL at the tier of `tradeFeeRate` (per million); answers once it is open. */
    async openSolPool(creator: SigningWallet, token: string, tokenAmount: bigint, lamports: bigint, tradeFeeRate = 2_500n): Promise<string> {
      const v = await venueOf();
      const config = v.configs.find((c) => c.tradeFeeRate === tradeFeeRate)!;
      const { instructions, quote } = await createPoolInstructions({
        venue: v,
        config,
        creator: walletSigner(creator),
        sideA: { mint: address(token), tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: tokenAmount },
        sideB: { mint: NATIVE_MINT as Address, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: lamports },
      });
      await sendStraight(rpcUrl, creator, instructions);
      await untilPoolOpen(rpcUrl, (await snapshot(quote.poolAddress)).state.openTime);
      return quote.poolAddress;
    },
    /** `trader` swaps exactly `amountIn` of `inputMint` in, straight on chain; answers the quote and the signature. */
    async swapIn(trader: SigningWallet, pool: string, inputMint: string, amountIn: bigint) {
      const { instructions, quote } = await swapBaseInputInstructions({
        pool: await snapshot(pool),
        trader: walletSigner(trader),
        inputMint: address(inputMint),
        amountIn,
        slippageBps: 100n,
      });
      const signature = await sendStraight(rpcUrl, trader, instructions);
      return { signature, amountIn, amountOut: quote.amountReceived };
    },
  };
}
