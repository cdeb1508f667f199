/**
 * Server-held pools as earlier versions left them in a data folder: the pool authority's key
 * sealed in its `pools` row, its vaults and Token-2022 LP mint on chain, LP locks in its lock
 * account with their `lp_locks` rows. The app no longer opens such pools; tests of their
 * wind-down open them here, with the instructions those versions used, straight on chain.
 */
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address,
  createNoopSigner,
  type Instruction,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, readMint } from '@toolkit/chain';
import { FEES, initialLiquidity, NATIVE_MINT, netAfterFee, type TransferFeeRate } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { lpLocks, pools } from '../src/db/schema.ts';
import { generateSeed, signAsAddress } from '../src/lib/ed25519.ts';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { getInitializeAccount3Instruction, getTokenSize, getTransferCheckedInstruction } from '@solana-program/token';
import {
  initPoolInstructions,
  LP_LOCK_SEED,
  lpBurnInstructions,
  lpLockAccountOf,
  lpMintSize,
  poolAccounts,
  tokenAccountOf,
  type PoolSides,
  type PoolToken,
} from '../src/modules/legacy-pools/chain/index.ts';
import { poolKeyContext, poolSides, type PoolRow } from '../src/modules/legacy-pools/pool/index.ts';
import { confirm, createTestToken, rpcCall, type SigningWallet } from './chain-kit.ts';

export interface LegacyPool {
  pool: string;
  token: string;
  row: PoolRow;
  view: { lpMint: string; lpDecimals: number; baseVault: string; quoteVault: string };
}

