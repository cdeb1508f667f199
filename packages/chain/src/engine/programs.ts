/** Well-known program and sysvar addresses the chain treats specially. */
import { decodeBase58 } from './base58.js';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

export const TOKEN_PROGRAM_BYTES = decodeBase58(TOKEN_PROGRAM)!;
export const TOKEN_2022_PROGRAM_BYTES = decodeBase58(TOKEN_2022_PROGRAM)!;

export function tokenProgramName(owner: string): 'spl-token' | 'spl-token-2022' | null {
  if (owner === TOKEN_PROGRAM) return 'spl-token';
  if (owner === TOKEN_2022_PROGRAM) return 'spl-token-2022';
  return null;
}

export function isSysvar(address: string): boolean {
  return address.startsWith('Sysvar');
}
