/**
 * The "Phantom" the page sees: a Wallet Standard wallet registered by an init script before the
 * app's code runs. It holds no key: every signature is asked of the Node test process through
 * `window.__testWalletSign(base64) -> base64`, so signing is real ed25519 with a real key.
 *
 * This function is serialized into the page by `page.addInitScript`, so it must be self-contained
 * (no imports, no closures over Node values).
 */
export interface PageWalletConfig {
  address: string;
  publicKey: number[];
  /** Start with every request rejected, as when the user clicks Reject. */
  reject: boolean;
}

declare global {
  interface Window {
    __testWalletSign(bytesBase64: string): Promise<string>;
    __testWalletSend(signedTxBase64: string, chain: string): Promise<string>;
    __testWalletReject?: boolean;
    __testWalletHold?: boolean;
  }
}

export function installPagePhantom(config: PageWalletConfig): void {
  const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:localnet'] as const;
  const ACCOUNT_FEATURES = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage', 'solana:signIn'] as const;
  // Remembered per origin like Phantom's "trusted apps", so a silent reconnect after reload works.
  const TRUST_KEY = '__testPhantomTrusted';
  const ICON =
    'data:image/svg+xml;base64,' +
    btoa(
      '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="108" viewBox="0 0 108 108">' +
        '<rect width="108" height="108" rx="26" fill="#AB9FF2"/>' +
        '<path d="M30 70c8-22 22-34 40-34 8 0 12 6 10 14-3 14-16 24-30 24-8 0-14-1-20-4z" fill="#FFFDF8"/></svg>',
    );

  if (config.reject) window.__testWalletReject = true;
  const publicKey = new Uint8Array(config.publicKey);
  const account = Object.freeze({
    address: config.address,
    publicKey,
    chains: CHAINS,
    features: ACCOUNT_FEATURES,
    label: 'Test Phantom',
  });
  let accounts: (typeof account)[] = [];
  const listeners = new Set<(properties: { accounts: typeof accounts }) => void>();

  const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

  /**
   * The user's answer to a prompt. While `__testWalletHold` is set the prompt stays open (the app
   * waits, as it does for a person reading Phantom's popup); then approve, or reject with
   * Phantom's error (EIP-1193 code 4001).
   */
  const askUser = async () => {
    while (window.__testWalletHold) await new Promise((resolve) => setTimeout(resolve, 25));
    if (window.__testWalletReject) {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    }
  };
  const sign = async (bytes: Uint8Array) => fromBase64(await window.__testWalletSign(toBase64(bytes)));
  const requireAccount = (requested?: { address: string }) => {
    if (!accounts.length) throw new Error('Phantom is not connected');
    if (requested && requested.address !== account.address) throw new Error('Unknown account');
  };
  const setAccounts = (next: typeof accounts) => {
    accounts = next;
    for (const listener of listeners) listener({ accounts });
  };
  const connectAccount = () => {
    if (!accounts.length) setAccounts([account]);
    localStorage.setItem(TRUST_KEY, config.address);
  };

  /** Sign-In With Solana text, built from the input the way wallets do (CAIP-122 / SIWS). */
  const signInMessage = (input: Record<string, unknown>) => {
    const domain = (input.domain as string | undefined) ?? window.location.host;
    const address = (input.address as string | undefined) ?? account.address;
    let message = `${domain} wants you to sign in with your Solana account:\n${address}`;
    if (input.statement) message += `\n\n${input.statement}`;
    const fields: string[] = [];
    if (input.uri) fields.push(`URI: ${input.uri}`);
    if (input.version) fields.push(`Version: ${input.version}`);
    if (input.chainId) fields.push(`Chain ID: ${input.chainId}`);
    if (input.nonce) fields.push(`Nonce: ${input.nonce}`);
    if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`);
    if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`);
    if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`);
    if (input.requestId) fields.push(`Request ID: ${input.requestId}`);
    if (Array.isArray(input.resources) && input.resources.length) {
      fields.push(`Resources:${input.resources.map((r) => `\n- ${r}`).join('')}`);
    }
    if (fields.length) message += `\n\n${fields.join('\n')}`;
    return message;
  };

  const readCompactU16 = (bytes: Uint8Array, offset: number): [number, number] => {
    let value = 0;
    let size = 0;
    for (;;) {
      const byte = bytes[offset + size];
      if (byte === undefined) throw new Error('Malformed transaction');
      value |= (byte & 0x7f) << (7 * size);
      size += 1;
      if ((byte & 0x80) === 0) return [value, size];
    }
  };

  /**
   * Signs a serialized transaction (legacy or v0): the signature goes in the slot of this wallet's
   * key among the message's static account keys; other signatures are left as they are.
   */
  const signTransactionBytes = async (transaction: Uint8Array) => {
    const [signatureCount, countSize] = readCompactU16(transaction, 0);
    const message = transaction.subarray(countSize + signatureCount * 64);
    let offset = 0;
    if (message[0]! & 0x80) {
      const version = message[0]! & 0x7f;
      if (version !== 0) throw new Error(`Unsupported transaction version ${version}`);
      offset = 1;
    }
    const requiredSignatures = message[offset]!;
    offset += 3; // header: required signatures, readonly signed, readonly unsigned
    const [keyCount, keyCountSize] = readCompactU16(message, offset);
    offset += keyCountSize;
    let signerIndex = -1;
    for (let i = 0; i < keyCount && signerIndex < 0; i++) {
      const key = message.subarray(offset + i * 32, offset + i * 32 + 32);
      if (key.every((byte, j) => byte === publicKey[j])) signerIndex = i;
    }
    if (signerIndex < 0 || signerIndex >= requiredSignatures || signerIndex >= signatureCount) {
      throw new Error('This wallet is not a signer of the transaction');
    }
    const signature = await sign(message);
    const signed = transaction.slice();
    signed.set(signature, countSize + signerIndex * 64);
    return signed;
  };

  const wallet = {
    version: '1.0.0' as const,
    name: 'Phantom',
    icon: ICON,
    chains: CHAINS,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) {
            // No prompt: only an app the user already trusted gets the account back.
            if (localStorage.getItem(TRUST_KEY) === config.address) connectAccount();
            return { accounts };
          }
          await askUser();
          connectAccount();
          return { accounts };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          localStorage.removeItem(TRUST_KEY);
          setAccounts([]);
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts: typeof accounts }) => void) {
          if (event !== 'change') return () => {};
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signIn': {
        version: '1.0.0',
        async signIn(...inputs: Record<string, unknown>[]) {
          await askUser();
          connectAccount();
          const outputs = [];
          for (const input of inputs) {
            if (input.address && input.address !== account.address) {
              throw new Error('Sign-in requested for another account');
            }
            const signedMessage = new TextEncoder().encode(signInMessage(input));
            const signature = await sign(signedMessage);
            outputs.push({ account, signedMessage, signature, signatureType: 'ed25519' as const });
          }
          return outputs;
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: { address: string }; message: Uint8Array }[]) {
          await askUser();
          const outputs = [];
          for (const input of inputs) {
            requireAccount(input.account);
            const signedMessage = new Uint8Array(input.message);
            outputs.push({ signedMessage, signature: await sign(signedMessage), signatureType: 'ed25519' as const });
          }
          return outputs;
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: { address: string }; transaction: Uint8Array }[]) {
          await askUser();
          const outputs = [];
          for (const input of inputs) {
            requireAccount(input.account);
            outputs.push({ signedTransaction: await signTransactionBytes(new Uint8Array(input.transaction)) });
          }
          return outputs;
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { account: { address: string }; transaction: Uint8Array; chain: string }[]) {
          await askUser();
          const outputs = [];
          for (const input of inputs) {
            requireAccount(input.account);
            const signed = await signTransactionBytes(new Uint8Array(input.transaction));
            await window.__testWalletSend(toBase64(signed), input.chain ?? 'solana:localnet');
            // The transaction id is its first signature.
            const [, countSize] = readCompactU16(signed, 0);
            outputs.push({ signature: signed.slice(countSize, countSize + 64) });
          }
          return outputs;
        },
      },
    },
  };

  // Wallet Standard registration: announce now, and answer an app that starts listening later.
  const callback = ({ register }: { register: (w: typeof wallet) => unknown }) => register(wallet);
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched\n', error);
  }
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register: (w: typeof wallet) => unknown }>).detail),
  );
}
