import { describe, expect, it } from 'vitest';
import { buildSignInMessage, parseSignInMessage } from './siws.ts';

const input = {
  domain: 'localhost:3000',
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  statement: 'Sign in to the token toolkit.',
  uri: 'http://localhost:3000',
  version: '1' as const,
  chainId: 'localnet',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: '2025-01-01T00:00:00.000Z',
  expirationTime: '2025-01-01T00:10:00.000Z',
};

describe('SIWS messages', () => {
  it('Given a message it built, When it is parsed, Then every field reads back', () => {
    expect(parseSignInMessage(buildSignInMessage(input))).toEqual(input);
  });

  it('Given a wallet-built message with optional lines in the standard order, When it is parsed, Then the fields the server checks are there', () => {
    // Given the text a solana:signIn wallet produces, with Not Before, Request ID and Resources
    const text = [
      `${input.domain} wants you to sign in with your Solana account:`,
      input.address,
      '',
      input.statement,
      '',
      `URI: ${input.uri}`,
      'Version: 1',
      `Chain ID: ${input.chainId}`,
      `Nonce: ${input.nonce}`,
      `Issued At: ${input.issuedAt}`,
      `Expiration Time: ${input.expirationTime}`,
      'Not Before: 2025-01-01T00:00:00.000Z',
      'Request ID: 42',
      'Resources:',
      '- https://example.com/a',
    ].join('\n');
    // Then the fields the server checks are all there
    expect(parseSignInMessage(text)).toMatchObject({ ...input, requestId: '42', resources: ['https://example.com/a'] });
  });

  it('Given a message without a statement, When it is parsed, Then its domain and nonce are read', () => {
    const text = buildSignInMessage(input).replace(`\n${input.statement}\n`, '');
    expect(parseSignInMessage(text)).toMatchObject({ domain: input.domain, nonce: input.nonce });
  });

  it('Given text that is not a sign-in message or repeats a field, When it is parsed, Then nothing is read', () => {
    expect(parseSignInMessage('hello')).toBeNull();
    expect(parseSignInMessage(`${buildSignInMessage(input)}\nNonce: other`)).toBeNull();
  });
});
