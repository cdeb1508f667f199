/**
 * Reading trades out of transactions as the local chain reports them (getTransaction, json): a
 * swap at the top level, the same swap called by another program (its instruction moved among the
 * inner ones, as an aggregator's transaction shows it), and two swaps of one pool in one transaction.
 */
import { address, createSolanaRpc, type Signature } from '@solana/kit';
import { NATIVE_MINT } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAmount, createTestToken, walletSigner } from '../../../test/chain-kit.ts';
import { airdrop, createTestWallet, startTestChain, type TestWallet } from '../../../test/helpers.ts';
import { programPools, sendStraight } from '../../../test/program-pool-kit.ts';
import { swapBaseInputInstructions, type CpmmPoolSnapshot } from '@toolkit/chain';
import { CPMM_PROGRAM_ADDRESS } from '@toolkit/programs/cpmm';
import type { ChainTransaction } from './swap-instructions.ts';
import { tradeRows, type IndexedPool } from './trade-rows.ts';

const SOL = 1_000_000_000n;
let chain: Awaited<ReturnType<typeof startTestChain>>;
let bob: TestWallet;
let token: string;
let pool: string;
let kit: ReturnType<typeof programPools>;
let known: Map<string, IndexedPool>;

const indexed = (s: CpmmPoolSnapshot): IndexedPool => ({
  address: s.address,
  token0Mint: s.state.token0Mint,
  token1Mint: s.state.token1Mint,
  token0Vault: s.state.token0Vault,
  token1Vault: s.state.token1Vault,
  tradeFeeRate: s.rates.tradeFeeRate,
});

async function transaction(signature: string): Promise<ChainTransaction> {
  const tx = await createSolanaRpc(chain.rpcUrl)
    .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' })
    .send();
  return tx as unknown as ChainTransaction;
}

beforeAll(async () => {
  chain = await startTestChain();
  const alice = createTestWallet();
  bob = createTestWallet();
  await airdrop(chain.rpcUrl, alice.address, 20n * SOL);
  await airdrop(chain.rpcUrl, bob.address, 20n * SOL);
  token = await createTestToken(chain.rpcUrl, alice, 6, 10n ** 13n);
  kit = programPools(chain.rpcUrl);
  pool = await kit.openSolPool(alice, token, 10n ** 12n, 10n * SOL);
  known = new Map([[pool, indexed(await kit.snapshot(pool))]]);
});
afterAll(() => chain?.close());

describe('trades read from transactions', () => {
  it('Given a swap sent at the top level, when its transaction is read, then one trade with what the vaults moved, the trader, and the vaults after', async () => {
    const snapshot = await kit.snapshot(pool);
    const solVault = snapshot.state.token0Mint === NATIVE_MINT ? snapshot.state.token0Vault : snapshot.state.token1Vault;
    const before = await accountAmount(chain.rpcUrl, solVault);
    const swap = await kit.swapIn(bob, pool, NATIVE_MINT, SOL / 10n);
    const rows = tradeRows(await transaction(swap.signature), CPMM_PROGRAM_ADDRESS, known);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect([row!.signature, row!.innerIndex, row!.trader, row!.inputMint, row!.outputMint, row!.amountIn, row!.amountOut]).toEqual([
      swap.signature,
      -1,
      bob.address,
      NATIVE_MINT,
      token,
      (SOL / 10n).toString(),
      swap.amountOut.toString(),
    ]);
    const solAfter = snapshot.state.token0Mint === NATIVE_MINT ? row!.vault0After : row!.vault1After;
    expect(BigInt(solAfter!)).toBe(before + SOL / 10n);
    expect(row!.tradeFee).toBe(((SOL / 10n) * 2_500n + 999_999n) / 1_000_000n + '');
  });

  it('Given the same swap as another program calls it (an inner instruction, its transfers one level deeper), when it is read, then the same trade is found at its inner place', async () => {
    const swap = await kit.swapIn(bob, pool, token, 1_000_000n);
    const tx = await transaction(swap.signature);
    const top = tx.transaction.message;
    const at = top.instructions.findIndex((ix) => top.accountKeys[ix.programIdIndex] === CPMM_PROGRAM_ADDRESS);
    const own = tx.meta!.innerInstructions!.find((g) => g.index === at)!.instructions;
    // An aggregator's instruction (any program) at the swap's place, calling the swap, which makes its transfers.
    // (Its program is the fee payer's key here: any key but the AMM's will do, nothing executes it.)
    const aggregator = { ...top.instructions[at]!, programIdIndex: 0 };
    const wrapped: ChainTransaction = {
      ...tx,
      transaction: { ...tx.transaction, message: { ...top, instructions: top.instructions.map((ix, i) => (i === at ? aggregator : ix)) } },
      meta: {
        ...tx.meta!,
        innerInstructions: [
          ...tx.meta!.innerInstructions!.filter((g) => g.index !== at),
          { index: at, instructions: [{ ...top.instructions[at]!, stackHeight: 2 }, ...own.map((ix) => ({ ...ix, stackHeight: 3 }))] },
        ],
      },
    };
    const direct = tradeRows(tx, CPMM_PROGRAM_ADDRESS, known);
    const inner = tradeRows(wrapped, CPMM_PROGRAM_ADDRESS, known);
    expect(inner.map((r) => [r.instructionIndex, r.innerIndex])).toEqual([[at, 0]]);
    expect({ ...inner[0], innerIndex: -1 }).toEqual(direct[0]);
  });

  it('Given two swaps of the pool in one transaction, when it is read, then two trades, each with its own transfers, together what the vaults moved', async () => {
    const snapshot = await kit.snapshot(pool);
    const tokenVault = snapshot.state.token0Mint === token ? snapshot.state.token0Vault : snapshot.state.token1Vault;
    const before = await accountAmount(chain.rpcUrl, tokenVault);
    const build = (amountIn: bigint) =>
      swapBaseInputInstructions({ pool: snapshot, trader: walletSigner(bob), inputMint: address(NATIVE_MINT), amountIn, slippageBps: 300n });
    const [one, two] = [await build(SOL / 100n), await build(SOL / 50n)];
    const signature = await sendStraight(chain.rpcUrl, bob, [...one.instructions, ...two.instructions]);
    const rows = tradeRows(await transaction(signature), CPMM_PROGRAM_ADDRESS, known);
    expect(rows.map((r) => r.amountIn)).toEqual([(SOL / 100n).toString(), (SOL / 50n).toString()]);
    expect(rows.map((r) => [r.vault0After, r.vault1After])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(rows[0]!.amountOut).toBe(one.quote.amountReceived.toString());
    const after = await accountAmount(chain.rpcUrl, tokenVault);
    expect(BigInt(rows[0]!.amountOut) + BigInt(rows[1]!.amountOut)).toBe(before - after);
    expect(new Set(rows.map((r) => r.instructionIndex)).size).toBe(2);
  });
});
