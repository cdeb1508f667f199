/**
 * A pool's lock covers deciding and signing a swap, not its round trip to the node (swap-kind.ts,
 * lockThrough 'sign'): the server talks to the chain through a forwarding proxy of the test's,
 * which holds one swap's sendTransaction as a slow or distant node would. Another swap on the same
 * pool is decided, sent and answered meanwhile, and both land with at least their minimums.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndConfirm, tokenBalance, walletSign } from '../../../test/chain-kit.ts';
import { testDatabases, toBase58, type SignedIn } from '../../../test/helpers.ts';
import { startPoolWorld, type PoolWorld } from '../../../test/pool-world.ts';

const HOLD_MS = 3_000;
const base64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

describe.each(testDatabases())('a swap held at the node on $name', (database) => {
  let world: PoolWorld;
  let carol: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  let proxy: Server;
  let chainUrl = '';
  /** The transaction (by its id) whose send the proxy holds, and what the test learns of it. */
  let held: { signature: string; arrived(): void; released: boolean } | null = null;

  beforeAll(async () => {
    proxy = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const body = Buffer.concat(chunks).toString();
        const call = JSON.parse(body) as { method?: string; params?: [string] };
        // The first signature on the wire is the transaction's id.
        const sent = call.method === 'sendTransaction' ? toBase58(base64(call.params![0]).slice(1, 65)) : null;
        const hold = held && sent === held.signature ? held : null;
        if (hold) {
          hold.arrived();
          await new Promise((r) => setTimeout(r, HOLD_MS));
          hold.released = true;
        }
        const answer = await fetch(chainUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    world = await startPoolWorld(database, (rpcUrl) => {
      chainUrl = rpcUrl;
      return { localRpcUrl: proxyUrl };
    });
    [carol, alice, bob] = await Promise.all([world.user(100n), world.user(100n), world.user(100n)]);
  });
  afterAll(async () => {
    await world?.close();
    await new Promise((resolve) => proxy?.close(resolve));
  });

  it("Given Carol's pool and Alice's swap on it held by a slow node on its way to the chain, when Bob swaps on the same pool, then Bob's swap is decided, lands and is answered before Alice's send is through, and both receive at least their minimum", async () => {
    const { pool, token } = await world.givenPool(carol);
    const [forAlice, forBob] = await Promise.all([
      world.post(alice, '/swap/yx', { pool, amount: '0.1', slippage: 5 }),
      world.post(bob, '/swap/yx', { pool, amount: '0.1', slippage: 5 }),
    ]);
    expect([forAlice.status, forBob.status]).toEqual([200, 200]);
    const aliceSigned = walletSign(forAlice.body.data.tx, alice.wallet);
    let arrived!: () => void;
    const aliceAtNode = new Promise<void>((resolve) => (arrived = resolve));
    held = { signature: toBase58(base64(aliceSigned).slice(1, 65)), arrived, released: false };

    const aliceAnswer = sendAndConfirm(world.t.app, alice.token, aliceSigned);
    await aliceAtNode;
    const bobAnswer = await world.signAndSend(bob, forBob.body.data.tx);
    expect(bobAnswer.status).toBe(200);
    expect(held.released).toBe(false);

    const aliceDone = await aliceAnswer;
    expect(aliceDone.status).toBe(200);
    const [aliceGot, bobGot] = await Promise.all([alice, bob].map((who) => tokenBalance(world.rpcUrl, who.wallet.address, token)));
    expect(aliceGot).toBe(BigInt(aliceDone.body.received!));
    expect(bobGot).toBe(BigInt(bobAnswer.body.received!));
    expect(aliceGot).toBeGreaterThanOrEqual(BigInt(forAlice.body.data.quote.minimumReceived));
    expect(bobGot).toBeGreaterThanOrEqual(BigInt(forBob.body.data.quote.minimumReceived));
  });
});
