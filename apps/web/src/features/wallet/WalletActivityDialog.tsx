/**
 * Wallet Activity: the user's transactions as the app recorded them: what kind, what
 * moved, when, how it ended, and the explorer link. Read fresh each time it opens.
 */
import { ExternalLink } from 'lucide-react';
import type { ActivityItem } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { ExplorerLink, Modal, SkeletonBlock } from '../../shared/ui/index.ts';
import { useWalletActivityQuery } from './api.ts';

const KIND_NAMES: Record<string, string> = {
  'pool.swap': 'Swap',
  'pool.init': 'Create pool',
  'pool.add': 'Add liquidity',
  'pool.remove': 'Remove liquidity',
  'token.create': 'Create token',
  'token.update-metadata': 'Update metadata',
  'token.authority': 'Change authority',
  'revoke.authority': 'Revoke authority',
  'wallet.fund': 'Fund wallets',
  'wallet.withdraw': 'Withdraw from wallets',
};

const STATUS_NAMES: Record<ActivityItem['status'], string> = {
  built: 'Not sent',
  submitting: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

/** 'token.burn' → 'Token burn' for a kind this list does not name yet. */
const kindName = (kind: string) => KIND_NAMES[kind] ?? kind.replace(/[._-]/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function WalletActivityDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data, error, isLoading } = useWalletActivityQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Wallet Activity" description="Transactions you made in this app, newest first." size="lg">
      {isLoading ? (
        <SkeletonBlock label="Loading your activity" />
      ) : error ? (
        <p role="alert" className="text-sm text-danger">
          {messageOf(error, 'Could not load your activity')}
        </p>
      ) : !data?.length ? (
        <p className="py-6 text-center text-sm text-muted">No transactions yet. Swaps, tokens and transfers you make here will show up.</p>
      ) : (
        <ul aria-label="Transactions" className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto">
          {data.map((item, i) => (
            <li key={item.signature ?? `${item.createdAt}-${i}`} className="rounded-xl border border-line bg-bg/40 px-3.5 py-2.5 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold">{kindName(item.kind)}</span>
                <span className={item.status === 'failed' ? 'text-danger' : item.status === 'confirmed' ? 'text-ok' : 'text-muted'}>
                  {STATUS_NAMES[item.status]}
                </span>
              </div>
              {item.amount && <div className="tabular truncate text-muted">{item.amount}</div>}
              <div className="mt-1 flex items-center justify-between gap-3 text-xs text-muted">
                <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString()}</time>
                {item.signature && (
                  <ExplorerLink kind="tx" id={item.signature} className="inline-flex items-center gap-1 underline">
                    Explorer <ExternalLink className="size-3" aria-hidden />
                  </ExplorerLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
