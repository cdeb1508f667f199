import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';

/** The only wallet the product accepts (spec 1, 6). */
export const PHANTOM_NAME = 'Phantom';

export function findPhantom(wallets: readonly Wallet[]): Wallet | undefined {
  return wallets.find((w) => w.name === PHANTOM_NAME);
}

/** The Phantom wallet registered so far, if any. */
export function currentPhantom(): Wallet | undefined {
  return findPhantom(getWallets().get());
}

/**
 * Calls `onPhantom` with Phantom now if it is registered, else as soon as it registers (browser
 * extensions may register after the app starts). Returns an unsubscribe function.
 */
export function watchPhantom(onPhantom: (wallet: Wallet) => void): () => void {
  const wallets = getWallets();
  const now = findPhantom(wallets.get());
  if (now) {
    onPhantom(now);
    return () => {};
  }
  const off = wallets.on('register', (...added) => {
    const phantom = findPhantom(added);
    if (phantom) {
      off();
      onPhantom(phantom);
    }
  });
  return off;
}
