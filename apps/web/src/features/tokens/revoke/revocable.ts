/**
 * Whether the connected wallet can revoke an authority, and why not: revoking is
 * signed by the authority itself, so a button that would fail in the wallet is disabled instead,
 * with the reason beside it.
 */
import { shortenAddress, type AuthorityKind, type TokenDetails } from '@toolkit/shared';

const HOLDER: Record<AuthorityKind, 'freezeAuthority' | 'mintAuthority' | 'updateAuthority'> = {
  freeze: 'freezeAuthority',
  mint: 'mintAuthority',
  update: 'updateAuthority',
};

const NAMES: Record<AuthorityKind, string> = { freeze: 'freeze authority', mint: 'mint authority', update: 'update authority' };

/** Null when `wallet` holds the authority; else the reason, in words. */
export function whyNotRevocable(kind: AuthorityKind, info: TokenDetails, wallet: string | null): string | null {
  const holder = info[HOLDER[kind]];
  if (holder === null) return `The ${NAMES[kind]} is already revoked.`;
  if (!wallet) return 'Connect the wallet that holds this authority.';
  if (holder !== wallet) return `The ${NAMES[kind]} is ${shortenAddress(holder)}, not your connected wallet: only it can revoke.`;
  return null;
}
