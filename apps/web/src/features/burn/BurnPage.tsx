import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Flame } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { burnTokensSchema, TEXTS } from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../shared/api/index.ts';
import { useExplorerLink } from '../../shared/session/index.ts';
import { ActionButton, Card, PageHeader } from '../../shared/ui/index.ts';
import { firstErrorMessage, tokenChangeTags, useSignAndSubmit } from '../tokens/index.ts';
import { usePrepareBurnMutation } from './api.ts';

const input =
  'w-full rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-sm text-fg placeholder:text-muted/60 outline-none focus:border-accent/70';

function Required() {
  return (
    <span className="ml-0.5 text-danger" aria-hidden>
      *
    </span>
  );
}

/** Burn Tokens (DESIGN.md 9): burns for real from the wallet's own account; the supply goes down. */
export function BurnPage() {
  const mintId = useId();
  const amountId = useId();
  const form = useForm<z.input<typeof burnTokensSchema>, unknown, z.output<typeof burnTokensSchema>>({
    resolver: zodResolver(burnTokensSchema),
    defaultValues: { mint: '', amount: '' },
  });
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();
  const [prepareBurn] = usePrepareBurnMutation();
  const explorerLink = useExplorerLink();

  const onBurn = form.handleSubmit(
    async (body) => {
      setBusy(true);
      try {
        const { transaction } = await prepareBurn(body).unwrap();
        const outcome = await submit([transaction], tokenChangeTags(body.mint));
        if (outcome.ok) {
          toast.success(TEXTS.tokensBurned, {
            description: (
              <a
                href={explorerLink({ kind: 'tx', id: outcome.signatures[0]! })}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 underline"
              >
                View transaction <ExternalLink className="size-3" aria-hidden />
              </a>
            ),
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
    },
    (errors) => void toast.warning(firstErrorMessage(errors, ['mint', 'amount']) ?? TEXTS.pleaseEnterAmount),
  );

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={TEXTS.burnTokens} />
      <Card className="space-y-5">
        <p className="flex gap-3 rounded-xl border border-line bg-bg/40 p-4 text-sm text-muted">
          <Flame className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
          Burning reduces your token's supply: the tokens leave your wallet and the total supply for good. Holders often see a lower supply as a sign
          of commitment.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={mintId} className="text-sm font-medium">
            Base Token
            <Required />
          </label>
          <input
            id={mintId}
            className={`${input} font-mono`}
            placeholder="Token mint address"
            spellCheck={false}
            required
            {...form.register('mint')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="text-sm font-medium">
            {TEXTS.burnAmountLabel}
            <Required />
          </label>
          <input id={amountId} className={`${input} tabular`} inputMode="decimal" placeholder="0" required {...form.register('amount')} />
        </div>
        <ActionButton label={TEXTS.burnTokens} busyLabel={TEXTS.burning} busy={busy} onClick={() => void onBurn()} className="w-full" />
      </Card>
    </div>
  );
}
