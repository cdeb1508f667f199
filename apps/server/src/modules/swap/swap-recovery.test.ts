/**
 * A swap's price improvement survives the death of the server (kill -9) between the swap landing
 * and the pool's payment: the server runs as a child process on a data folder (PGlite) and a
 * local chain of the test's own that confirms at slot boundaries. The pool's payment goes right
 * behind the swap (improvement-payment.ts), so the window is the instant between the chain taking
 * the swap and the server hearing so: the server talks to the chain through a forwarding proxy of
 * the test's, which kills the server once the chain executed the swap, before relaying the answer.
 * The test starts it again on the same folder and watches the improvement arrive, once. The same
 * proxy refuses a swap's early payment as a node may, and the pool pays once the swap confirmed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '@toolkit/shared';
import { accountAmount, confirm, rpcCall, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { toBase58 } from '../../../test/helpers.ts';
import { givenPoolOnServer, serverProcess, type ServerProcess } from '../../../test/server-process.ts';

const base64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

describe('a swap improvement across kill -9 and a refused payment', () => {
  let dir: string;
  let chain: LocalChain;
  let server: ServerProcess;
  const post = (pathname: string, body: object, token?: string) => server.post(pathname, body, token);
  /**
   * The chain as the server sees it. A test's `fault` decides, for each transaction the server
   * sends (by its id), to kill the server once the chain took it (before the server hears so), or
   * to answer as a node refusing it, unsent; `killed` is the kill under way.
   */
  let proxy: Server;
  let proxyUrl: string;
  let fault: ((signature: string) => 'kill' | 'refuse' | null) | null = null;
  let killed: Promise<void> | null = null;

  async function startProxy(): Promise<void> {
    proxy = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks).toString();
        const call = JSON.parse(body) as { id?: number; method?: string; params?: [string] };
        // The first signature on the wire is the transaction's id.
        const action = call.method === 'sendTransaction' ? fault?.(toBase58(base64(call.params![0]).slice(1, 65))) : null;
        if (action === 'refuse') {
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'Node is behind' } }));
          return;
        }
        const answer = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const text = await answer.text();
        if (action === 'kill') {
          killed = server.kill();
          await killed;
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'toolkit-swap-kill-'));
    chain = await startLocalChain({
      dataDir: path.join(dir, 'chain-data'),
      rpcPort: 0,
      confirmAtSlot: true,
      logger: { info() {}, warn() {}, error() {} },
    });
    await startProxy();
    server = await serverProcess(dir, proxyUrl);
    await server.start();
  });
  afterAll(async () => {
    if (server?.running()) await server.kill();
    await new Promise((resolve) => proxy?.close(resolve));
    await chain?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given a swap that landed, when the server is killed before paying its improvement and started again, then the improvement reaches the trader exactly once and the receipt of the swap is closed', async () => {
    const { bob, bobToken, token, pool, view } = await givenPoolOnServer(server, chain.rpcUrl);
    const vaultBefore = await accountAmount(chain.rpcUrl, view.baseVault);

    const built = await post('/liquidity/swap/yx', { pool: pool, amount: '1', slippage: 5 }, bobToken);
    expect(built.status).toBe(200);
    const { minimumReceived, amountOut } = built.body.data.quote;
    const signed = walletSign(built.body.data.tx, bob);
    // The swap's id is Bob's signature (he pays the fee): the first signature on the wire.
    const signature = toBase58(base64(signed).slice(1, 65));
    fault = (sent) => (sent === signature ? 'kill' : null);
    void post('/transaction/sendAndConfirm', { rawSignedTransaction: signed }, bobToken).catch(() => {});
    while (!killed) await new Promise((r) => setTimeout(r, 1));
    await killed;
    [fault, killed] = [null, null];
    await confirm(chain.rpcUrl, signature);

    // The swap landed with Bob's minimum; the server died before the pool paid the rest.
    expect(await tokenBalance(chain.rpcUrl, bob.address, token)).toBe(BigInt(minimumReceived));
    await server.start();
    for (let i = 0; i < 300 && (await tokenBalance(chain.rpcUrl, bob.address, token)) !== BigInt(amountOut); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await tokenBalance(chain.rpcUrl, bob.address, token)).toBe(BigInt(amountOut));
    // Another recovery pass (every 3 s) and a second restart pay nothing more.
    await new Promise((r) => setTimeout(r, 3500));
    await server.kill();
    await server.start();
    await new Promise((r) => setTimeout(r, 3500));
    expect(await tokenBalance(chain.rpcUrl, bob.address, token)).toBe(BigInt(amountOut));
    expect(await accountAmount(chain.rpcUrl, view.baseVault)).toBe(vaultBefore - BigInt(amountOut));
    // The payment closed the swap's receipt (a wrapped-SOL account of the pool's) into Bob's wallet: the pool's SOL vault is its only one left.
    const { value: accounts } = await rpcCall<{ value: Array<{ pubkey: string }> }>(chain.rpcUrl, 'getTokenAccountsByOwner', [
      pool,
      { mint: NATIVE_MINT },
      { encoding: 'base64' },
    ]);
    expect(accounts.map((a) => a.pubkey)).toEqual([view.quoteVault]);
  });
  it('Given a swap whose early improvement payment a node refuses, when the swap is confirmed, then the pool pays the improvement in a later payment, exactly once, and the answer says what reached the trader', async () => {
    const { bob, bobToken, token, pool, view } = await givenPoolOnServer(server, chain.rpcUrl);
    const vaultBefore = await accountAmount(chain.rpcUrl, view.baseVault);
    const built = await post('/liquidity/swap/yx', { pool: pool, amount: '1', slippage: 5 }, bobToken);
    const { amountOut } = built.body.data.quote;
    const signed = walletSign(built.body.data.tx, bob);
    const signature = toBase58(base64(signed).slice(1, 65));
    // The first transaction sent after the swap is its early payment: refused once, never sent.
    let swapSent = false;
    let refused = 0;
    fault = (sent) => {
      if (sent === signature) swapSent = true;
      if (sent === signature || !swapSent || refused > 0) return null;
      refused++;
      return 'refuse';
    };

    const answer = await post('/transaction/sendAndConfirm', { rawSignedTransaction: signed }, bobToken);
    fault = null;

    expect(refused).toBe(1);
    expect(answer.status).toBe(200);
    expect(answer.body.received).toBe(amountOut);
    expect(await tokenBalance(chain.rpcUrl, bob.address, token)).toBe(BigInt(amountOut));
    // A recovery pass later, still paid once.
    await new Promise((r) => setTimeout(r, 3500));
    expect(await tokenBalance(chain.rpcUrl, bob.address, token)).toBe(BigInt(amountOut));
    expect(await accountAmount(chain.rpcUrl, view.baseVault)).toBe(vaultBefore - BigInt(amountOut));
  });
});
