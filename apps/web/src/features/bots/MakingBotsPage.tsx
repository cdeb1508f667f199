import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes.ts';
import { PendingFeature } from '../../shared/ui/index.ts';

export function MakingBotsPage() {
  return (
    <PendingFeature
      title="Making Bots"
      summary={
        <>
          <p>Bots that trade your token's pool for you, from the wallets you keep in the Wallet Manager:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>a market maker that keeps buying and selling around a price band you set;</li>
            <li>a volume bot that spreads many small swaps across your wallets.</li>
          </ul>
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
