import { TEXTS } from '@toolkit/shared';
import { PendingFeature } from '../../shared/ui/index.ts';

export function WalletManagerPage() {
  return (
    <PendingFeature
      title={TEXTS.walletManager}
      subtitle="Transaction history is collected from your activity in this app."
      actionLabel={TEXTS.fetchBalance}
      summary={
        <p>
          Generate up to 300 custodial wallets, fund them from your Phantom wallet, withdraw from them to your
          withdrawal accounts and follow every balance in one place.
        </p>
      }
    />
  );
}
