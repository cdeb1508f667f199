import { TEXTS } from '@toolkit/shared';
import { PendingFeature } from '../../shared/ui/index.ts';

export function BurnPage() {
  return (
    <PendingFeature
      title={TEXTS.burnTokens}
      actionLabel={TEXTS.burnTokens}
      summary={
        <p>
          Reduce your token's supply by burning tokens you hold. Burning is permanent: burned tokens leave the supply for
          good.
        </p>
      }
    />
  );
}
