import { address, type Instruction } from '@solana/kit';
import {
  getBurnCheckedInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  getTransferCheckedWithFeeInstruction,
} from '@solana-program/token-2022';
import { associatedTokenAddress } from './associated-account.js';
import { signerOf } from './signer.js';

/**
 * Burn, mint and send work on classic SPL and Token-2022 mints alike: the base instructions have
 * the same layout in both programs, so the owning program is passed in.
 */
export interface MintRef {
  mint: string;
  tokenProgram: string;
  decimals: number;
}

/** Burns from the owner's associated account. */
export async function burnInstructions(token: MintRef, owner: string, amount: bigint): Promise<Instruction[]> {
  const account = await associatedTokenAddress(owner, token.mint, token.tokenProgram);
  return [
    getBurnCheckedInstruction(
      { account: address(account), mint: address(token.mint), authority: signerOf(owner), amount, decimals: token.decimals },
      { programAddress: address(token.tokenProgram) },
    ),
  ];
}

/** Mints to the recipient's associated account, created if missing (the authority pays its rent). */
export async function mintToInstructions(token: MintRef, mintAuthority: string, recipient: string, amount: bigint): Promise<Instruction[]> {
  const authority = signerOf(mintAuthority);
  const ata = address(await associatedTokenAddress(recipient, token.mint, token.tokenProgram));
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata,
      owner: address(recipient),
      mint: address(token.mint),
      tokenProgram: address(token.tokenProgram),
    }),
    getMintToCheckedInstruction(
      { mint: address(token.mint), token: ata, mintAuthority: authority, amount, decimals: token.decimals },
      { programAddress: address(token.tokenProgram) },
    ),
  ];
}

/**
 * Sends from the owner's associated account to the recipient's (created if missing, owner pays).
 * With `fee` (a Token-2022 transfer-fee mint), the transfer states the fee it expects withheld, so
 * a fee changed in the meantime fails the transfer instead of taking more than was shown.
 */
export async function transferInstructions(token: MintRef, owner: string, recipient: string, amount: bigint, fee?: bigint): Promise<Instruction[]> {
  const signer = signerOf(owner);
  const source = address(await associatedTokenAddress(owner, token.mint, token.tokenProgram));
  const destination = address(await associatedTokenAddress(recipient, token.mint, token.tokenProgram));
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: address(recipient),
      mint: address(token.mint),
      tokenProgram: address(token.tokenProgram),
    }),
    fee === undefined
      ? getTransferCheckedInstruction(
          { source, mint: address(token.mint), destination, authority: signer, amount, decimals: token.decimals },
          { programAddress: address(token.tokenProgram) },
        )
      : getTransferCheckedWithFeeInstruction(
          { source, mint: address(token.mint), destination, authority: signer, amount, decimals: token.decimals, fee },
          { programAddress: address(token.tokenProgram) },
        ),
  ];
}
