/**
 * getProgramAccountsV2 (Helius's paged scan): a program with more matching accounts than one
 * getProgramAccounts may return is read whole, page by page, each account once; a key that is
 * unknown is refused plainly, and a page that fails can be asked again.
 */
import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProgramOwnedAccounts } from './program-owned-accounts.js';
import { useLocalChain } from './local-chain.js';

const RESULT_CAP = 10;
const program = Keypair.generate().publicKey;
let wanted: string[];

const local = useLocalChain('chain-pages-', { limits: { maxProgramAccountsResults: RESULT_CAP, maxResponseBytes: 4 * 1024 } });

beforeAll(async () => {
  wanted = await createProgramOwnedAccounts(local.chain.rpcUrl, program, 25, 40);
  await createProgramOwnedAccounts(local.chain.rpcUrl, program, 5, 8);
});

async function call(method: string, params: unknown) {
  const response = await fetch(local.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
}
const narrow = { encoding: 'base64', filters: [{ dataSize: 40 }], dataSlice: { offset: 0, length: 8 } };

describe('paged program scans', () => {
  it('Given 25 matching accounts and a result cap of 10, when getProgramAccounts asks for them, then it is refused pointing at getProgramAccountsV2', async () => {
    const r = await call('getProgramAccounts', [program.toBase58(), narrow]);
    expect(r.error.code).toBe(-32010);
    expect(r.error.message).toContain('page with getProgramAccountsV2');
  });

  it('Given the same accounts, when getProgramAccountsV2 pages them 10 at a time, then three pages carry each of the 25 once and the last key is null', async () => {
    const seen: string[] = [];
    const keys: Array<string | null> = [];
    let paginationKey: string | null = null;
    do {
      const r: any = await call('getProgramAccountsV2', [program.toBase58(), { ...narrow, limit: 10, ...(paginationKey ? { paginationKey } : {}) }]);
      expect(r.result.accounts.length).toBeLessThanOrEqual(10);
      for (const { pubkey, account } of r.result.accounts) {
        expect(account).toMatchObject({ data: ['AAAAAAAAAAA=', 'base64'], space: 40, owner: program.toBase58() });
        seen.push(pubkey);
      }
      paginationKey = r.result.paginationKey;
      keys.push(paginationKey);
    } while (paginationKey);
    expect(seen.sort()).toEqual([...wanted].sort());
    expect(keys.length).toBeGreaterThanOrEqual(3);
  });

  it('Given a key nobody was given, when a page is asked for with it, then it is refused with -32602 saying to start again', async () => {
    const r = await call('getProgramAccountsV2', [program.toBase58(), { ...narrow, paginationKey: 'made-up.10' }]);
    expect(r.error).toMatchObject({ code: -32602, message: 'Invalid params: paginationKey is unknown or has expired; start again without it' });
  });

  it('Given a page too large for the response cap, when it is asked again narrower with the same key, then it continues where it was', async () => {
    const first: any = await call('getProgramAccountsV2', [program.toBase58(), { ...narrow, limit: 5 }]);
    const key = first.result.paginationKey;
    const whole = await call('getProgramAccountsV2', [
      program.toBase58(),
      { encoding: 'base64', filters: [{ dataSize: 40 }], limit: 1000, paginationKey: key },
    ]);
    expect(whole.error.code).toBe(-32009);
    const again: any = await call('getProgramAccountsV2', [program.toBase58(), { ...narrow, limit: 5, paginationKey: key }]);
    expect(again.error).toBeUndefined();
    expect(again.result.accounts).toHaveLength(5);
    expect(again.result.accounts.map((a: { pubkey: string }) => a.pubkey)).not.toContain(first.result.accounts[0].pubkey);
  });
});
