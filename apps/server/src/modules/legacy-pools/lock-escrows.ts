/**
 * An LP lock of a server-held pool moved onto the lock program: the lock's share of both vaults
 * (its payout, fixed by the wind-down's snapshot) goes into escrows the pool's key creates from
 * the vaults, one per side, each unlocking at the lock's date with its owner as recipient and no
 * one able to cancel it or change its recipient. From then on no server key holds anything of the
 * lock: its owner claims it from the lock program after the date (the vesting screen lists it).
 *
 * The pool's LP is not what is escrowed: once the pool is wound down its LP redeems nothing, and
 * its value is the vault share the lock was owed. A SOL side is escrowed as wrapped SOL (an escrow
 * holds a token); a side with a transfer fee escrows what a plain payout would have delivered.
 */
import { address, createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { createEscrowInstructions, lockUntilSchedule, lockVenue } from '@toolkit/chain';
import { netAfterFee } from '@toolkit/shared';
import { generateSeed } from '../../lib/ed25519.ts';
import type { PoolSides } from './chain/index.ts';
import type { PayoutRow } from './wind-down-store.ts';

export interface LockEscrow {
  payoutId: string;
  mint: string;
  escrow: Address;
  /** Base units the escrow holds (unlocking whole at the date). */
  amount: bigint;
}

export interface LockEscrowBuild {
  instructions: Instruction[];
  /** The one-time base key of each escrow: each signs the transaction once and has no power after. */
  seeds: Uint8Array[];
  escrows: LockEscrow[];
}

/** Unix seconds of the lock's date, never before it. */
const unlockSecondsOf = (p: PayoutRow) => BigInt(Math.ceil(p.dueAt!.getTime() / 1000));

/** Escrows for each of `rows` (lock payouts not yet due), created by the pool's key from its vaults. */
export async function lockEscrowInstructions(sides: PoolSides, rows: PayoutRow[], now: bigint): Promise<LockEscrowBuild> {
  const venue = await lockVenue();
  const built: LockEscrowBuild = { instructions: [], seeds: [], escrows: [] };
  for (const p of rows) {
    for (const [token, vault, share] of [
      [sides.base, sides.baseVault, BigInt(p.baseAmount)],
      [sides.quote, sides.quoteVault, BigInt(p.quoteAmount)],
    ] as const) {
      // The vault sends what reaches the escrow plus the fee: at most the share.
      const amount = netAfterFee(share, token.transferFee);
      if (amount <= 0n) continue;
      const base = generateSeed();
      const { instructions, quote } = await createEscrowInstructions({
        venue,
        creator: address(sides.pool),
        senderToken: address(vault),
        base: createNoopSigner(address(base.address)),
        mint: address(token.mint),
        tokenProgram: address(token.program),
        recipient: address(p.recipient),
        params: lockUntilSchedule(amount, unlockSecondsOf(p), now),
      });
      built.instructions.push(...instructions);
      built.seeds.push(base.seed);
      built.escrows.push({ payoutId: p.id, mint: token.mint, escrow: quote.escrow, amount });
    }
  }
  return built;
}
