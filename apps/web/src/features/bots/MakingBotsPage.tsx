import { PendingFeature } from '../../shared/ui/index.ts';

export function MakingBotsPage() {
  return (
    <PendingFeature
      title="Making Bots"
      actionLabel="Start Bot"
      summary={
        <>
          <p>
            Market-making and volume bots that trade your token's pool from the custodial wallets of the Wallet Manager: a market maker that keeps buy
            and sell orders around a price band, and a volume bot that spreads small swaps across many wallets.
          </p>
          <p>Making Bots is not available yet.</p>
        </>
      }
    />
  );
}
