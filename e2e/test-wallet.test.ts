/**
 * The test "Phantom" itself, before any app: registered through the Wallet Standard protocol,
 * it signs in, signs messages and signs transactions (legacy and v0) with a real ed25519 key, and
 * rejects like a user would. A bare page plays the app's side of the protocol.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { createTestWallet, launchBrowser, newContext, setWalletRejects, watchPageErrors, type PageErrors } from './support/index.ts';

/** The app side of Wallet Standard discovery, as @wallet-standard/app's getWallets() does it. */
const APP_PAGE = `<!doctype html><html><head><title>bare app</title><script>
  window.phantomFound = new Promise((resolve) => {
    const api = { register: (...wallets) => { for (const w of wallets) if (w.name === 'Phantom') resolve(w); return () => {}; } };
    window.addEventListener('wallet-standard:register-wallet', ({ detail }) => detail(api));
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  });
  window.phantomMissing = () => Promise.race([window.phantomFound.then(() => false), new Promise((r) => setTimeout(() => r(true), 200))]);
</script></head><body>bare app</body></html>`;

let server: Server;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let errors: PageErrors;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(APP_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterEach(async () => {
  errors?.assertNone();
  await context?.close();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function openBareApp(options: { install?: boolean; reject?: boolean } = {}) {
  const wallet = createTestWallet();
  context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  errors = watchPageErrors(page);
  if (options.install !== false) await wallet.install(page, { reject: options.reject });
  await page.goto('/');
  return { page, wallet };
}

/** A transfer from `from` to `to` paid by `feePayer`, compiled to wire bytes without signatures. */
function unsignedTransfer(version: 0 | 'legacy', feePayer: string, from: string, to: string): Uint8Array {
  const data = new Uint8Array(12);
  data[0] = 2; // SystemProgram Transfer
  data[4] = 1; // 1 lamport
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

async function signInPage(page: Page, transaction: Uint8Array): Promise<Uint8Array> {
  const signed = await page.evaluate(
    async (bytes) => {
      const phantom = await (window as any).phantomFound;
      await phantom.features['standard:connect'].connect();
      const [output] = await phantom.features['solana:signTransaction'].signTransaction({
        account: phantom.accounts[0],
        transaction: new Uint8Array(bytes),
        chain: 'solana:localnet',
      });
      return [...output.signedTransaction];
    },
    [...transaction],
  );
  return new Uint8Array(signed);
}

describe('test Phantom wallet', () => {
  test('Given a page, when the app asks for wallets, then "Phantom" registers with the standard features', async () => {
    const { page } = await openBareApp();
    const seen = await page.evaluate(async () => {
      const w = await (window as any).phantomFound;
      return { name: w.name, version: w.version, icon: w.icon.slice(0, 26), chains: w.chains, features: Object.keys(w.features) };
    });
    expect(seen).toEqual({
      name: 'Phantom',
      version: '1.0.0',
      icon: 'data:image/svg+xml;base64,',
      chains: ['solana:mainnet', 'solana:devnet', 'solana:localnet'],
      features: expect.arrayContaining([
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signIn',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ]),
    });
  });

  test('Given no wallet installed, when the app looks for Phantom, then none registers', async () => {
    const { page } = await openBareApp({ install: false });
    expect(await page.evaluate(() => (window as any).phantomMissing())).toBe(true);
  });

  test('Given a connected wallet, when the app asks to sign in, then it gets the SIWS text signed by the account key', async () => {
    const { page, wallet } = await openBareApp();
    const input = {
      domain: 'localhost:3000',
      address: wallet.address,
      statement: 'Sign in to the token toolkit.',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 'solana:localnet',
      nonce: 'abc123',
      issuedAt: '2025-01-01T00:00:00.000Z',
      expirationTime: '2025-01-01T00:10:00.000Z',
    };
    const result = await page.evaluate(async (input) => {
      const phantom = await (window as any).phantomFound;
      const changes: string[][] = [];
      phantom.features['standard:events'].on('change', ({ accounts }: any) => changes.push(accounts.map((a: any) => a.address)));
      const { accounts } = await phantom.features['standard:connect'].connect();
      const [out] = await phantom.features['solana:signIn'].signIn(input);
      return {
        connected: accounts.map((a: any) => a.address),
        changes,
        account: out.account.address,
        text: new TextDecoder().decode(out.signedMessage),
        message: [...out.signedMessage],
        signature: [...out.signature],
      };
    }, input);
    expect(result.connected).toEqual([wallet.address]);
    expect(result.changes).toEqual([[wallet.address]]);
    expect(result.account).toBe(wallet.address);
    expect(result.text).toBe(
      `localhost:3000 wants you to sign in with your Solana account:\n${wallet.address}\n\nSign in to the token toolkit.\n\n` +
        'URI: http://localhost:3000\nVersion: 1\nChain ID: solana:localnet\nNonce: abc123\n' +
        'Issued At: 2025-01-01T00:00:00.000Z\nExpiration Time: 2025-01-01T00:10:00.000Z',
    );
    // ed25519 is deterministic: the page's signature is exactly the key's signature of the text.
    expect(result.signature).toEqual([...wallet.sign(new Uint8Array(result.message))]);
  });

  test("Given a connected wallet, when the app signs a message, then the signature is the key's", async () => {
    const { page, wallet } = await openBareApp();
    const signature = await page.evaluate(async () => {
      const phantom = await (window as any).phantomFound;
      await phantom.features['standard:connect'].connect();
      const [out] = await phantom.features['solana:signMessage'].signMessage({
        account: phantom.accounts[0],
        message: new TextEncoder().encode('hello'),
      });
      return [...out.signature];
    });
    expect(signature).toEqual([...wallet.sign(new TextEncoder().encode('hello'))]);
  });

  test.each([
    { label: 'legacy', version: 'legacy' as const },
    { label: 'v0', version: 0 as const },
  ])('Given a $label transaction with two signers, when the wallet signs, then its signature lands in its own slot', async ({ version }) => {
    const { page, wallet } = await openBareApp();
    const feePayer = createTestWallet();
    const unsigned = unsignedTransfer(version, feePayer.address, wallet.address, feePayer.address);
    const signed = await signInPage(page, unsigned);
    const decoded = getTransactionDecoder().decode(signed);
    const messageBytes = new Uint8Array(decoded.messageBytes);
    expect(decoded.signatures[address(feePayer.address)]).toBeNull();
    expect([...decoded.signatures[address(wallet.address)]!]).toEqual([...wallet.sign(messageBytes)]);
    expect(signed.length).toBe(unsigned.length);
  });

  test('Given a transaction this wallet does not sign, when asked to sign, then it refuses', async () => {
    const { page } = await openBareApp();
    const a = createTestWallet();
    const b = createTestWallet();
    await expect(signInPage(page, unsignedTransfer(0, a.address, b.address, a.address))).rejects.toThrow(/not a signer of the transaction/);
    errors.allow(/./);
  });

  test('Given the user rejects, when the app connects, then it gets Phantom\'s "User rejected the request."', async () => {
    const { page } = await openBareApp({ reject: true });
    const attempt = () =>
      page.evaluate(async () => {
        const phantom = await (window as any).phantomFound;
        try {
          await phantom.features['standard:connect'].connect();
          return 'connected';
        } catch (error) {
          return `${(error as Error).message} (${(error as { code?: number }).code})`;
        }
      });
    expect(await attempt()).toBe('User rejected the request. (4001)');
    await setWalletRejects(page, false);
    expect(await attempt()).toBe('connected');
  });

  test('Given a trusted app, when the page reloads, then a silent connect returns the account without a prompt', async () => {
    const { page, wallet } = await openBareApp();
    const silent = () =>
      page.evaluate(async () => {
        const phantom = await (window as any).phantomFound;
        const { accounts } = await phantom.features['standard:connect'].connect({ silent: true });
        return accounts.map((a: any) => a.address);
      });
    expect(await silent()).toEqual([]);
    await page.evaluate(async () => (await (window as any).phantomFound).features['standard:connect'].connect());
    await page.reload();
    expect(await silent()).toEqual([wallet.address]);
    await page.evaluate(async () => (await (window as any).phantomFound).features['standard:disconnect'].disconnect());
    await page.reload();
    expect(await silent()).toEqual([]);
  });
});
