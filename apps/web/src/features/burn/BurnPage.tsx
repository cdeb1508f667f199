import { zodResolver } from '@hookform/resolvers/zod';
import { Flame } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { burnTokensSchema, NATIVE_MINT, TEXTS } from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../shared/api/index.ts';
import { valueField } from '../../shared/forms/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, AmountInput, Card, MintField, PageHeader, TransactionLink } from '../../shared/ui/index.ts';
import { useWalletTokensQuery } from '../liquidity/index.ts';
import { tokenChangeTags, useSignAndSubmit } from '../tokens/index.ts';
import { usePrepareBurnMutation } from './api.ts';

/** Burn Tokens (DESIGN.md 9): burns for real from the wallet's own account; the supply goes down. */
export function BurnPage() {
  const session = useWalletSession();
  const { data: walletTokens } = useWalletTokensQuery(undefined, { skip: !session.connected });
  // SOL is not burnable; the rest are the wallet's own token accounts.
  const burnable = useMemo(
    () => (session.connected ? (walletTokens ?? []).filter((t) => t.mint !== NATIVE_MINT) : []),
    [session.connected, walletTokens],
  );
  const form = useForm<z.input<typeof burnTokensSchema>, unknown, z.output<typeof burnTokensSchema>>({
    resolver: zodResolver(burnTokensSchema),
    defaultValues: { mint: '', amount: '' },
  });
  const [mint, amount] = useWatch({ control: form.control, name: ['mint', 'amount'] }).map((v) => String(v ?? ''));
  const held = burnable.find((t) => t.mint === mint!.trim());
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();
  const [prepareBurn] = usePrepareBurnMutation();

  // A wrong field says why under it; the form focuses the first one through the fields' focus handles.
  const onBurn = form.handleSubmit(async (body) => {
    setBusy(true);
    try {
      const { transaction } = await prepareBurn(body).unwrap();
      const outcome = await submit([transaction], tokenChangeTags(body.mint));
      if (outcome.ok) {
        toast.success(TEXTS.tokensBurned, {
          description: <TransactionLink signature={outcome.signatures[0]!} />,
        });
        form.resetField('amount');
      } else {
        toast.error(TEXTS.errorBurningTokens, { description: outcome.message });
      }
    } catch (e) {
      toast.error(TEXTS.errorBurningTokens, { description: messageOf(e, TEXTS.failedToCommunicate) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.burnTokens} />
      <Card className="space-y-5">
        <p className="flex gap-3 rounded-xl border border-line bg-bg/40 p-4 text-sm text-muted">
          <Flame className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
          Burning reduces your token's supply: the tokens leave your wallet and the total supply for good. Holders often see a lower supply as a sign
          of commitment.
        </p>
        <MintField label="Base Token" required {...valueField(form, 'mint', mint!)} tokens={burnable} />
        <AmountInput
          label={TEXTS.burnAmountLabel}
          required
          placeholder="0"
          {...valueField(form, 'amount', amount!)}
          decimals={held?.decimals}
          symbol={held?.symbol}
          balance={held?.balance}
          fractions
        />
        <ActionButton label={TEXTS.burnTokens} busyLabel={TEXTS.burning} busy={busy} onClick={() => void onBurn()} className="w-full" />
      </Card>
    </div>
  );
}
