/**
 * LP lock: the holder's LP goes into an escrow of the lock program (Jupiter Lock's interface),
 * the holder its recipient, the whole amount unlocking at the cliff, which is the unlock date; no
 * one can cancel it or change its recipient. Only the owner's claim releases it, and the program
 * refuses a claim before the date, so neither this server nor anyone else holds the LP meanwhile.
 * The locks are read back from the chain: every escrow whose recipient is the user and whose mint
 * is a pool's LP mint, whichever client made it.
 */
import { address, createNoopSigner, type Address } from '@solana/kit';
import {
  claimableAmount,
  claimInstructions,
  createEscrowInstructions,
  escrowRent,
  findVestingEscrows,
  lockUntilSchedule,
  lockVenue,
  readVestingEscrow,
  totalVestingAmount,
  TOKEN_PROGRAM_ADDRESS,
  type EscrowSnapshot,
} from '@toolkit/chain';
import type { LpLockRequest, LpLockView } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { buildTransactionMessage, requireFunds, userTransactionContext, type UserTransactionContext } from '../transactions/index.ts';
import { LIQUIDITY_KINDS } from './liquidity-kinds.ts';
import { amountOf } from './pool-amounts.ts';
import { chainSeconds, nowSeconds } from '../lock-escrows/index.ts';
import type { ProgramPools } from './program-pools.ts';

/** The escrow's token account and create_vesting_escrow with its event; the claim with its account. */
const COMPUTE_UNITS = { lock: 120_000, unlock: 100_000 } as const;

