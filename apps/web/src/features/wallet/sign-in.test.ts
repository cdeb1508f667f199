import { generateKeyPairSync, sign, verify, createPublicKey, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { base58Encode } from './base58.ts';
import { signChallenge, SignInError, type NonceChallenge } from './sign-in.ts';

/** A real ed25519 keypair standing in for the user's Phantom key. */
function keypair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = new Uint8Array(Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url'));
  return { privateKey, publicKey, address: base58Encode(raw) };
}

const siwsText = (i: NonceChallenge['input']) =>
  `${i.domain} wants you to sign in with your Solana account:\n${i.address}\n\n${i.statement}\n\nURI: ${i.uri}\nVersion: ${i.version}\nChain ID: ${i.chainId}\nNonce: ${i.nonce}\nIssued At: ${i.issuedAt}\nExpiration Time: ${i.expirationTime}`;

function challengeFor(address: string): NonceChallenge {
  const input = {
    domain: 'localhost:3000',
    address,
    statement: 'Sign in to Token Toolkit',
    uri: 'http://localhost:3000',
    version: '1',
    chainId: 'solana:localnet',
    nonce: 'n0nce123',
    issuedAt: '2025-01-01T00:00:00.000Z',
    expirationTime: '2025-01-01T00:10:00.000Z',
  };
  return { message: siwsText(input), input };
}

function walletWith(features: Record<string, unknown>, account: WalletAccount): Wallet {
  return {
    version: '1.0.0',
    name: 'Phantom',
    icon: 'data:image/svg+xml,',
    chains: ['solana:localnet'],
    features,
    accounts: [account],
  } as unknown as Wallet;
}

const accountOf = (address: string) => ({ address, publicKey: new Uint8Array(32), chains: [], features: [] }) as unknown as WalletAccount;

function verifies(publicKey: KeyObject, message: string, signatureB58: string, privateSig: Uint8Array) {
  return base58Encode(privateSig) === signatureB58 && verify(null, new TextEncoder().encode(message), publicKey, privateSig);
}

describe('signing the server challenge (DESIGN.md 5)', () => {
  it('Given a wallet with solana:signIn, when signing, then the message it built and its base58 signature are sent', async () => {
    const key = keypair();
    const account = accountOf(key.address);
    let signature = new Uint8Array();
    const wallet = walletWith(
      {
        'solana:signIn': {
          version: '1.0.0',
          signIn: async (input: NonceChallenge['input']) => {
            const signedMessage = new TextEncoder().encode(siwsText(input));
            signature = new Uint8Array(sign(null, signedMessage, key.privateKey));
            return [{ account, signedMessage, signature }];
          },
        },
      },
      account,
    );
    const challenge = challengeFor(key.address);
    const signed = await signChallenge(wallet, account, challenge);
    expect(signed.message).toBe(challenge.message);
    expect(verifies(key.publicKey, signed.message, signed.signature, signature)).toBe(true);
  });

  it('Given a wallet with only solana:signMessage, when signing, then the server message bytes are signed', async () => {
    const key = keypair();
    const account = accountOf(key.address);
    let signature = new Uint8Array();
    const wallet = walletWith(
      {
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async ({ message }: { message: Uint8Array }) => {
            signature = new Uint8Array(sign(null, message, key.privateKey));
            return [{ signedMessage: message, signature }];
          },
        },
      },
      account,
    );
    const challenge = challengeFor(key.address);
    const signed = await signChallenge(wallet, account, challenge);
    expect(signed.message).toBe(challenge.message);
    expect(verifies(key.publicKey, challenge.message, signed.signature, signature)).toBe(true);
  });

  it('Given a wallet that signs in with another account, when signing, then it is refused', async () => {
    const key = keypair();
    const other = accountOf(keypair().address);
    const wallet = walletWith(
      {
        'solana:signIn': {
          version: '1.0.0',
          signIn: async () => [{ account: other, signedMessage: new Uint8Array(1), signature: new Uint8Array(64) }],
        },
      },
      accountOf(key.address),
    );
    await expect(signChallenge(wallet, accountOf(key.address), challengeFor(key.address))).rejects.toBeInstanceOf(SignInError);
  });

  it('Given a wallet that cannot sign messages, when signing, then it is refused', async () => {
    const key = keypair();
    const wallet = walletWith({}, accountOf(key.address));
    await expect(signChallenge(wallet, accountOf(key.address), challengeFor(key.address))).rejects.toThrow('cannot sign');
  });
});

describe('base58', () => {
  it('Given bytes with leading zeros and known vectors, when encoded, then zeros read as 1s and every vector matches exactly', () => {
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112');
    expect(base58Encode(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });
});
