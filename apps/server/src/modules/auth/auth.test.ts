import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, testDatabases, toBase58, type TestApp } from '../../../test/helpers.ts';
import { buildSignInMessage, parseSignInMessage } from './siws.ts';

const sign = (wallet: ReturnType<typeof createTestWallet>, message: string) =>
  toBase58(wallet.sign(new TextEncoder().encode(message)));

describe.each(testDatabases())('sign-in on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(() => t?.close());

  const nonceFor = async (address: string) => {
    const r = await call(t.app, { method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: address } });
    expect(r.status).toBe(200);
    return r.body as { message: string; input: Parameters<typeof buildSignInMessage>[0] };
  };
  const connect = (payload: object) => call(t.app, { method: 'POST', url: '/api/user/connect', payload });

  it('signs in a wallet that signs the one-time message, and the token works', async () => {
    // Given a wallet and the message the server issued for it
    const wallet = createTestWallet();
    const { message, input } = await nonceFor(wallet.address);
    expect(message).toContain(`${input.domain} wants you to sign in with your Solana account:\n${wallet.address}`);
    expect(input).toMatchObject({ address: wallet.address, version: '1' });
    // When it signs the message and connects
    const r = await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) });
    // Then it gets the user and a bearer token that acts for it
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Wallet connected', user: { phantomAddress: wallet.address } });
    expect(r.body.user._id).toEqual(expect.any(String));
    const me = await call(t.app, { method: 'GET', url: '/api/user/me', token: r.body.token });
    expect(me.body.data.user).toEqual(r.body.user);
  });

  it('accepts the message a solana:signIn wallet builds from the input (with optional lines)', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    // Given the wallet's own rendering of the same fields, with a Request ID and Resources
    const message = `${buildSignInMessage(input)}\nRequest ID: 7\nResources:\n- ${input.uri}`;
    const r = await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) });
    expect(r.status).toBe(200);
  });

  it('signs the same wallet in again as the same user', async () => {
    const wallet = createTestWallet();
    const first = await signIn(t.app, wallet);
    const second = await signIn(t.app, wallet);
    expect(second.user._id).toBe(first.user._id);
    expect(second.token).not.toBe(first.token);
  });

  it('refuses an address alone', async () => {
    const wallet = createTestWallet();
    const r = await connect({ phantomAddress: wallet.address });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('refuses a forged signature (signed by another key) and keeps the nonce usable', async () => {
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const forger = createTestWallet();
    expect((await connect({ phantomAddress: wallet.address, message, signature: sign(forger, message) })).status).toBe(401);
    expect((await connect({ phantomAddress: wallet.address, message, signature: 'not-base58-0OIl' })).status).toBe(401);
    expect((await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) })).status).toBe(200);
  });

  it('refuses a signature over a tampered message', async () => {
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const signature = sign(wallet, message);
    const tampered = message.replace(/Expiration Time: .*/, 'Expiration Time: 2999-01-01T00:00:00.000Z');
    expect((await connect({ phantomAddress: wallet.address, message: tampered, signature })).status).toBe(401);
  });

  it('refuses a replayed message', async () => {
    // Given a sign-in that succeeded
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const body = { phantomAddress: wallet.address, message, signature: sign(wallet, message) };
    expect((await connect(body)).status).toBe(200);
    // When the same signed message is sent again (twice at once, too)
    const replays = await Promise.all([connect(body), connect(body)]);
    // Then it is refused
    expect(replays.map((r) => r.status)).toEqual([401, 401]);
  });

  it('refuses an expired message', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    const message = buildSignInMessage({ ...input, expirationTime: new Date(Date.now() - 1000).toISOString() });
    const r = await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) });
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/expired/);
  });

  it('refuses a message for another domain', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    const message = buildSignInMessage({ ...input, domain: 'evil.example' });
    expect((await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) })).status).toBe(401);
  });

  it('refuses a message signed for another address, and an unknown nonce', async () => {
    const wallet = createTestWallet();
    const other = createTestWallet();
    const { message } = await nonceFor(other.address);
    // The other wallet's message, signed by this wallet: the address in the message is not ours
    expect((await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) })).status).toBe(401);
    // A well-formed message with a nonce the server never issued
    const { input } = await nonceFor(wallet.address);
    const invented = buildSignInMessage({ ...input, nonce: 'ffffffffffffffffffffffffffffffff' });
    expect((await connect({ phantomAddress: wallet.address, message: invented, signature: sign(wallet, invented) })).status).toBe(401);
    expect(parseSignInMessage(invented)?.nonce).toBe('ffffffffffffffffffffffffffffffff');
  });

  it('asks for a valid address before issuing a message', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, message: 'Please enter a valid Solana address' });
  });

  it('requires a bearer token on routes that act for a user, and logout ends the session', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/user/me' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/token/get', token: 'made-up' })).status).toBe(401);
    const { token } = await signIn(t.app);
    expect((await call(t.app, { method: 'POST', url: '/api/user/logout', token })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/user/me', token })).status).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { signInRateLimit: 2 } });
  });
  afterAll(() => t?.close());

  it('answers 429 once an address asks too often', async () => {
    const wallet = createTestWallet();
    const ask = () => call(t.app, { method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: wallet.address } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ success: false, message: expect.any(String) });
  });
});
