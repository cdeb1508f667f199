/**
 * The programs of this repository the local chain hosts, at the program ids their mainnet
 * counterparts use, as local validators host clones of mainnet programs: the same builders then
 * serve the local chain, devnet and mainnet.
 */
import { readFileSync } from 'node:fs';
import { programPath } from '@toolkit/programs';
import { CPMM_PROGRAM_ADDRESS } from '@toolkit/programs/cpmm';
import { LOCK_PROGRAM_ADDRESS } from '@toolkit/programs/lock';

export interface HostedProgram {
  programId: string;
  /** The program's committed shared object (programs/<name>/<name>.so). */
  path: string;
}

export const HOSTED_PROGRAMS: HostedProgram[] = [
  { programId: CPMM_PROGRAM_ADDRESS, path: programPath('cpmm') },
  { programId: LOCK_PROGRAM_ADDRESS, path: programPath('lock') },
];

/** The shared objects to load, each with its id. */
export function hostedProgramBytes(programs: HostedProgram[] = HOSTED_PROGRAMS): { programId: string; bytes: Uint8Array }[] {
  return programs.map((p) => ({ programId: p.programId, bytes: readFileSync(p.path) }));
}
