/** The user's orders, newest first, refreshed while any of them runs. */
import { shortenAddress, type WalletList } from '@toolkit/shared';
import type { BotOrderList } from './api.ts';
import { OrderCard } from './OrderCard.tsx';

/** "Admin wallet", "Wallet 3", or the address of a wallet no longer listed. */
export function walletLabelOf(wallets: WalletList | undefined, address: string): string {
  if (wallets?.adminWallet.address === address) return 'Admin wallet';
  const w = wallets?.wallets.find((x) => x.address === address);
  return w ? `Wallet ${w.index}` : shortenAddress(address);
}

export function OrderList({ data, loading, wallets }: { data: BotOrderList | undefined; loading: boolean; wallets: WalletList | undefined }) {
  if (!data?.orders.length) {
    return <p className="text-sm text-muted">{loading ? 'Loading…' : 'No orders yet. The orders you create appear here with every fill.'}</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Orders">
      {data.orders.map((o) => (
        <OrderCard key={o.id} order={o} walletLabel={walletLabelOf(wallets, o.wallet)} />
      ))}
    </ul>
  );
}
