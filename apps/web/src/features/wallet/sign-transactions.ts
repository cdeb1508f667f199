/**
 * Asks Phantom to sign transactions the server built: all of them in one request
 * (`solana:signTransaction` takes several inputs), so bulk work costs the user one approval.
 */
import type { Cluster } from '@toolkit/shared';
import { TEXTS } from '@toolkit/shared';
import type { WalletAccount } from '@wallet-standard/base';
import { currentPhantom } from './phantom.ts';

type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>;
};

/** Wallet Standard chain ids for the cluster the server builds for. */
export const chainIdOf = (cluster: Cluster) =>
  cluster === 'mainnet' ? 'solana:mainnet' : cluster === 'devnet' ? 'solana:devnet' : 'solana:localnet';

export const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function signTransactionsWithPhantom(walletAddress: string, cluster: Cluster, transactions: string[]): Promise<string[]> {
  const wallet = currentPhantom();
  if (!wallet) throw new Error(TEXTS.phantomNotInstalled);
  const feature = wallet.features['solana:signTransaction'] as SignTransactionFeature | undefined;
  if (!feature) throw new Error('Phantom cannot sign transactions');
  const account = wallet.accounts.find((a) => a.address === walletAddress);
  if (!account) throw new Error(TEXTS.connectionFailed);
  const chain = chainIdOf(cluster);
  const signed = await feature.signTransaction(...transactions.map((tx) => ({ account, transaction: base64ToBytes(tx), chain })));
  return signed.map((o) => bytesToBase64(o.signedTransaction));
}
