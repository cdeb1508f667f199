/**
 * The CPMM builders against the local chain, as any client would use them: create a pool of a
 * token and SOL, swap both ways, deposit and withdraw, each one transaction the user alone signs,
 * sent straight to the chain's JSON-RPC. What arrives is what the quote said, to the base unit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airdropFactory,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  CPMM_DEPLOYMENTS,
  createPoolInstructions,
  depositInstructions,
  findCpmmPools,
  lpForDeposit,
  readCpmmPools,
  readCpmmVenue,
  startLocalChain,
  swapBaseInputInstructions,
  swapBaseOutputInstructions,
  withdrawInstructions,
  type CpmmVenue,
  type LocalChain,
} from '../src/index.js';

const WSOL = 'So11111111111111111111111111111111111111112' as Address;
let chain: LocalChain;
let dataDir: string;
let rpc: ReturnType<typeof createSolanaRpc>;
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>;
let creator: KeyPairSigner;
let trader: KeyPairSigner;
let treasury: Address;
let mint: Address;
let venue: CpmmVenue;

async function send(payer: KeyPairSigner, instructions: Instruction[]) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  await sendAndConfirm(signed as never, { commitment: 'confirmed' });
}

async function tokenBalance(owner: Address, ofMint: Address): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: ofMint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const account = await rpc
    .getTokenAccountBalance(ata)
    .send()
    .catch(() => null);
  return account ? BigInt(account.value.amount) : 0n;
}

const solBalance = async (owner: Address) => (await rpc.getBalance(owner).send()).value;

async function poolSnapshot() {
  const [address] = await findCpmmPools(rpc, venue.programAddress, mint);
  const [snapshot] = await readCpmmPools(rpc, venue, [address!]);
  return snapshot!;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chain-cpmm-'));
  treasury = (await generateKeyPairSigner()).address;
  chain = await startLocalChain({ dataDir, rpcPort: 0, poolFeeOwner: treasury, logger: { info() {}, warn() {}, error: console.error } });
  rpc = createSolanaRpc(chain.rpcUrl);
  const subscriptions = createSolanaRpcSubscriptions(chain.wsUrl);
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc: rpc as never, rpcSubscriptions: subscriptions as never });
  const airdrop = airdropFactory({ rpc: rpc as never, rpcSubscriptions: subscriptions as never });
  [creator, trader] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  for (const who of [creator, trader])
    await airdrop({ recipientAddress: who.address, lamports: lamports(100_000_000_000n), commitment: 'confirmed' });

  // A classic mint with 6 decimals; the creator holds 1,000,000 tokens and the trader 1,000.
  const mintSigner = await generateKeyPairSigner();
  mint = mintSigner.address;
  const [creatorAta] = await findAssociatedTokenPda({ owner: creator.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const [traderAta] = await findAssociatedTokenPda({ owner: trader.address, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  await send(creator, [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: mintSigner,
      lamports: lamports(1_461_600n),
      space: 82,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint, decimals: 6, mintAuthority: creator.address, freezeAuthority: null }),
    getCreateAssociatedTokenIdempotentInstruction({ payer: creator, ata: creatorAta, owner: creator.address, mint }),
    getCreateAssociatedTokenIdempotentInstruction({ payer: creator, ata: traderAta, owner: trader.address, mint }),
    getMintToInstruction({ mint, token: creatorAta, mintAuthority: creator, amount: 1_000_000_000_000n }),
    getMintToInstruction({ mint, token: traderAta, mintAuthority: creator, amount: 1_000_000_000n }),
  ]);
  venue = await readCpmmVenue(rpc, CPMM_DEPLOYMENTS.local);
});

afterAll(async () => {
  await chain?.close();
  rmSync(dataDir, { recursive: true, force: true });
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
    await send(creator, instructions);

    const pool = await poolSnapshot();
    expect(pool.address).toBe(quote.poolAddress);
    expect([pool.vault0Amount, pool.vault1Amount].sort()).toEqual([10_000_000_000n, 500_000_000_000n].sort());
    expect(await tokenBalance(creator.address, quote.lpMint)).toBe(quote.creatorLp);
    expect(pool.state.lpSupply).toBe(quote.liquidity);
    expect((await solBalance(feeAccount)) - feesBefore).toBe(150_000_000n);
  });

  it('Given the pool open, when the trader swaps 1 SOL in, then exactly the quoted tokens arrive and the SOL leaves', async () => {
    await new Promise((r) => setTimeout(r, 1_100)); // the pool opens one second after creation
    const pool = await poolSnapshot();
    const tokensBefore = await tokenBalance(trader.address, mint);
    const { instructions, quote } = await swapBaseInputInstructions({ pool, trader, inputMint: WSOL, amountIn: 1_000_000_000n, slippageBps: 100n });
    await send(trader, instructions);
    expect((await tokenBalance(trader.address, mint)) - tokensBefore).toBe(quote.amountReceived);
    expect(quote.minimumReceived).toBeLessThan(quote.amountReceived);
  });

  it('Given the pool, when the trader buys exactly 1,000 tokens, then exactly 1,000 arrive for no more than the maximum', async () => {
    const pool = await poolSnapshot();
    const tokensBefore = await tokenBalance(trader.address, mint);
    const { instructions, quote } = await swapBaseOutputInstructions({ pool, trader, inputMint: WSOL, amountOut: 1_000_000_000n, slippageBps: 100n });
    await send(trader, instructions);
    expect((await tokenBalance(trader.address, mint)) - tokensBefore).toBe(1_000_000_000n);
    expect(quote.amountIn).toBeLessThanOrEqual(quote.maximumPaid);
  });

  it('Given the pool, when the trader deposits 0.5 SOL and its share of tokens and withdraws the LP again, then the LP and both sides move as quoted', async () => {
    let pool = await poolSnapshot();
    const lpAmount = lpForDeposit(pool, WSOL, 500_000_000n);
    const deposit = await depositInstructions({ pool, owner: trader, lpAmount, slippageBps: 100n });
    await send(trader, deposit.instructions);
    expect(await tokenBalance(trader.address, pool.state.lpMint)).toBe(lpAmount);

    pool = await poolSnapshot();
    const tokensBefore = await tokenBalance(trader.address, mint);
    const withdraw = await withdrawInstructions({ pool, owner: trader, lpAmount, slippageBps: 100n });
    await send(trader, withdraw.instructions);
    expect(await tokenBalance(trader.address, pool.state.lpMint)).toBe(0n);
    const tokenSide = pool.state.token0Mint === mint ? withdraw.quote.token0Received : withdraw.quote.token1Received;
    expect((await tokenBalance(trader.address, mint)) - tokensBefore).toBe(tokenSide);
  });
});
