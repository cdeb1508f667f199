import { TEXTS } from '@toolkit/shared';
import { PendingFeature } from '../../shared/ui/index.ts';

export function DashboardPage() {
  return (
    <PendingFeature
      title={TEXTS.dashboard}
      subtitle={TEXTS.welcomeBack}
      actionLabel={TEXTS.manageToken}
      summary={
        <p>
          Your tokens, tokenized assets and liquidity positions, read from the chain, with dialogs to manage your
          token list and withdrawal accounts.
        </p>
      }
    />
  );
}
