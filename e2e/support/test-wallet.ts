/**
 * The test "Phantom": an ed25519 keypair held by the Node test process, and the means to put the
 * matching Wallet Standard wallet into a page (see wallet-page-script.ts).
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign as ed25519Sign, type KeyObject } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { toBase58 } from './base58.ts';
import { sendRawTransaction } from './chain.ts';
import { installPagePhantom, type PageWalletConfig } from './wallet-page-script.ts';

export interface TestWallet {
  /** base58 address (the public key). */
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** Real ed25519 signature over the bytes. */
  sign(bytes: Uint8Array): Uint8Array;
  /**
   * Registers this wallet as "Phantom" in every document the page (or context) loads from now on.
   * Call before the first navigation.
   */
  install(target: Page | BrowserContext, options?: InstallOptions): Promise<void>;
}

export interface InstallOptions {
  /** Start with every request rejected (the user clicks Reject); toggle later with `setWalletRejects`. */
  reject?: boolean;
  /** JSON-RPC URL per chain for `solana:signAndSendTransaction` (usually { 'solana:localnet': app.rpcUrl }). */
  rpcUrls?: Record<string, string>;
}

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** A fresh keypair, or a fixed one from a 32-byte seed (the same user across runs). */
export function createTestWallet(seed?: Uint8Array): TestWallet {
  let privateKey: KeyObject;
  if (seed) {
    if (seed.length !== 32) throw new Error('An ed25519 seed is 32 bytes');
    privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  } else {
    privateKey = generateKeyPairSync('ed25519').privateKey;
  }
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(jwk.x!, 'base64url'));
  const address = toBase58(publicKey);
  const sign = (bytes: Uint8Array) => new Uint8Array(ed25519Sign(null, bytes, privateKey));

  const wallet: TestWallet = {
    address,
    publicKey,
    sign,
    async install(target, options = {}) {
      walletOfTarget.set(target, wallet);
      await target.exposeFunction('__testWalletSign', (bytesBase64: string) =>
        Buffer.from(sign(Buffer.from(bytesBase64, 'base64'))).toString('base64'),
      );
      await target.exposeFunction('__testWalletSend', async (signedBase64: string, chain: string) => {
        const rpcUrl = options.rpcUrls?.[chain];
        if (!rpcUrl) throw new Error(`The test wallet has no RPC URL for ${chain}`);
        return sendRawTransaction(rpcUrl, signedBase64);
      });
      const config: PageWalletConfig = { address, publicKey: [...publicKey], reject: options.reject ?? false };
      await target.addInitScript({ content: pageScriptSource(config) });
    },
  };
  return wallet;
}

/**
 * The init script's source. The function is sent as text, so helpers a TypeScript loader may have
 * woven into it must exist in the page too: tsx (esbuild keepNames) wraps inner functions in
 * `__name(fn, "name")`.
 */
function pageScriptSource(config: PageWalletConfig): string {
  return `(() => { const __name = (fn) => fn; (${installPagePhantom.toString()})(${JSON.stringify(config)}); })();`;
}

const walletOfTarget = new WeakMap<Page | BrowserContext, TestWallet>();

/** The test wallet installed in this page (directly or through its context), if any. */
export function walletOf(page: Page): TestWallet | undefined {
  return walletOfTarget.get(page) ?? walletOfTarget.get(page.context());
}

/** Make the page's Phantom reject (true) or approve (false) every request from now on. */
export async function setWalletRejects(page: Page, reject: boolean): Promise<void> {
  await page.evaluate((value) => {
    window.__testWalletReject = value;
  }, reject);
}

/**
 * Holds every wallet prompt open (true) until released (false): lets a test see what the app shows
 * while it waits for the user, e.g. 'Connecting...'.
 */
export async function setWalletHolds(page: Page, hold: boolean): Promise<void> {
  await page.evaluate((value) => {
    window.__testWalletHold = value;
  }, hold);
}
