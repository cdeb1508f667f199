import * as Tabs from '@radix-ui/react-tabs';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { TEXTS } from '@toolkit/shared';
import { Button, Card, PageHeader } from '../../shared/ui/index.ts';
import { ManageTokenDialog } from './ManageTokenDialog.tsx';
import { AssetsTab } from './tabs/AssetsTab.tsx';
import { CreatedTokensTab } from './tabs/CreatedTokensTab.tsx';
import { LiquidityTab } from './tabs/LiquidityTab.tsx';
import { useManagedTokens } from './use-managed-tokens.ts';
import { WithdrawalAccountDialog } from '../withdrawal-accounts/index.ts';

const tab = 'rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-fg data-[state=active]:bg-surface-2 data-[state=active]:text-fg';

/** Dashboard (spec 2): the user's tokens, tokenized assets and liquidity, with the two dialogs. */
export function DashboardPage() {
  const list = useManagedTokens();
  const [manageOpen, setManageOpen] = useState(false);
  return (
    <div>
      <PageHeader title={TEXTS.dashboard} subtitle={TEXTS.welcomeBack}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setManageOpen(true)}><Coins className="size-4" aria-hidden /> {TEXTS.manageToken}</Button>
          <WithdrawalAccountDialog />
        </div>
      </PageHeader>
      <ManageTokenDialog open={manageOpen} onOpenChange={setManageOpen} tokens={list.tokens} onChanged={list.reload} />
      <Card className="p-4 sm:p-6">
        <Tabs.Root defaultValue="new">
          <Tabs.List aria-label="Dashboard" className="mb-4 flex flex-wrap gap-1 rounded-xl border border-line bg-bg/40 p-1">
            <Tabs.Trigger value="new" className={tab}>{TEXTS.tokenCreatedByYou}</Tabs.Trigger>
            <Tabs.Trigger value="assets" className={tab}>{TEXTS.tokenizedAssets}</Tabs.Trigger>
            <Tabs.Trigger value="liquidity" className={tab}>{TEXTS.liquidity}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="new"><CreatedTokensTab tokens={list.tokens} loading={list.loading} error={list.error} onChanged={list.reload} /></Tabs.Content>
          <Tabs.Content value="assets"><AssetsTab /></Tabs.Content>
          <Tabs.Content value="liquidity"><LiquidityTab /></Tabs.Content>
        </Tabs.Root>
      </Card>
    </div>
  );
}
