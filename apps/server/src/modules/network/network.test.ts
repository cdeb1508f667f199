import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';

describe.each(testDatabases())('network switching on $name', (database) => {
  let chain: LocalChain;
  let chainDir: string;
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    chainDir = await mkdtemp(path.join(tmpdir(), 'toolkit-network-chain-'));
    chain = await startLocalChain({ dataDir: chainDir, rpcPort: 0, logger: { info() {}, warn() {}, error() {} } });
    // devnet points at a closed local port: an unreachable cluster, without leaving the machine.
    t = await buildTestApp({ database, config: { localRpcUrl: chain.rpcUrl, devnetRpcUrl: 'http://127.0.0.1:9/', allowCustomRpc: true } });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
    await rm(chainDir, { recursive: true, force: true });
  });

  const getCluster = (who?: SignedIn) => call(t.app, { method: 'GET', url: '/api/network/getCluster', token: who?.token });
  const setCluster = (who: SignedIn, payload: object) => call(t.app, { method: 'POST', url: '/api/network/setCluster', token: who.token, payload });

  it('answers the default cluster without a session', async () => {
    expect((await getCluster()).body).toEqual({ success: true, data: { network: 'local', rpcUrl: chain.rpcUrl, isMainnet: false } });
  });

  it('switches to the local chain, which answers, and gives routes a working RPC for that user', async () => {
    const r = await setCluster(alice, { network: 'local' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: 'Switched to local', data: { network: 'local', rpcUrl: chain.rpcUrl, isMainnet: false } });
    const { rpc, choice } = await t.app.clusters.rpcFor(alice.user._id);
    expect(choice.network).toBe('local');
    expect(await rpc.getHealth().send()).toBe('ok');
  });

  it('refuses an unreachable devnet with a clear 4xx and keeps the previous choice', async () => {
    // Given Alice on the local chain
    await setCluster(alice, { network: 'local' });
    // When she switches to a devnet that does not answer
    const r = await setCluster(alice, { network: 'devnet' });
    // Then she is told why, and is still on local
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: expect.stringContaining('did not answer, so the network was not changed') });
    expect((await getCluster(alice)).body.data.network).toBe('local');
  });

  it('refuses a custom URL to a loopback or private address', async () => {
    for (const url of ['http://127.0.0.1:8899', 'http://localhost:8899', 'http://[::ffff:127.0.0.1]:8899', 'http://169.254.169.254/']) {
      const r = await setCluster(alice, { network: 'custom', url });
      expect(r.status).toBe(403);
      expect(r.body.success).toBe(false);
    }
    expect((await getCluster(alice)).body.data.network).toBe('local');
  });

  it('refuses custom URLs altogether unless the operator allows them', async () => {
    t.config.allowCustomRpc = false;
    try {
      const r = await setCluster(alice, { network: 'custom', url: 'https://rpc.example.com' });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Custom RPC URLs are not allowed on this server');
    } finally {
      t.config.allowCustomRpc = true;
    }
  });

  it('switches to a custom endpoint when private targets are allowed and it answers', async () => {
    t.config.allowPrivateRpc = true;
    try {
      const r = await setCluster(bob, { network: 'custom', url: chain.rpcUrl });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe('Switched to custom');
      expect((await getCluster(bob)).body.data).toMatchObject({ network: 'custom' });
    } finally {
      t.config.allowPrivateRpc = false;
    }
    // Once private targets are disallowed again, the saved custom choice is not used any more
    expect((await getCluster(bob)).body.data.network).toBe('local');
  });

  it('refuses an unknown network, a custom network without URL, and anonymous switching', async () => {
    expect((await setCluster(alice, { network: 'testnet' })).body).toEqual({
      success: false,
      message: 'Network must be one of local, devnet, mainnet or custom',
    });
    expect((await setCluster(alice, { network: 'custom' })).status).toBe(400);
    expect((await call(t.app, { method: 'POST', url: '/api/network/setCluster', payload: { network: 'local' } })).status).toBe(401);
  });
});