/** Signs `instructions` with the wallet and the given seeds, sends them straight to the chain and waits for confirmation. */
async function send(rpcUrl: string, payer: SigningWallet, instructions: Instruction[], seeds: Array<{ seed: Uint8Array; address: string }>) {
  const { value: lifetime } = await createSolanaRpc(rpcUrl).getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(payer.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const compiled = compileTransaction(message);
  const bytes = new Uint8Array(compiled.messageBytes);
  const signatures: Record<string, SignatureBytes> = { [payer.address]: payer.sign(bytes) as SignatureBytes };
  for (const s of seeds) signatures[s.address] = signAsAddress(s.seed, s.address, bytes) as SignatureBytes;
  const signed = { ...compiled, signatures: { ...compiled.signatures, ...signatures } } as Transaction;
  const sig = await rpcCall<string>(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  await confirm(rpcUrl, sig);
  return sig;
}

/**
 * A TKN/SOL pool of 1,000,000 TKN and 10 SOL opened by `creator` (user `userId`) as an earlier
 * version did; `token` (default: a fresh classic 6-decimal token of the creator's) may charge a
 * transfer fee (`transferFee`, a Token-2022 mint).
 */
export async function givenLegacyPool(
  app: FastifyInstance,
  rpcUrl: string,
  creator: SigningWallet,
  userId: string,
  options: { token?: string; transferFee?: TransferFeeRate } = {},
): Promise<LegacyPool> {
  const token = options.token ?? (await createTestToken(rpcUrl, creator, 6, 10_000_000n * 10n ** 6n));
  const mint = await readMint(createSolanaRpc(rpcUrl), token);
  const base: PoolToken = { mint: token, program: mint!.programId, decimals: 6, transferFee: options.transferFee ?? null };
  const quote: PoolToken = { mint: NATIVE_MINT, program: TOKEN_PROGRAM_ADDRESS, decimals: 9, transferFee: null };
  const authority = generateSeed();
  const lpKey = generateSeed();
  const lp: PoolToken = { mint: lpKey.address, program: TOKEN_2022_PROGRAM_ADDRESS, decimals: 7 };
  const accounts = await poolAccounts(authority.address, base, quote, lp);
  const [baseAmount, quoteAmount] = [1_000_000n * 10n ** 6n, 10n * 10n ** 9n];
  const liquidity = initialLiquidity(netAfterFee(baseAmount, base.transferFee ?? null), quoteAmount);
  const [lpName, lpSymbol] = ['TKN-SOL LP', 'TKN-SOL-LP'];
  const lpMintRent = BigInt(
    await rpcCall<number>(rpcUrl, 'getMinimumBalanceForRentExemption', [lpMintSize(lp.mint, lpName, lpSymbol, authority.address)]),
  );
  const instructions = await initPoolInstructions({
    creator: creator.address,
    pool: authority.address,
    lpMint: lp.mint,
    lpDecimals: lp.decimals,
    lpName,
    lpSymbol,
    lpMintRent,
    base,
    quote,
    baseAmount,
    quoteAmount,
    creatorLp: liquidity.creator,
    lockedLp: liquidity.locked,
    treasury: app.secrets.treasuryAddress,
    creationFee: FEES.poolCreation,
    operatingLamports: 10_000_000n,
  });
  await send(rpcUrl, creator, instructions, [authority, lpKey]);
  const [row] = await app.db
    .insert(pools)
    .values({
      userId,
      address: authority.address,
      sealedKey: app.keyVault.seal(authority.seed, poolKeyContext(authority.address)),
      rpcUrl,
      pairKey: `${[token, NATIVE_MINT].sort().join(':')}:100`,
      baseMint: token,
      baseProgram: base.program,
      baseDecimals: base.decimals,
      quoteMint: NATIVE_MINT,
      quoteProgram: quote.program,
      quoteDecimals: quote.decimals,
      baseVault: accounts.baseVault,
      quoteVault: accounts.quoteVault,
      lpMint: lp.mint,
      lpProgram: lp.program,
      lpDecimals: lp.decimals,
      feeBps: 100,
      initBaseAmount: baseAmount.toString(),
      initQuoteAmount: quoteAmount.toString(),
      status: 'active',
    })
    .returning();
  return {
    pool: authority.address,
    token,
    row: row!,
    view: { lpMint: lp.mint, lpDecimals: lp.decimals, baseVault: accounts.baseVault, quoteVault: accounts.quoteVault },
  };
}

/**
 * An earlier version's LP lock: the holder moved LP into the pool's lock account, which only the
 * pool authority could release (the first lock of a pool created that account, the user paying
 * `createWithRent`, the pool signing as its base).
 */
async function lpLockInstructions(p: PoolSides, user: string, amount: bigint, createWithRent: bigint | null): Promise<Instruction[]> {
  const lock = await lpLockAccountOf(p);
  const program = { programAddress: address(p.lpProgram) };
  const lp = { mint: p.lpMint, program: p.lpProgram, decimals: p.lpDecimals };
  const create: Instruction[] = createWithRent
    ? [
        getCreateAccountWithSeedInstruction({
          payer: createNoopSigner(address(user)),
          newAccount: lock,
          baseAccount: createNoopSigner(address(p.pool)),
          base: address(p.pool),
          seed: LP_LOCK_SEED,
          amount: createWithRent,
          space: getTokenSize(),
          programAddress: address(p.lpProgram),
        }),
        getInitializeAccount3Instruction({ account: lock, mint: address(p.lpMint), owner: address(p.pool) }, program),
      ]
    : [];
  return [
    ...create,
    getTransferCheckedInstruction(
      {
        source: await tokenAccountOf(user, lp),
        mint: address(p.lpMint),
        destination: lock,
        authority: createNoopSigner(address(user)),
        amount,
        decimals: p.lpDecimals,
      },
      program,
    ),
  ];
}

/** `owner` (user `userId`) locks `amount` LP base units in the pool's lock account until `unlockAt`, as earlier versions let them. */
export async function givenLegacyLock(
  app: FastifyInstance,
  rpcUrl: string,
  given: LegacyPool,
  owner: SigningWallet,
  userId: string,
  amount: bigint,
  unlockAt: Date,
) {
  const sides = poolSides(given.row);
  const lockAccount = await lpLockAccountOf(sides);
  const exists = await rpcCall<{ value: unknown }>(rpcUrl, 'getAccountInfo', [lockAccount, { encoding: 'base64' }]);
  const rent = exists.value ? null : BigInt(await rpcCall<number>(rpcUrl, 'getMinimumBalanceForRentExemption', [165]));
  const seed = rent === null ? [] : [{ seed: app.keyVault.open(given.row.sealedKey, poolKeyContext(given.pool)), address: given.pool }];
  const signature = await send(rpcUrl, owner, await lpLockInstructions(sides, owner.address, amount, rent), seed);
  await app.db.insert(lpLocks).values({ poolId: given.row.id, userId, amount: amount.toString(), unlockAt, signature });
}

/** `owner` burns `amount` LP base units of the pool for good. */
export async function burnLegacyLp(rpcUrl: string, given: LegacyPool, owner: SigningWallet, amount: bigint) {
  await send(rpcUrl, owner, await lpBurnInstructions(poolSides(given.row), owner.address, amount), []);
}
