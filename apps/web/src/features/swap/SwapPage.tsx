import { TEXTS } from '@toolkit/shared';
import { PendingFeature } from '../../shared/ui/index.ts';

export function SwapPage() {
  return (
    <PendingFeature
      title={TEXTS.swapTitle}
      subtitle={TEXTS.swapSubtitle}
      actionLabel={TEXTS.swapTokens}
      summary={<p>Swap between a token and SOL through its pool, with the rate, minimum received and price impact quoted from the pool's reserves.</p>}
    />
  );
}
