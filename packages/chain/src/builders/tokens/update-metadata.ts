import { address, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getUpdateTokenMetadataFieldInstruction, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { signerOf } from './signer.js';

export interface UpdateMetadataInput {
  mint: string;
  /** The metadata's update authority (the wallet that signs). */
  updateAuthority: string;
  current: { name: string; symbol: string; uri: string };
  next: { name: string; symbol: string; uri: string };
  /** Lamports the mint lacks for its new size (0 when it shrinks or stays); paid by the authority. */
  extraRentLamports: bigint;
}

/** Rewrites the fields that changed; adds rent first, because the account grows during the update. */
export function updateMetadataInstructions(input: UpdateMetadataInput): Instruction[] {
  const authority = signerOf(input.updateAuthority);
  const mint = address(input.mint);
  const instructions: Instruction[] = [];
  if (input.extraRentLamports > 0n) {
    instructions.push(getTransferSolInstruction({ source: authority, destination: mint, amount: input.extraRentLamports }));
  }
  const fields = [
    ['Name', 'name'],
    ['Symbol', 'symbol'],
    ['Uri', 'uri'],
  ] as const;
  for (const [kind, key] of fields) {
    if (input.next[key] === input.current[key]) continue;
    instructions.push(
      getUpdateTokenMetadataFieldInstruction(
        { metadata: mint, updateAuthority: authority, field: { __kind: kind }, value: input.next[key] },
        { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
      ),
    );
  }
  return instructions;
}
