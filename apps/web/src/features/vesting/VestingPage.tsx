import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useWalletSession } from '../../shared/session/index.ts';
import { Card, Field, PageHeader, Segmented } from '../../shared/ui/index.ts';
import { CsvSchedules } from './CsvSchedules.tsx';
import { CreatorEscrows, RecipientEscrows } from './EscrowLists.tsx';
import { SingleSchedule } from './SingleSchedule.tsx';

const selectUserId = (s: { wallet: { user: { _id: string } | null } }) => s.wallet.user?._id ?? null;

/**
 * Vesting: token allocations that unlock on a schedule anyone can verify, held by escrows of the
 * lock program (Jupiter Lock's interface), never by this server. One schedule signed in the
 * wallet, or many from CSV through a job; recipients claim here, creators follow theirs.
 */
export function VestingPage() {
  const session = useWalletSession();
  const userId = useSelector(selectUserId);
  const signedIn = session.connected && !!userId;
  const [mode, setMode] = useState<'one' | 'many'>('one');
  const [mint, setMint] = useState('');
  const [created, setCreated] = useState(0);
  const wallet = session.walletAddress;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Vesting" subtitle="Lock tokens for a team member or an investor, unlocking on a schedule anyone can verify on chain." />
      <Card className="space-y-5">
        <Field label="Token mint address" mono spellCheck={false} value={mint} onChange={(e) => setMint(e.target.value.trim())} />
        <Segmented
          label="Schedules"
          value={mode}
          options={[
            { value: 'one', label: 'One schedule' },
            { value: 'many', label: 'Many from CSV' },
          ]}
          onChange={setMode}
        />
        {mode === 'one' ? (
          <SingleSchedule mint={mint} onCreated={() => setCreated((n) => n + 1)} />
        ) : (
          <CsvSchedules mint={mint} signedIn={signedIn} />
        )}
      </Card>
      {signedIn && wallet && (
        <>
          <RecipientEscrows key={`r${created}`} wallet={wallet} />
          <CreatorEscrows key={`c${created}`} wallet={wallet} />
        </>
      )}
    </div>
  );
}
