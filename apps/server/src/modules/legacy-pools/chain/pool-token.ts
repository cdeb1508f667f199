import { createNoopSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSyncNativeInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { getTransferCheckedWithFeeInstruction } from '@solana-program/token-2022';
import { withheldFee, type TransferFeeRate } from '@toolkit/shared';
import { ownerTokenAccount as associatedTokenAddress } from '@toolkit/chain';

/**
 * The two token programs a pool side may belong to, as their clients export them, so callers
 * never spell program ids out. LP mints and wrapped SOL are always classic SPL mints.
 */
export { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
export { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';

/** The wrapped-SOL mint: a pool's SOL side is a wrapped-SOL vault. */
export const WRAPPED_SOL_MINT = address('So11111111111111111111111111111111111111112');

/** One side of a pool: its mint, the token program that owns the mint, and its decimals. */
export interface PoolToken {
  mint: string;
  /** spl-token or token-2022 program id (wrapped SOL is always the classic program). */
  program: string;
  decimals: number;
  /** A Token-2022 transfer fee in force now: every transfer of this side then states it. */
  transferFee?: TransferFeeRate | null;
}

export const isNativeSide = (token: PoolToken) => token.mint === WRAPPED_SOL_MINT;

/** The server only builds; the wallet and the pool key sign later. These mark who must sign. */
export const signerOf = (who: string): TransactionSigner => createNoopSigner(address(who));

export function tokenAccountOf(owner: string, token: PoolToken): Promise<Address> {
  return associatedTokenAddress(owner, token.mint, token.program);
}

export function createAccountIfMissing(payer: string, owner: string, ata: string, token: PoolToken): Instruction {
  return getCreateAssociatedTokenIdempotentInstruction({
    payer: signerOf(payer),
    ata: address(ata),
    owner: address(owner),
    mint: address(token.mint),
    tokenProgram: address(token.program),
  });
}

/**
 * `amount` of a side from one account to another, `authority` signing. A side with a transfer fee
 * moves by TransferCheckedWithFee, which states the fee withheld from the recipient: should the
 * fee in force differ when it lands (a new epoch's fee), the transfer fails instead of delivering
 * less than the amounts the pool and the user agreed on.
 */
export function tokenTransfer(token: PoolToken, source: string, destination: string, authority: string, amount: bigint): Instruction {
  const accounts = {
    source: address(source),
    mint: address(token.mint),
    destination: address(destination),
    authority: signerOf(authority),
    amount,
    decimals: token.decimals,
  };
  const program = { programAddress: address(token.program) };
  const fee = token.transferFee;
  return fee
    ? getTransferCheckedWithFeeInstruction({ ...accounts, fee: withheldFee(amount, fee.bps, fee.maximumFee) }, program)
    : getTransferCheckedInstruction(accounts, program);
}

/**
 * The user puts `amount` of a side into its vault. SOL goes in as lamports straight into the
 * wrapped-SOL vault followed by SyncNative, so the user needs no wrapped-SOL account of their own.
 */
export async function depositInstructions(user: string, token: PoolToken, vault: string, amount: bigint): Promise<Instruction[]> {
  if (isNativeSide(token)) {
    return [
      getTransferSolInstruction({ source: signerOf(user), destination: address(vault), amount }),
      getSyncNativeInstruction({ account: address(vault) }),
    ];
  }
  return [tokenTransfer(token, await tokenAccountOf(user, token), vault, user, amount)];
}

/**
 * The pool authority pays `amount` of a side from its vault to the user. SOL arrives as wrapped
 * SOL in the user's own account, which is then closed so the user holds plain SOL again.
 */
export async function payoutInstructions(
  poolAuthority: string,
  user: string,
  token: PoolToken,
  vault: string,
  amount: bigint,
): Promise<Instruction[]> {
  const userAccount = await tokenAccountOf(user, token);
  const instructions: Instruction[] = [
    createAccountIfMissing(user, user, userAccount, token),
    tokenTransfer(token, vault, userAccount, poolAuthority, amount),
  ];
  if (isNativeSide(token)) {
    instructions.push(getCloseAccountInstruction({ account: userAccount, destination: address(user), owner: signerOf(user) }));
  }
  return instructions;
}
