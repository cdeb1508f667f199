/** An escrow as read from the chain: its address and decoded VestingEscrow, all a claim or cancel needs. */
import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { VestingEscrow } from '@toolkit/programs/lock';

export interface EscrowSnapshot extends VestingEscrow {
  address: Address;
}

/** The token program the escrow's mint lives under (the escrow records it as a flag). */
export const tokenProgramOf = (escrow: Pick<VestingEscrow, 'tokenProgramFlag'>): Address =>
  escrow.tokenProgramFlag === 1 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
