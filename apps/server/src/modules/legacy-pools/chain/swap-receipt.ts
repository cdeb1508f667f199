/**
 * A swap's receipt: an account its own transaction opens, which the pool's improvement payment
 * closes (refunding its rent to the trader). A payment that closes the receipts of the swaps it
 * pays succeeds only if every one of those swaps landed, so it can be sent right behind them,
 * before they are confirmed, and still never pays for a swap that did not land.
 *
 * Why a token account and not a bare System account: anyone can send lamports to any address, so
 * a System account holding rent proves nothing (a trader could fund their own receipt address and
 * make their swap fail). A token account owned by the token program can only exist at an address
 * derived from the pool authority if the pool authority signed its creation, which it does only
 * in that swap; and the token program closes it only with the pool authority's signature.
 */
import { type Address, type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getCreateAccountWithSeedInstruction } from '@solana-program/system';
import { getCloseAccountInstruction, getInitializeAccount3Instruction, getTokenSize, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { addressWithSeed } from './address-with-seed.ts';
import { signerOf, WRAPPED_SOL_MINT } from './pool-token.ts';

/** Bytes of a receipt (a classic token account): its rent is what the trader fronts. */
export const SWAP_RECEIPT_SIZE = BigInt(getTokenSize());

export interface SwapReceipt {
  /** Unique to the swap, at most 32 characters (createAccountWithSeed's limit). */
  seed: string;
  /** swapReceiptAddress(pool, seed). */
  address: string;
  /** Rent-exempt lamports for SWAP_RECEIPT_SIZE bytes, fronted by the trader and refunded by the payment. */
  rent: bigint;
}

export const swapReceiptAddress = (pool: string, seed: string): Address => addressWithSeed(pool, seed, TOKEN_PROGRAM_ADDRESS);

/** In the swap: the trader funds the receipt, the pool authority (base) signs its creation and owns it. */
export function openReceiptInstructions(pool: string, trader: string, receipt: SwapReceipt): Instruction[] {
  return [
    getCreateAccountWithSeedInstruction({
      payer: signerOf(trader),
      newAccount: address(receipt.address),
      baseAccount: signerOf(pool),
      base: address(pool),
      seed: receipt.seed,
      amount: receipt.rent,
      space: SWAP_RECEIPT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    // Any existing mint will do; wrapped SOL always exists and a native account closes whatever it holds.
    getInitializeAccount3Instruction({ account: address(receipt.address), mint: WRAPPED_SOL_MINT, owner: address(pool) }),
  ];
}

/** In the payment: fails (and with it the whole payment) unless the swap that opens `receipt` landed. */
export function closeReceiptInstruction(pool: string, receipt: string, trader: string): Instruction {
  return getCloseAccountInstruction({ account: address(receipt), destination: address(trader), owner: signerOf(pool) });
}
