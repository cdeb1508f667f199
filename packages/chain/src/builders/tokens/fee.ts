import { address, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { signerOf } from './signer.js';

/** The platform fee, paid by the wallet to the treasury inside the same transaction (DESIGN.md 6). */
export function feeTransferInstruction(payer: string, treasury: string, lamports: bigint): Instruction {
  return getTransferSolInstruction({ source: signerOf(payer), destination: address(treasury), amount: lamports });
}
