/**
 * The CPMM builders against the local chain, as any client would use them: create a pool of a
 * token and SOL, swap both ways, deposit and withdraw, each one transaction the user alone signs,
 * sent straight to the chain's JSON-RPC. What arrives is what the quote said, to the base unit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultRpcTransport, createSolanaRpcFromTransport, generateKeyPairSigner, type Address, type KeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  CPMM_DEPLOYMENTS,
  createPoolInstructions,
  depositInstructions,
  findCpmmPools,
  lpForDeposit,
  readCpmmPools,
  readCpmmVenue,
  swapBaseInputInstructions,
  swapBaseOutputInstructions,
  withdrawInstructions,
  type CpmmVenue,
} from '../src/index.js';
import { untilPoolOpen } from './chain-clock.ts';
import { kitWorld, type KitWorld } from './kit-world.ts';
import { useLocalChain, errorLogger } from './local-chain.js';

const WSOL = 'So11111111111111111111111111111111111111112' as Address;
let world: KitWorld;
let creator: KeyPairSigner;
let trader: KeyPairSigner;
let mint: Address;
let venue: CpmmVenue;

const solBalance = async (owner: Address) => (await world.rpc.getBalance(owner).send()).value;

async function poolSnapshot() {
  const [address] = await findCpmmPools(world.rpc, venue.programAddress, mint);
  const [snapshot] = await readCpmmPools(world.rpc, venue, [address!]);
  return snapshot!;
}

const local = useLocalChain('chain-cpmm-', async () => {
  const treasury = (await generateKeyPairSigner()).address;
  return { poolFeeOwner: treasury, logger: errorLogger };
});

beforeAll(async () => {
  world = kitWorld(local.chain);
  [creator, trader] = [await world.fundedSigner(100n), await world.fundedSigner(100n)];
  // A classic mint with 6 decimals; the creator holds 1,000,000 tokens and the trader 1,000.
  mint = await world.classicMint(creator, 6, [
    { owner: creator.address, amount: 1_000_000_000_000n },
    { owner: trader.address, amount: 1_000_000_000n },
  ]);
  venue = await readCpmmVenue(world.rpc, CPMM_DEPLOYMENTS.local);
});

describe('CPMM builders on the local chain', () => {
  it('Given the local venue, when it is read, then it offers the spec fee tiers', () => {
    expect(venue.configs.map((c) => c.tradeFeeRate)).toEqual([2_500n, 5_000n, 10_000n, 20_000n, 40_000n]);
  });

  it('Given a token and SOL, when the creator creates a pool at 0.25 %, then the pool holds both deposits, the creator holds the quoted LP and the fee account of the treasury the 0.15 SOL fee', async () => {
    const feeAccount = venue.createPoolFeeAccount;
    const feesBefore = await solBalance(feeAccount);
    const { instructions, quote } = await createPoolInstructions({
      venue,
      config: venue.configs[0]!,
      creator,
      sideA: { mint, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: 500_000_000_000n },
      sideB: { mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS, transferFee: null, amount: 10_000_000_000n },
    });
    await world.send(creator, instructions);

    const pool = await poolSnapshot();
    expect(pool.address).toBe(quote.poolAddress);
    expect([pool.vault0Amount, pool.vault1Amount].sort()).toEqual([10_000_000_000n, 500_000_000_000n].sort());
    expect(await world.tokenBalance(creator.address, quote.lpMint)).toBe(quote.creatorLp);
    expect(pool.state.lpSupply).toBe(quote.liquidity);
    expect((await solBalance(feeAccount)) - feesBefore).toBe(150_000_000n);
  });

  it('Given the pool open, when the trader swaps 1 SOL in, then exactly the quoted tokens arrive and the SOL leaves', async () => {
    const pool = await poolSnapshot();
    await untilPoolOpen(world.rpcUrl, pool.state.openTime);
    const tokensBefore = await world.tokenBalance(trader.address, mint);
    const { instructions, quote } = await swapBaseInputInstructions({ pool, trader, inputMint: WSOL, amountIn: 1_000_000_000n, slippageBps: 100n });
    await world.send(trader, instructions);
    expect((await world.tokenBalance(trader.address, mint)) - tokensBefore).toBe(quote.amountReceived);
    expect(quote.minimumReceived).toBeLessThan(quote.amountReceived);
  });

  it('Given the trader holds tokens, when it sells 1,000 for SOL and buys with SOL into its token account known to exist, then the SOL quoted arrives in the wallet itself, no wrapped-SOL account is left behind and neither swap runs the associated-token program', async () => {
    const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
    const FEE = 5_000n; // one signature, no priority fee
    const pool = await poolSnapshot();
    const solBefore = await solBalance(trader.address);
    const sell = await swapBaseInputInstructions({ pool, trader, inputMint: mint, amountIn: 1_000_000_000n, slippageBps: 100n });
    await world.send(trader, sell.instructions);
    expect((await solBalance(trader.address)) - solBefore).toBe(sell.quote.amountReceived - FEE);

    const buy = await swapBaseInputInstructions({
      pool: await poolSnapshot(),
      trader,
      inputMint: WSOL,
      amountIn: 10_000_000n,
      slippageBps: 100n,
      destinationExists: true,
    });
    const tokensBefore = await world.tokenBalance(trader.address, mint);
    await world.send(trader, buy.instructions);
    expect((await world.tokenBalance(trader.address, mint)) - tokensBefore).toBe(buy.quote.amountReceived);

    for (const { instructions } of [sell, buy]) {
      expect(instructions.map((i) => i.programAddress)).not.toContain(ASSOCIATED_TOKEN_PROGRAM);
      // The swap's own wrapped-SOL account (the one CreateAccountWithSeed opened) is closed again.
      const opened = instructions.find((i) => i.programAddress === '11111111111111111111111111111111')!.accounts![1]!.address;
      expect((await world.rpc.getAccountInfo(opened).send()).value).toBeNull();
    }
    const [associatedWsol] = await findAssociatedTokenPda({ owner: trader.address, mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    expect((await world.rpc.getAccountInfo(associatedWsol).send()).value).toBeNull();
  });

  it('Given the pool read once, when it is read again after a swap, then one getMultipleAccounts answers it and its reserves are the vaults as they are now', async () => {
    // An RPC that counts the methods it is asked (the reader keeps what never changes per RPC object).
    const asked: string[] = [];
    const transport = createDefaultRpcTransport({ url: local.chain.rpcUrl });
    const rpc = createSolanaRpcFromTransport(((request: { payload: { method: string } }) => {
      asked.push(request.payload.method);
      return transport(request as never);
    }) as never);
    const [address] = await findCpmmPools(world.rpc, venue.programAddress, mint);
    const before = (await readCpmmPools(rpc, venue, [address!]))[0]!;
    const { instructions } = await swapBaseInputInstructions({ pool: before, trader, inputMint: WSOL, amountIn: 10_000_000n, slippageBps: 100n });
    await world.send(trader, instructions);
    asked.length = 0;
    const after = (await readCpmmPools(rpc, venue, [address!]))[0]!;
    expect(asked).toEqual(['getMultipleAccounts']);
    const vault = async (a: Address) => BigInt((await world.rpc.getTokenAccountBalance(a).send()).value.amount);
    expect([after.vault0Amount, after.vault1Amount]).toEqual([await vault(after.state.token0Vault), await vault(after.state.token1Vault)]);
    expect(after.vault0Amount + after.vault1Amount).not.toBe(before.vault0Amount + before.vault1Amount);
  });

  it('Given the pool, when the trader buys exactly 1,000 tokens, then exactly 1,000 arrive for no more than the maximum', async () => {
    const pool = await poolSnapshot();
    const tokensBefore = await world.tokenBalance(trader.address, mint);
    const { instructions, quote } = await swapBaseOutputInstructions({ pool, trader, inputMint: WSOL, amountOut: 1_000_000_000n, slippageBps: 100n });
    await world.send(trader, instructions);
    expect((await world.tokenBalance(trader.address, mint)) - tokensBefore).toBe(1_000_000_000n);
    expect(quote.amountIn).toBeLessThanOrEqual(quote.maximumPaid);
  });

  it('Given the pool, when the trader deposits 0.5 SOL and its share of tokens and withdraws the LP again, then the LP and both sides move as quoted', async () => {
    let pool = await poolSnapshot();
    const lpAmount = lpForDeposit(pool, WSOL, 500_000_000n);
    const deposit = await depositInstructions({ pool, owner: trader, lpAmount, slippageBps: 100n });
    await world.send(trader, deposit.instructions);
    expect(await world.tokenBalance(trader.address, pool.state.lpMint)).toBe(lpAmount);

    pool = await poolSnapshot();
    const tokensBefore = await world.tokenBalance(trader.address, mint);
    const withdraw = await withdrawInstructions({ pool, owner: trader, lpAmount, slippageBps: 100n });
    await world.send(trader, withdraw.instructions);
    expect(await world.tokenBalance(trader.address, pool.state.lpMint)).toBe(0n);
    const tokenSide = pool.state.token0Mint === mint ? withdraw.quote.token0Received : withdraw.quote.token1Received;
    expect((await world.tokenBalance(trader.address, mint)) - tokensBefore).toBe(tokenSide);
  });
});
