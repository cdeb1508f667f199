/**
 * A deposit's or withdrawal's top-up above its signed minimum (liquidity-topup.ts) survives the
 * death of the server (kill -9) between the transaction landing and the pool's payment: the
 * server runs as a child process on a data folder (PGlite) and a local chain of the test's own
 * that confirms at slot boundaries; the test kills the server the moment the chain has the
 * transaction, starts it again on the same folder, and watches the top-up arrive, once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalFor } from '@toolkit/shared';
import { accountAmount, rpcCall, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { toBase58, type TestWallet } from '../../../test/helpers.ts';
import { givenPoolOnServer, serverProcess, type ServerProcess } from '../../../test/server-process.ts';

const base64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

describe('a liquidity top-up across kill -9', () => {
  let dir: string;
  let chain: LocalChain;
  let server: ServerProcess;
  const post = (pathname: string, body: object, token?: string) => server.post(pathname, body, token);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'toolkit-topup-kill-'));
    chain = await startLocalChain({
      dataDir: path.join(dir, 'chain-data'),
      rpcPort: 0,
      confirmAtSlot: true,
      logger: { info() {}, warn() {}, error() {} },
    });
    server = await serverProcess(dir, chain.rpcUrl);
    await server.start();
  });
  afterAll(async () => {
    if (server?.running()) await server.kill();
    await chain?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Bob signs `transaction`; the server is killed the moment the chain has it. */
  async function sendThenKill(transaction: string, wallet: TestWallet, token: string): Promise<void> {
    const signed = walletSign(transaction, wallet);
    // The transaction's id is Bob's signature (he pays the fee): the first signature on the wire.
    const signature = toBase58(base64(signed).slice(1, 65));
    void post('/transaction/sendAndConfirm', { rawSignedTransaction: signed }, token).catch(() => {});
    for (;;) {
      const { value } = await rpcCall<{ value: Array<{ confirmationStatus: string } | null> }>(chain.rpcUrl, 'getSignatureStatuses', [[signature]]);
      if (value[0]) break;
      await new Promise((r) => setTimeout(r, 1));
    }
    await server.kill();
  }
  /**
   * Restarts the server and waits until `read` gives `expected`: up to 150 s, because the kill may
   * land just after the dead server recorded the top-up's payment but before it was sent; the new
   * one then pays only once that record is stale (2 minutes) and its blockhash has died unseen,
   * as it must (money never moves twice). Usually it is paid within a recovery pass (3 s).
   */
  async function restartUntil(read: () => Promise<bigint>, expected: bigint): Promise<void> {
    await server.start();
    for (let i = 0; i < 1_500 && (await read()) !== expected; i++) await new Promise((r) => setTimeout(r, 100));
  }
  const lpSupply = async (mint: string) =>
    BigInt((await rpcCall<{ value: { amount: string } }>(chain.rpcUrl, 'getTokenSupply', [mint, { commitment: 'confirmed' }])).value.amount);

  it('Given a deposit and then a withdrawal that landed, when the server is killed before paying each top-up and started again, then each top-up reaches Bob exactly once', async () => {
    const { bob, bobToken, token, pool, view } = await givenPoolOnServer(server, chain.rpcUrl, { bobTkn: 100_000n });
    const supplyBefore = await lpSupply(view.lpMint);
    const lpOf = () => tokenBalance(chain.rpcUrl, bob.address, view.lpMint);

    // The deposit: nothing moves the price, so Bob is owed the quoted LP; he signed for 5 % less.
    const added = await post('/liquidity/add', { pool: pool, quoteAmount: '1', slippage: 5 }, bobToken);
    expect(added.status).toBe(200);
    const { lpAmount, minimum } = added.body.data;
    await sendThenKill(added.body.transaction, bob, bobToken);
    expect(await lpOf()).toBe(BigInt(minimum.lpAmount));
    await restartUntil(lpOf, BigInt(lpAmount));
    expect(await lpOf()).toBe(BigInt(lpAmount));

    // The withdrawal of all of it: Bob is owed his share of each side; he signed for 5 % less.
    const [base, quote, supply] = [
      await accountAmount(chain.rpcUrl, view.baseVault),
      await accountAmount(chain.rpcUrl, view.quoteVault),
      await lpSupply(view.lpMint),
    ];
    const share = withdrawalFor(BigInt(lpAmount), base, quote, supply);
    const tknBefore = await tokenBalance(chain.rpcUrl, bob.address, token);
    const removed = await post('/liquidity/remove', { pool: pool, lp_amount: (Number(lpAmount) / 1e7).toFixed(7), slippage: 5 }, bobToken);
    expect(removed.status).toBe(200);
    await sendThenKill(removed.body.transaction, bob, bobToken);
    const tknOf = () => tokenBalance(chain.rpcUrl, bob.address, token);
    expect(await tknOf()).toBe(tknBefore + BigInt(removed.body.data.minimum.baseAmount));
    await restartUntil(tknOf, tknBefore + share.baseAmount);
    expect(await tknOf()).toBe(tknBefore + share.baseAmount);

    // Another recovery pass (every 3 s) and a second restart pay nothing more.
    await new Promise((r) => setTimeout(r, 3500));
    await server.kill();
    await server.start();
    await new Promise((r) => setTimeout(r, 3500));
    expect(await tknOf()).toBe(tknBefore + share.baseAmount);
    expect(await lpOf()).toBe(0n);
    expect(await lpSupply(view.lpMint)).toBe(supplyBefore);
    expect(await accountAmount(chain.rpcUrl, view.baseVault)).toBe(base - share.baseAmount);
    expect(await accountAmount(chain.rpcUrl, view.quoteVault)).toBe(quote - share.quoteAmount);
  }, 400_000);
});
