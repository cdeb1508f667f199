/**
 * Holder snapshots past what one getProgramAccounts returns: the mint's accounts are read page by
 * page (getProgramAccountsV2), and an RPC that refuses the scan is named as refusing, with its own
 * words, instead of "the network did not answer".
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airdrop, createTestToken, giveTokens } from '../../../test/chain-kit.ts';
import { buildTestApp, createTestWallet, signIn, type SignedIn, type TestApp } from '../../../test/helpers.ts';

let chain: LocalChain;
let chainDir: string;
let token: string;
const creator = createTestWallet();
const holders = [createTestWallet(), createTestWallet(), createTestWallet()].map((w) => w.address);

beforeAll(async () => {
  chainDir = await mkdtemp(path.join(tmpdir(), 'holder-pages-chain-'));
  // One getProgramAccounts returns at most 2 accounts here, as a provider's cap would at 10,000.
  chain = await startLocalChain({
    dataDir: chainDir,
    rpcPort: 0,
    logger: { info() {}, warn() {}, error() {} },
    limits: { maxProgramAccountsResults: 2 },
  });
  await airdrop(chain.rpcUrl, creator.address, 10n);
  token = await createTestToken(chain.rpcUrl, creator, 0, 1_000n);
  for (const [i, holder] of holders.entries()) await giveTokens(chain.rpcUrl, creator, holder, token, BigInt(10 * (i + 1)));
});

afterAll(async () => {
  await chain.close();
  await rm(chainDir, { recursive: true, force: true });
});

/** The API on `rpcUrl`, one signed-in user, and the holders CSV of the token. */
async function holdersCsvAt(rpcUrl: string) {
  const t: TestApp = await buildTestApp({ config: { localRpcUrl: rpcUrl } });
  try {
    const who: SignedIn = await signIn(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/token/holders/${token}.csv`, headers: who.headers });
    return { status: res.statusCode, body: res.body };
  } finally {
    await t.close();
  }
}

/** A JSON-RPC endpoint in front of the chain that refuses program scans as public RPCs do. */
async function refusingRpc(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const request = JSON.parse(body) as { id: number; method: string };
      res.setHeader('content-type', 'application/json');
      if (request.method === 'getProgramAccountsV2') {
        res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } }));
      } else if (request.method === 'getProgramAccounts') {
        res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, error: { code: -32010, message: 'Too many accounts requested' } }));
      } else {
        const answer = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        res.end(await answer.text());
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe('holder snapshots of large mints', () => {
  it('Given a mint with more token accounts than one getProgramAccounts returns, when its holders CSV is downloaded, then every holder is listed', async () => {
    const csv = await holdersCsvAt(chain.rpcUrl);
    expect(csv.status).toBe(200);
    expect(csv.body).toBe(`owner,amount\n${creator.address},940\n${holders[2]},30\n${holders[1]},20\n${holders[0]},10\n`);
  });

  it('Given an RPC that refuses program scans, when the holders CSV is downloaded, then HOLDER_SNAPSHOT_REFUSED quotes its answer', async () => {
    const rpc = await refusingRpc();
    try {
      const csv = await holdersCsvAt(rpc.url);
      expect(csv.status).toBe(400);
      const body = JSON.parse(csv.body);
      expect(body.code).toBe('HOLDER_SNAPSHOT_REFUSED');
      expect(body.message).toContain("This network's RPC refused to list the token's holders (-32010: Too many accounts requested)");
    } finally {
      rpc.server.close();
    }
  });
});
