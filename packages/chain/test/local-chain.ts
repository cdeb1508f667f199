/**
 * For a test file that needs a local chain of its own: started on a fresh data folder before the
 * file's tests, closed and its folder removed after them. Read `local.chain` inside tests.
 *
 *   const local = useLocalChain('chain-moved-clock-', { limits: { maxBatch: 5 } });
 *   it('...', async () => { await fetch(local.chain.rpcUrl, ...); });
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startLocalChain, type LocalChain, type LocalChainOptions } from '../src/index.js';

/** Options beyond the data folder and port; a function is read when the chain starts (for what takes awaiting). */
export type TestChainOptions = Omit<LocalChainOptions, 'dataDir' | 'rpcPort'>;

/** The chain says nothing; the default, for tests that provoke errors on purpose. */
export const quietLogger = { info() {}, warn() {}, error() {} };
/** The chain's errors reach the test output, nothing else. */
export const errorLogger = { info() {}, warn() {}, error: console.error };

export function useLocalChain(folderPrefix: string, options: TestChainOptions | (() => Promise<TestChainOptions>) = {}): { chain: LocalChain } {
  const local = {} as { chain: LocalChain };
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    const more = typeof options === 'function' ? await options() : options;
    local.chain = await startLocalChain({ dataDir, rpcPort: 0, logger: quietLogger, ...more });
  });
  afterAll(async () => {
    await local.chain?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return local;
}
