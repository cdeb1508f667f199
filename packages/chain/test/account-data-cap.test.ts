/**
 * Account data under the response cap: a request whose answer cannot fit is refused with -32009,
 * counted from the accounts' raw bytes before any of them is encoded (the error says how large
 * the answer would at least be), for every method that returns account data and every encoding.
 * Meanwhile an ordinary client is served.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBigAccount } from './big-account.js';
import { useLocalChain } from './local-chain.js';

const CAP = 256 * 1024;
const SPACE = 1024 * 1024;
let big: Awaited<ReturnType<typeof createBigAccount>>;

const local = useLocalChain('chain-data-cap-', { limits: { maxResponseBytes: CAP } });

beforeAll(async () => {
  big = await createBigAccount(local.chain.rpcUrl, SPACE);
});

async function post(body: unknown) {
  const response = await fetch(local.chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}
const request = (method: string, params?: unknown, id: number = 1) => ({ jsonrpc: '2.0', id, method, params });

describe('account data past the response cap', () => {
  it('Given a 1 MiB account, when one getMultipleAccounts names it 100 times, then it is refused with -32009 counting all 100 entries and a getBalance alongside is answered', async () => {
    const [refused, balance] = await Promise.all([
      post(request('getMultipleAccounts', [Array.from({ length: 100 }, () => big.address), { encoding: 'base64' }], 7)),
      post(request('getBalance', [big.address], 8)),
    ]);
    expect(refused).toMatchObject({ id: 7, error: { code: -32009, data: { maxResponseBytes: CAP } } });
    expect(refused.error.message).toContain(`Response larger than ${CAP} bytes`);
    // Counted from the raw bytes, before encoding: the refusal knows the answer's size.
    expect(refused.error.data.responseBytesAtLeast).toBeGreaterThan(CAP);
    expect(balance.result.value).toBeGreaterThan(0);
  });

  it.each(['base64', 'base64+zstd', 'jsonParsed'])(
    'Given a 1 MiB account, when getAccountInfo asks for it in %s, then it is refused with -32009 before encoding',
    async (encoding) => {
      const refused = await post(request('getAccountInfo', [big.address, { encoding }], 3));
      expect(refused).toMatchObject({ id: 3, error: { code: -32009, data: { maxResponseBytes: CAP } } });
    },
  );

  it('Given a 1 MiB account, when its program is scanned, then the scan is refused with -32009 before encoding', async () => {
    const refused = await post(request('getProgramAccounts', [big.owner, { encoding: 'base64' }], 4));
    expect(refused).toMatchObject({ id: 4, error: { code: -32009, data: { maxResponseBytes: CAP } } });
  });

  it('Given a 1 MiB account, when getMultipleAccounts asks for it in jsonParsed, then it is refused with -32009 before encoding', async () => {
    const refused = await post(request('getMultipleAccounts', [[big.address], { encoding: 'jsonParsed' }], 5));
    expect(refused).toMatchObject({ id: 5, error: { code: -32009, data: { maxResponseBytes: CAP } } });
  });

  it('Given a batch whose second request carries the account, when it is posted, then the whole batch gets one -32009 error', async () => {
    const r = await post([request('getSlot', [], 1), request('getMultipleAccounts', [[big.address, big.address]], 2)]);
    expect(r).toMatchObject({ error: { code: -32009, data: { maxResponseBytes: CAP } } });
  });

  it('Given the account narrowed by dataSlice, when it is named 100 times, then every entry is answered with its slice and full size', async () => {
    const r = await post(
      request('getMultipleAccounts', [Array.from({ length: 100 }, () => big.address), { encoding: 'base64', dataSlice: { offset: 8, length: 6 } }]),
    );
    expect(r.result.value).toHaveLength(100);
    for (const entry of r.result.value) expect(entry).toMatchObject({ data: ['AAAAAAAA', 'base64'], space: SPACE, owner: big.owner });
  });
});
