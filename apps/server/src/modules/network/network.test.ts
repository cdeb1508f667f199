import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain, type LocalChain } from '@toolkit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, signIn, testDatabases, type SignedIn, type TestApp } from '../../../test/helpers.ts';

const LOCAL_KEY = 'local-operator-secret';
const DEVNET_KEY = 'devnet-operator-secret';

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
    // Both carry API keys, as an operator's provider URLs do: no answer may show them.
    t = await buildTestApp({
      database,
      config: {
        localRpcUrl: `${chain.rpcUrl}/?api-key=${LOCAL_KEY}`,
        devnetRpcUrl: `http://operator:${DEVNET_KEY}@127.0.0.1:9/${DEVNET_KEY}`,
        allowCustomRpc: true,
      },
    });
    [alice, bob] = await Promise.all([signIn(t.app), signIn(t.app)]);
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
    await rm(chainDir, { recursive: true, force: true });
  });

  const getCluster = (who?: SignedIn) => call(t.app, { method: 'GET', url: '/api/network/getCluster', token: who?.token });
  const setCluster = (who: SignedIn, payload: object) => call(t.app, { method: 'POST', url: '/api/network/setCluster', token: who.token, payload });

  it("Given operator RPC URLs with API keys, When any network or health answer is read, Then it shows the endpoint's origin and never the key", async () => {
    const answers = await Promise.all([
      getCluster(),
      getCluster(alice),
      setCluster(bob, { network: 'devnet' }),
      call(t.app, { method: 'GET', url: '/api/health' }),
      call(t.app, { method: 'GET', url: '/api/config' }),
    ]);
    for (const a of answers) {
      expect(JSON.stringify(a.body)).not.toContain(LOCAL_KEY);
      expect(JSON.stringify(a.body)).not.toContain(DEVNET_KEY);
    }
    expect(answers[3]!.body.data.rpcUrl).toBe(chain.rpcUrl);
    expect(answers[2]!.body.code).toBe('NETWORK_SWITCH_UNREACHABLE');
  });

  it('Given no session, When the cluster is asked for, Then the server default is answered', async () => {
    expect((await getCluster()).body).toEqual({ success: true, data: { network: 'local', rpcUrl: chain.rpcUrl, isMainnet: false } });
  });

  it('Given a local chain that answers, When Alice switches to it, Then routes get a working RPC for her', async () => {
    const r = await setCluster(alice, { network: 'local' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: 'Switched to local', data: { network: 'local', rpcUrl: chain.rpcUrl, isMainnet: false } });
    const { rpc, choice } = await t.app.clusters.rpcFor(alice.user._id);
    expect(choice.network).toBe('local');
    expect(await rpc.getHealth().send()).toBe('ok');
  });

  it('Given Alice on local, When she switches to a devnet that does not answer, Then she is told why and stays on local', async () => {
    // Given Alice on the local chain
    await setCluster(alice, { network: 'local' });
    // When she switches to a devnet that does not answer
    const r = await setCluster(alice, { network: 'devnet' });
    // Then she is told why, and is still on local
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      code: 'NETWORK_SWITCH_UNREACHABLE',
      message: 'The devnet RPC endpoint (http://127.0.0.1:9) did not answer, so the network was not changed',
    });
    expect((await getCluster(alice)).body.data.network).toBe('local');
  });

  it('Given custom URLs to loopback or private addresses, When Alice switches to one, Then it is refused and she stays on local', async () => {
    for (const url of ['http://127.0.0.1:8899', 'http://localhost:8899', 'http://[::ffff:127.0.0.1]:8899', 'http://169.254.169.254/']) {
      const r = await setCluster(alice, { network: 'custom', url });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        success: false,
        code: 'PRIVATE_RPC_NOT_ALLOWED',
        message: 'This RPC URL points to a private or local address, which is not allowed',
      });
    }
    expect((await getCluster(alice)).body.data.network).toBe('local');
  });

  it('Given an operator who disallows custom RPC, When a custom URL is chosen, Then it is refused', async () => {
    t.config.allowCustomRpc = false;
    try {
      const r = await setCluster(alice, { network: 'custom', url: 'https://rpc.example.com' });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ success: false, code: 'CUSTOM_RPC_NOT_ALLOWED', message: 'Custom RPC URLs are not allowed on this server' });
    } finally {
      t.config.allowCustomRpc = true;
    }
  });

  it('Given private targets allowed, When Bob switches to a custom endpoint that answers, Then it holds until private targets are disallowed again', async () => {
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

  it('Given an unknown network, a custom one without URL or no session, When switching, Then each is refused with its reason', async () => {
    expect((await setCluster(alice, { network: 'testnet' })).body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'network',
      message: 'Network must be one of local, devnet, mainnet or custom',
    });
    expect((await setCluster(alice, { network: 'custom' })).body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'url',
      message: 'A custom network needs an RPC URL',
    });
    const anonymous = await call(t.app, { method: 'POST', url: '/api/network/setCluster', payload: { network: 'local' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SIGN_IN_REQUIRED');
  });
});
