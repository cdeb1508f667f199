/**
 * The programs of this repository the local chain hosts, at the program ids their mainnet
 * counterparts use, as local validators host clones of mainnet programs: the same builders then
 * serve the local chain, devnet and mainnet.
 */
import { existsSync, readFileSync } from 'node:fs';
import { programPath } from '@toolkit/programs';
import { CPMM_PROGRAM_ADDRESS } from '@toolkit/programs/cpmm';
/** Jupiter Lock's mainnet program id: our lock and vesting program speaks its interface. */
export const LOCK_PROGRAM_ID = 'LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn';

export interface HostedProgram {
  programId: string;
  /** The program's committed shared object (programs/<name>/<name>.so). */
  path: string;
}

export const HOSTED_PROGRAMS: HostedProgram[] = [
  { programId: CPMM_PROGRAM_ADDRESS, path: programPath('cpmm') },
  { programId: LOCK_PROGRAM_ID, path: programPath('lock') },
];

/** The shared objects to load, each with its id; a program not built yet is left out. */
export function hostedProgramBytes(programs: HostedProgram[] = HOSTED_PROGRAMS): { programId: string; bytes: Uint8Array }[] {
  return programs.filter((p) => existsSync(p.path)).map((p) => ({ programId: p.programId, bytes: readFileSync(p.path) }));
}
