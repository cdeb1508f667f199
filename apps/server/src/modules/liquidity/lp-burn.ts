/**
 * LP burn (as Raydium's Burn & Earn): a plain burn of the pool's LP mint from the holder's
 * account. The pool's reserves stay and its state's LP supply keeps counting the burned units, so
 * every remaining LP unit's share of the reserves is unchanged and the burned share stays in the
 * pool for good.
 */
import { burnInstructions, TOKEN_PROGRAM_ADDRESS } from '@toolkit/chain';
import type { LpBurnRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { buildTransactionMessage, requireFunds, userTransactionContext } from '../transactions/index.ts';
import { LIQUIDITY_KINDS } from './liquidity-kinds.ts';
import { amountOf } from './pool-amounts.ts';
import type { ProgramPools } from './program-pools.ts';

const COMPUTE_UNITS = 30_000;

export function createLpBurn(app: FastifyInstance, pools: ProgramPools) {
  return async function burn(user: SessionUserLike, body: LpBurnRequest): Promise<string> {
    const tx = await userTransactionContext(app, user.id);
    const pool = await pools.pool(await pools.at(tx.network, tx.rpcUrl, tx.rpc), body.pool);
    const { lpMint, lpMintDecimals } = pool.state;
    const amount = amountOf(body.amount, lpMintDecimals, 'amount');
    await requireFunds(tx.rpc, user.phantomAddress, {
      signatures: 1,
      prioritySol: tx.prioritySol,
      spend: { mint: lpMint, amount, decimals: lpMintDecimals, field: 'amount' },
    });
    // CPMM's LP mint is a classic SPL mint.
    const instructions = await burnInstructions(
      { mint: lpMint, tokenProgram: TOKEN_PROGRAM_ADDRESS, decimals: lpMintDecimals },
      user.phantomAddress,
      amount,
    );
    const message = await buildTransactionMessage({
      rpc: tx.rpc,
      feePayer: user.phantomAddress,
      instructions,
      prioritySol: tx.prioritySol,
      computeUnitLimit: COMPUTE_UNITS,
    });
    const prepared = await app.transactions.prepare({
      userId: user.id,
      kind: LIQUIDITY_KINDS.burn,
      message,
      rpcUrl: tx.rpcUrl,
      context: { pool: pool.address, amount: amount.toString() },
    });
    return prepared.transaction;
  };
}
