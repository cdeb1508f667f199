import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes.ts';
import { PendingFeature } from '../../shared/ui/index.ts';

export function MakingBotsPage() {
  return (
    <PendingFeature
      title="Making Bots"
      summary={
        <>
          <p>Orders that trade for you, from the wallets you keep in the Wallet Manager: DCA, TWAP, limit, stop-loss and take-profit.</p>
          <p>No volume bot, no holder farming, no random splitting across wallets: wash trading is refused.</p>
          <p>
            Until then you can prepare: generate and fund wallets in the{' '}
            <Link to={ROUTES.walletManager} className="text-accent underline">
              Wallet Manager
            </Link>{' '}
            and trade by hand on{' '}
            <Link to={ROUTES.swap} className="text-accent underline">
              Swap
            </Link>
            .
          </p>
        </>
      }
    />
  );
}
