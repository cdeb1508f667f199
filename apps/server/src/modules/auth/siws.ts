/**
 * Sign-In With Solana messages (CAIP-122 / SIWS), the text a wallet signs to prove it owns an
 * address. We build the message for `solana:signMessage` wallets; `solana:signIn` wallets build
 * it themselves from the same fields, possibly with optional lines (Not Before, Request ID,
 * Resources), so the parser reads fields by name rather than by position.
 */
import type { SignInInput } from '@toolkit/shared';

const HEADER = ' wants you to sign in with your Solana account:';

export interface SignInFields {
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const FIELD_NAMES: Record<string, keyof SignInFields> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
};

export function buildSignInMessage(input: SignInInput): string {
  return [
    `${input.domain}${HEADER}`,
    input.address,
    '',
    input.statement,
    '',
    `URI: ${input.uri}`,
    `Version: ${input.version}`,
    `Chain ID: ${input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
    `Expiration Time: ${input.expirationTime}`,
  ].join('\n');
}

/** Returns the message's fields, or null when it is not a SIWS message. */
export function parseSignInMessage(text: string): SignInFields | null {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const first = lines[0] ?? '';
  if (!first.endsWith(HEADER)) return null;
  const domain = first.slice(0, -HEADER.length);
  const address = (lines[1] ?? '').trim();
  if (!domain || !address) return null;

  const fields: SignInFields = { domain, address };
  const statement: string[] = [];
  let inResources = false;
  for (const line of lines.slice(2)) {
    if (inResources && line.startsWith('- ')) {
      fields.resources!.push(line.slice(2));
      continue;
    }
    inResources = false;
    if (line === 'Resources:') {
      inResources = true;
      fields.resources = [];
      continue;
    }
    const colon = line.indexOf(': ');
    const key = colon > 0 ? FIELD_NAMES[line.slice(0, colon)] : undefined;
    if (key) {
      if (fields[key] !== undefined) return null; // a field given twice is ambiguous: refuse
      (fields as unknown as Record<string, string>)[key] = line.slice(colon + 2);
    } else if (line.trim() !== '') {
      statement.push(line);
    }
  }
  if (statement.length) fields.statement = statement.join('\n');
  return fields;
}
