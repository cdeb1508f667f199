/**
 * The connected wallet's schedules, read from the chain: as recipient, with what is claimable now,
 * the next unlock and Claim; as creator, with what was claimed so far, who may cancel in plain
 * words, and Cancel where that right is the wallet's.
 */
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CANCEL_RIGHT_WORDS, shortenAddress, TEXTS, type VestingEscrowView } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { Button, Card } from '../../shared/ui/index.ts';
import { useCancelVestingMutation, useClaimVestingMutation, useVestingEscrowsQuery } from './api.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Fully unlocked');
const canCancel = (e: VestingEscrowView, wallet: string) =>
  !e.cancelledAt &&
  (((e.cancelMode === 'creator' || e.cancelMode === 'both') && e.creator === wallet) ||
    ((e.cancelMode === 'recipient' || e.cancelMode === 'both') && e.recipient === wallet));

function useSigned(refetch: () => void) {
  const runTransactions = useTransactionRunner();
  const [busy, setBusy] = useState<string | null>(null);
  return {
    busy,
    async run(escrow: string, build: () => Promise<{ transaction: string }>, done: string) {
      setBusy(escrow);
      try {
        const { transaction } = await build();
        const [result] = (await runTransactions([transaction])).results;
        if (result?.ok) toast.success(done);
        else toast.error(result?.message ?? TEXTS.anErrorOccurred);
      } catch (e) {
        toast.error(messageOf(e, TEXTS.anErrorOccurred));
      } finally {
        setBusy(null);
        refetch();
      }
    },
  };
}

/** One list of escrows: its title, what it says when empty, and its own columns and row cells. */
function EscrowTable({
  title,
  empty,
  escrows,
  headers,
  row,
}: {
  title: string;
  empty: string;
  escrows: { data?: VestingEscrowView[]; isLoading: boolean };
  headers: { label: string; right?: boolean }[];
  row: (escrow: VestingEscrowView) => ReactNode;
}) {
  return (
    <Card className="space-y-3" role="region" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {!escrows.data?.length ? (
        <p className="text-sm text-muted">{escrows.isLoading ? 'Loading…' : empty}</p>
      ) : (
        <table className="w-full text-left text-sm tabular">
          <thead className="text-muted">
            <tr>
              {headers.map(({ label, right }) => (
                <th key={label} className={right ? 'text-right font-normal' : 'font-normal'}>
                  {label}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>{escrows.data.map(row)}</tbody>
        </table>
      )}
    </Card>
  );
}

export function RecipientEscrows({ wallet }: { wallet: string }) {
  const escrows = useVestingEscrowsQuery({ recipient: wallet }, { pollingInterval: 15_000 });
  const [claim] = useClaimVestingMutation();
  const signed = useSigned(() => void escrows.refetch());
  return (
    <EscrowTable
      title="Vesting for you"
      empty="No vesting schedule names this wallet as its recipient."
      escrows={escrows}
      headers={[
        { label: 'Token' },
        { label: 'Total', right: true },
        { label: 'Claimed', right: true },
        { label: 'Claimable now', right: true },
        { label: 'Next unlock' },
      ]}
      row={(e) => (
        <tr key={e.escrow} data-testid={`recipient-escrow-${e.escrow}`}>
          <td className="font-mono">{e.symbol ?? shortenAddress(e.mint)}</td>
          <td className="text-right">{e.total}</td>
          <td className="text-right">{e.claimed}</td>
          <td className="text-right" data-testid="claimable">
            {e.claimableNow}
          </td>
          <td>{e.cancelledAt ? 'Cancelled' : when(e.nextUnlock)}</td>
          <td className="text-right">
            <Button
              variant="secondary"
              disabled={e.claimableNow === '0' || signed.busy === e.escrow}
              onClick={() => void signed.run(e.escrow, () => claim(e.escrow).unwrap(), `Claimed ${e.claimableNow}`)}
            >
              Claim
            </Button>
          </td>
        </tr>
      )}
    />
  );
}

export function CreatorEscrows({ wallet }: { wallet: string }) {
  const escrows = useVestingEscrowsQuery({ creator: wallet }, { pollingInterval: 15_000 });
  const [cancel] = useCancelVestingMutation();
  const signed = useSigned(() => void escrows.refetch());
  return (
    <EscrowTable
      title="Schedules you created"
      empty="You have not created a vesting schedule from this wallet."
      escrows={escrows}
      headers={[
        { label: 'Recipient' },
        { label: 'Total', right: true },
        { label: 'Claimed so far', right: true },
        { label: 'Next unlock' },
        { label: 'Cancel' },
      ]}
      row={(e) => (
        <tr key={e.escrow} data-testid={`creator-escrow-${e.escrow}`}>
          <td className="font-mono">{shortenAddress(e.recipient)}</td>
          <td className="text-right">
            {e.total} {e.symbol ?? ''}
          </td>
          <td className="text-right">{e.claimed}</td>
          <td>{e.cancelledAt ? `Cancelled ${new Date(e.cancelledAt).toLocaleString()}` : when(e.nextUnlock)}</td>
          <td className="text-muted">{CANCEL_RIGHT_WORDS[e.cancelMode]}</td>
          <td className="text-right">
            {canCancel(e, wallet) && (
              <Button
                variant="secondary"
                disabled={signed.busy === e.escrow}
                onClick={() => void signed.run(e.escrow, () => cancel(e.escrow).unwrap(), 'Schedule cancelled')}
              >
                Cancel
              </Button>
            )}
          </td>
        </tr>
      )}
    />
  );
}
