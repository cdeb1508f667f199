/**
 * The on-chain programs of this repository, as built and committed by `npm run build:programs`:
 * where each shared object is, for the local chain to host and for tests to load.
 */
import { join } from 'node:path';

export const programsDir = import.meta.dirname;

/** The committed shared object of program `name` (programs/<name>/<name>.so). */
export function programPath(name: string): string {
  return join(programsDir, name, `${name}.so`);
}
