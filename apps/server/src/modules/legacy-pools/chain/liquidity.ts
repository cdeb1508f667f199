import { type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getTransferSolInstruction } from '@solana-program/system';
import { getBurnCheckedInstruction, getMintToInstruction } from '@solana-program/token';
import { createAccountIfMissing, depositInstructions, payoutInstructions, signerOf, tokenAccountOf, type PoolToken } from './pool-token.ts';
import { openReceiptInstructions, type SwapReceipt } from './swap-receipt.ts';

export interface PoolSides {
  pool: string;
  base: PoolToken;
  quote: PoolToken;
  baseVault: string;
  quoteVault: string;
  lpMint: string;
  /** Token-2022 for pools with a named LP token; the classic program for pools created before. */
  lpProgram: string;
  lpDecimals: number;
}

const lpToken = (p: PoolSides): PoolToken => ({ mint: p.lpMint, program: p.lpProgram, decimals: p.lpDecimals });

/** The user deposits both sides in the pool's ratio; the pool mints their LP. Signers: user, pool. */
export async function addLiquidityInstructions(
  p: PoolSides,
  user: string,
  amounts: { baseAmount: bigint; quoteAmount: bigint; lpAmount: bigint },
): Promise<Instruction[]> {
  const userLp = await tokenAccountOf(user, lpToken(p));
  return [
    ...(await depositInstructions(user, p.base, p.baseVault, amounts.baseAmount)),
    ...(await depositInstructions(user, p.quote, p.quoteVault, amounts.quoteAmount)),
    createAccountIfMissing(user, user, userLp, lpToken(p)),
    getMintToInstruction(
      { mint: address(p.lpMint), token: userLp, mintAuthority: signerOf(p.pool), amount: amounts.lpAmount },
      { programAddress: address(p.lpProgram) },
    ),
  ];
}

/** The user burns LP; the pool pays out the share of both sides. Signers: user, pool. */
export async function removeLiquidityInstructions(
  p: PoolSides,
  user: string,
  amounts: { lpAmount: bigint; baseAmount: bigint; quoteAmount: bigint },
): Promise<Instruction[]> {
  const userLp = await tokenAccountOf(user, lpToken(p));
  return [
    getBurnCheckedInstruction(
      { account: userLp, mint: address(p.lpMint), authority: signerOf(user), amount: amounts.lpAmount, decimals: p.lpDecimals },
      { programAddress: address(p.lpProgram) },
    ),
    ...(await payoutInstructions(p.pool, user, p.base, p.baseVault, amounts.baseAmount)),
    ...(await payoutInstructions(p.pool, user, p.quote, p.quoteVault, amounts.quoteAmount)),
  ];
}

/**
 * A swap: the user's input into one vault and their minimum received from the other vault, in one
 * transaction; xy = base in, quote out; yx = quote in, base out. Any price improvement above the
 * minimum follows in the pool's own payment (improvementInstructions), whose network fee the user
 * hands the pool here (`paymentFee` lamports), and which refunds the swap's receipt the user opens
 * here (swap-receipt.ts). Signers: user, pool.
 */
export async function swapInstructions(
  p: PoolSides,
  user: string,
  swap: { direction: 'xy' | 'yx'; amountIn: bigint; minimumOut: bigint; paymentFee: bigint; receipt: SwapReceipt },
): Promise<Instruction[]> {
  const [input, inputVault, output, outputVault] =
    swap.direction === 'xy' ? [p.base, p.baseVault, p.quote, p.quoteVault] : [p.quote, p.quoteVault, p.base, p.baseVault];
  return [
    ...(await depositInstructions(user, input, inputVault, swap.amountIn)),
    ...(await payoutInstructions(p.pool, user, output, outputVault, swap.minimumOut)),
    getTransferSolInstruction({ source: signerOf(user), destination: address(p.pool), amount: swap.paymentFee }),
    ...openReceiptInstructions(p.pool, user, swap.receipt),
  ];
}