export function createLpLocks(app: FastifyInstance, pools: ProgramPools) {
  async function prepare(
    user: SessionUserLike,
    tx: UserTransactionContext,
    kind: string,
    instructions: Parameters<typeof buildTransactionMessage>[0]['instructions'],
    extra: {
      computeUnits: number;
      context: Record<string, string>;
      seed?: Uint8Array;
    },
  ) {
    const message = await buildTransactionMessage({
      rpc: tx.rpc,
      feePayer: user.phantomAddress,
      instructions,
      prioritySol: tx.prioritySol,
      computeUnitLimit: extra.computeUnits,
      version: 0,
    });
    const prepared = await app.transactions.prepare({
      userId: user.id,
      kind,
      message,
      rpcUrl: tx.rpcUrl,
      ...(extra.seed ? { serverSigners: [{ type: 'ephemeral' as const, seed: extra.seed }] } : {}),
      context: extra.context,
    });
    return prepared.transaction;
  }

  /** The user's escrow `lockId` holding LP, or LP_LOCK_NOT_FOUND (someone else's lock included). */
  async function ownLock(tx: UserTransactionContext, owner: string, lockId: string): Promise<EscrowSnapshot> {
    const venue = await lockVenue();
    const escrow = await readVestingEscrow(tx.rpc, venue.programAddress, address(lockId));
    if (!escrow || escrow.recipient !== owner || escrow.cancelledAt > 0n) throw new AppError('LP_LOCK_NOT_FOUND', { field: 'lockId' });
    return escrow;
  }

  return {
    /** Builds the escrow of `amount` LP until `unlockAt`; the escrow's address is the lock's id. */
    async lock(user: SessionUserLike, body: LpLockRequest): Promise<{ transaction: string; lockId: string }> {
      const tx = await userTransactionContext(app, user.id);
      const pool = await pools.pool(await pools.at(tx.network, tx.rpcUrl, tx.rpc), body.pool);
      const { lpMint, lpMintDecimals } = pool.state;
      const amount = amountOf(body.amount, lpMintDecimals, 'amount');
      const unlockAt = BigInt(Math.ceil(Date.parse(body.unlockAt) / 1000));
      const now = nowSeconds();
      if (unlockAt <= now) throw new AppError('LP_UNLOCK_IN_PAST', { field: 'unlockAt' });
      await requireFunds(tx.rpc, user.phantomAddress, {
        signatures: 2,
        prioritySol: tx.prioritySol,
        spend: { mint: lpMint, amount, decimals: lpMintDecimals, field: 'amount' },
        lamports: await escrowRent(tx.rpc),
      }).catch((e: unknown) => {
        throw e instanceof AppError && e.code === 'NOT_ENOUGH_TOKEN' ? new AppError('LP_INSUFFICIENT', { field: 'amount' }) : e;
      });
      const base = generateSeed();
      // CPMM's LP mint is a classic SPL mint: create_vesting_escrow, not its v2.
      const { instructions, quote } = await createEscrowInstructions({
        venue: await lockVenue(),
        creator: address(user.phantomAddress),
        base: createNoopSigner(address(base.address)),
        mint: lpMint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
        recipient: address(user.phantomAddress),
        params: lockUntilSchedule(amount, unlockAt, now),
      });
      const transaction = await prepare(user, tx, LIQUIDITY_KINDS.lock, instructions, {
        computeUnits: COMPUTE_UNITS.lock,
        seed: base.seed,
        context: { pool: pool.address, escrow: quote.escrow, amount: amount.toString() },
      });
      return { transaction, lockId: quote.escrow };
    },

    /** The owner's claim of a due lock; before its date it is refused with the date, as the program would. */
    async unlock(user: SessionUserLike, lockId: string): Promise<string> {
      const tx = await userTransactionContext(app, user.id);
      const escrow = await ownLock(tx, user.phantomAddress, lockId);
      // The program judges by the chain's clock (a claim before the cliff lands and moves nothing): so does this.
      const now = await chainSeconds(tx.rpc, { fresh: true });
      if (escrow.totalClaimedAmount >= totalVestingAmount(escrow)) throw new AppError('LP_LOCK_RELEASED', { field: 'lockId' });
      if (claimableAmount(escrow, now) === 0n) {
        throw new AppError('LP_LOCK_NOT_DUE', { context: { unlockAt: isoOf(escrow.cliffTime) }, field: 'lockId' });
      }
      const { instructions } = await claimInstructions({ venue: await lockVenue(), escrow, recipient: user.phantomAddress as Address, now });
      await requireFunds(tx.rpc, user.phantomAddress, { signatures: 1, prioritySol: tx.prioritySol, receives: [escrow.tokenMint] });
      return prepare(user, tx, LIQUIDITY_KINDS.unlock, instructions, {
        computeUnits: COMPUTE_UNITS.unlock,
        context: { escrow: escrow.address },
      });
    },

    /** The user's LP locks on the chain: escrows to them of any program pool's LP mint, the latest unlock first. */
    async locks(user: SessionUserLike): Promise<LpLockView[]> {
      const tx = await userTransactionContext(app, user.id);
      const venue = await lockVenue();
      const escrows = await findVestingEscrows(tx.rpc, venue.programAddress, { recipient: user.phantomAddress });
      if (escrows.length === 0) return [];
      const poolByLpMint = new Map((await pools.all(await pools.at(tx.network, tx.rpcUrl, tx.rpc))).map((p) => [p.state.lpMint as string, p]));
      return escrows
        .flatMap((e): LpLockView[] => {
          const pool = poolByLpMint.get(e.tokenMint);
          if (!pool || e.cancelledAt > 0n) return [];
          const total = totalVestingAmount(e);
          return [
            {
              id: e.address,
              pool: pool.address,
              lpMint: pool.state.lpMint,
              lpDecimals: pool.state.lpMintDecimals,
              amount: total.toString(),
              unlockAt: isoOf(e.cliffTime),
              status: e.totalClaimedAmount >= total ? 'unlocked' : 'locked',
            },
          ];
        })
        .sort((a, b) => b.unlockAt.localeCompare(a.unlockAt) || a.id.localeCompare(b.id));
    },
  };
}
export type LpLocks = ReturnType<typeof createLpLocks>;

const isoOf = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString();
