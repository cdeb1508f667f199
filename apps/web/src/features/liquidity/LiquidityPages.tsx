import { PendingFeature } from '../../shared/ui/index.ts';

export function CreatePoolPage() {
  return (
    <PendingFeature
      title="Create Solana Liquidity Pool"
      actionLabel="Create Pool"
      summary={
        <p>
          Initialise a constant-product pool for your token and SOL with a fee tier of 0.25 to 4 % and an optional start
          time, then add liquidity. Pool creation costs about 0.2 SOL (0.15 fee plus account rent). Pool funds are held
          by the server's pool keys.
        </p>
      }
    />
  );
}

export function ManageLiquidityPage() {
  return (
    <PendingFeature
      title="Manage Liquidity"
      actionLabel="Add Liquidity"
      summary={<p>Add liquidity to a pool or remove your share of it, by pool address.</p>}
    />
  );
}
