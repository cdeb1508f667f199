/**
 * The connected wallet's schedules, read from the chain: as recipient, with what is claimable now,
 * the next unlock and Claim; as creator, with what was claimed so far, who may cancel in plain
 * words, and Cancel where that right is the wallet's.
 */
import { useState } from 'react';
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

export function RecipientEscrows({ wallet }: { wallet: string }) {
  const escrows = useVestingEscrowsQuery({ recipient: wallet }, { pollingInterval: 15_000 });
  const [claim] = useClaimVestingMutation();
  const signed = useSigned(() => void escrows.refetch());
  return (
    <Card className="space-y-3" role="region" aria-label="Vesting for you">
      <h2 className="font-semibold">Vesting for you</h2>
      {!escrows.data?.length ? (
        <p className="text-sm text-muted">{escrows.isLoading ? 'Loading…' : 'No vesting schedule names this wallet as its recipient.'}</p>
      ) : (
        <table className="w-full text-left text-sm tabular">
          <thead className="text-muted">
            <tr>
              <th className="font-normal">Token</th>
              <th className="text-right font-normal">Total</th>
              <th className="text-right font-normal">Claimed</th>
              <th className="text-right font-normal">Claimable now</th>
              <th className="font-normal">Next unlock</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {escrows.data.map((e) => (
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
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

export function CreatorEscrows({ wallet }: { wallet: string }) {
  const escrows = useVestingEscrowsQuery({ creator: wallet }, { pollingInterval: 15_000 });
  const [cancel] = useCancelVestingMutation();
  const signed = useSigned(() => void escrows.refetch());
  return (
    <Card className="space-y-3" role="region" aria-label="Schedules you created">
      <h2 className="font-semibold">Schedules you created</h2>
      {!escrows.data?.length ? (
        <p className="text-sm text-muted">{escrows.isLoading ? 'Loading…' : 'You have not created a vesting schedule from this wallet.'}</p>
      ) : (
        <table className="w-full text-left text-sm tabular">
          <thead className="text-muted">
            <tr>
              <th className="font-normal">Recipient</th>
              <th className="text-right font-normal">Total</th>
              <th className="text-right font-normal">Claimed so far</th>
              <th className="font-normal">Next unlock</th>
              <th className="font-normal">Cancel</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {escrows.data.map((e) => (
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
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
