import * as Tabs from '@radix-ui/react-tabs';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { Button, Card, PageHeader } from '../../shared/ui/index.ts';
import { useManagedTokensQuery } from './api.ts';
import { ManageTokenDialog } from './ManageTokenDialog.tsx';
import { AssetsTab } from './tabs/AssetsTab.tsx';
import { CreatedTokensTab } from './tabs/CreatedTokensTab.tsx';
import { LiquidityTab } from './tabs/LiquidityTab.tsx';
import { WithdrawalAccountDialog } from '../withdrawal-accounts/index.ts';

const tab =
  'rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-fg data-[state=active]:bg-surface-2 data-[state=active]:text-fg';

/** Dashboard (spec 2): the user's tokens, tokenized assets and liquidity, with the two dialogs. */
export function DashboardPage() {
  const { connected } = useWalletSession();
  const query = useManagedTokensQuery(undefined, { skip: !connected });
  const tokens = (connected && query.data) || [];
  const error = connected && query.isError ? messageOf(query.error, 'Could not load your tokens') : null;
  const [manageOpen, setManageOpen] = useState(false);
  return (
    <div>
      <PageHeader title={TEXTS.dashboard} subtitle={TEXTS.welcomeBack}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setManageOpen(true)}>
            <Coins className="size-4" aria-hidden /> {TEXTS.manageToken}
          </Button>
          <WithdrawalAccountDialog />
        </div>
      </PageHeader>
      <ManageTokenDialog open={manageOpen} onOpenChange={setManageOpen} tokens={tokens} />
      <Card className="p-4 sm:p-6">
        <Tabs.Root defaultValue="new">
          <Tabs.List aria-label="Dashboard" className="mb-4 flex flex-wrap gap-1 rounded-xl border border-line bg-bg/40 p-1">
            <Tabs.Trigger value="new" className={tab}>
              {TEXTS.tokenCreatedByYou}
            </Tabs.Trigger>
            <Tabs.Trigger value="assets" className={tab}>
              {TEXTS.tokenizedAssets}
            </Tabs.Trigger>
            <Tabs.Trigger value="liquidity" className={tab}>
              {TEXTS.liquidity}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="new">
            <CreatedTokensTab tokens={tokens} loading={query.isFetching} error={error} />
          </Tabs.Content>
          <Tabs.Content value="assets">
            <AssetsTab />
          </Tabs.Content>
          <Tabs.Content value="liquidity">
            <LiquidityTab />
          </Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}
