import { ERRORS, type ErrorCode } from '@toolkit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestWallet, signIn, testDatabases, toBase58, type TestApp } from '../../../test/helpers.ts';
import { buildSignInMessage, parseSignInMessage } from './siws.ts';

const sign = (wallet: ReturnType<typeof createTestWallet>, message: string) => toBase58(wallet.sign(new TextEncoder().encode(message)));

/** The answer is the code's error response, with the table's status and text. */
const expectRefused = (r: { status: number; body: unknown }, code: ErrorCode) => {
  expect(r.status).toBe(ERRORS[code].status);
  expect(r.body).toEqual({ success: false, code, message: ERRORS[code].message });
};

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

  it('Given the one-time message for a wallet, When the wallet signs it and connects, Then it gets its user and a token that works', async () => {
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

  it('Given a solana:signIn wallet rendering the input with optional lines, When it connects, Then it is signed in', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    // Given the wallet's own rendering of the same fields, with a Request ID and Resources
    const message = `${buildSignInMessage(input)}\nRequest ID: 7\nResources:\n- ${input.uri}`;
    const r = await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) });
    expect(r.status).toBe(200);
  });

  it('Given a wallet signed in once, When it signs in again, Then it is the same user with a new token', async () => {
    const wallet = createTestWallet();
    const first = await signIn(t.app, wallet);
    const second = await signIn(t.app, wallet);
    expect(second.user._id).toBe(first.user._id);
    expect(second.token).not.toBe(first.token);
  });

  it('Given an address alone, When it connects, Then it is asked to sign', async () => {
    const wallet = createTestWallet();
    expectRefused(await connect({ phantomAddress: wallet.address }), 'SIGN_IN_SIGNATURE_REQUIRED');
  });

  it('Given a forged signature (another key, or not base58), When it connects, Then it is refused and the nonce stays usable', async () => {
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const forger = createTestWallet();
    expectRefused(await connect({ phantomAddress: wallet.address, message, signature: sign(forger, message) }), 'SIGN_IN_BAD_SIGNATURE');
    expectRefused(await connect({ phantomAddress: wallet.address, message, signature: 'not-base58-0OIl' }), 'SIGN_IN_BAD_SIGNATURE');
    expect((await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) })).status).toBe(200);
  });

  it('Given a signature over another text, When the tampered message is sent, Then the signature does not match', async () => {
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const signature = sign(wallet, message);
    const tampered = message.replace(/Expiration Time: .*/, 'Expiration Time: 2999-01-01T00:00:00.000Z');
    expectRefused(await connect({ phantomAddress: wallet.address, message: tampered, signature }), 'SIGN_IN_BAD_SIGNATURE');
  });

  it('Given a sign-in that succeeded, When its signed message is replayed, Then every replay is refused', async () => {
    // Given a sign-in that succeeded
    const wallet = createTestWallet();
    const { message } = await nonceFor(wallet.address);
    const body = { phantomAddress: wallet.address, message, signature: sign(wallet, message) };
    expect((await connect(body)).status).toBe(200);
    // When the same signed message is sent again (twice at once, too)
    const replays = await Promise.all([connect(body), connect(body)]);
    // Then it is refused
    for (const r of replays) expectRefused(r, 'SIGN_IN_NONCE_USED');
  });

  it('Given a message past its expiration time, When it connects, Then it is told the message expired', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    const message = buildSignInMessage({ ...input, expirationTime: new Date(Date.now() - 1000).toISOString() });
    expectRefused(await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) }), 'SIGN_IN_EXPIRED');
  });

  it('Given a message for another domain, When it connects, Then it is refused as for another site', async () => {
    const wallet = createTestWallet();
    const { input } = await nonceFor(wallet.address);
    const message = buildSignInMessage({ ...input, domain: 'evil.example' });
    expectRefused(await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) }), 'SIGN_IN_WRONG_DOMAIN');
  });

  it('Given a message for another address or with a nonce never issued, When it connects, Then it is refused', async () => {
    const wallet = createTestWallet();
    const other = createTestWallet();
    const { message } = await nonceFor(other.address);
    // The other wallet's message, signed by this wallet: the address in the message is not ours
    expectRefused(await connect({ phantomAddress: wallet.address, message, signature: sign(wallet, message) }), 'SIGN_IN_WRONG_ADDRESS');
    // A well-formed message with a nonce the server never issued
    const { input } = await nonceFor(wallet.address);
    const invented = buildSignInMessage({ ...input, nonce: 'ffffffffffffffffffffffffffffffff' });
    expectRefused(await connect({ phantomAddress: wallet.address, message: invented, signature: sign(wallet, invented) }), 'SIGN_IN_NONCE_USED');
    expect(parseSignInMessage(invented)?.nonce).toBe('ffffffffffffffffffffffffffffffff');
  });

  it('Given an invalid address, When a message is asked for, Then the address field is refused with its text', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, code: 'VALIDATION_FAILED', field: 'phantomAddress', message: 'Please enter a valid Solana address' });
  });

  it('Given no token or an unknown one, When a route that acts for a user is called, Then sign-in is asked for; logout ends a session', async () => {
    expectRefused(await call(t.app, { method: 'GET', url: '/api/user/me' }), 'SIGN_IN_REQUIRED');
    expectRefused(await call(t.app, { method: 'GET', url: '/api/token/get', token: 'made-up' }), 'SESSION_EXPIRED');
    const { token } = await signIn(t.app);
    expect((await call(t.app, { method: 'POST', url: '/api/user/logout', token })).body).toEqual({ success: true });
    expectRefused(await call(t.app, { method: 'GET', url: '/api/user/me', token }), 'SESSION_EXPIRED');
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { signInRateLimit: 2 } });
  });
  afterAll(() => t?.close());

  it('Given a limit of two sign-in requests a minute, When an address asks a third time, Then it is told to wait', async () => {
    const wallet = createTestWallet();
    const ask = () => call(t.app, { method: 'POST', url: '/api/user/nonce', payload: { phantomAddress: wallet.address } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expectRefused(third, 'RATE_LIMITED');
  });
});
