import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FEES, NATIVE_MINT, revokeAuthoritySchema, TEXTS, type AuthorityKind, type RevokeAuthorityRequest } from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../../shared/api/index.ts';
import { showOnField, valueField } from '../../../shared/forms/index.ts';
import { useWalletSession } from '../../../shared/session/index.ts';
import { ActionButton, Card, FieldMessage, MintField, PageHeader } from '../../../shared/ui/index.ts';
import { useWalletTokensQuery } from '../../liquidity/index.ts';
import { useConfirmRevokeMutation, usePrepareRevokesMutation } from '../api.ts';
import { TransactionLinks } from '../ui/ExplorerToastLink.tsx';
import { sol } from '../ui/format.ts';
import { TokenSummary } from '../ui/TokenSummary.tsx';
import { useSignAndSubmit } from '../use-submit.ts';
import { useTokenInfo } from '../use-token-info.ts';
import { whyNotRevocable } from './revocable.ts';

type RevokeFields = z.input<typeof revokeAuthoritySchema>;
const FLAG: Record<AuthorityKind, 'revokeFreeze' | 'revokeMint' | 'revokeUpdate'> = {
  freeze: 'revokeFreeze',
  mint: 'revokeMint',
  update: 'revokeUpdate',
};

const LABELS: Record<AuthorityKind, string> = { freeze: 'Freeze Authority', mint: 'Mint Authority', update: 'Update Authority (make immutable)' };
type Result = { kind: AuthorityKind; success: boolean; message: string; signature?: string };

export interface RevokeFormProps {
  title: string;
  subtitle: string;
  /** Fixed authorities (single pages) or all three to choose from. */
  kinds: AuthorityKind[];
  selectable: boolean;
  actionLabel: string;
  busyLabel: string;
  errorText: string;
  successText: string;
}

/**
 * Revoke flow (spec 4): prepare one transaction per authority, sign them all in one approval,
 * submit and confirm each on chain, then show per-authority results.
 */
export function RevokeForm(p: RevokeFormProps) {
  const session = useWalletSession();
  // The single pages revoke their one authority; the combined page starts with none chosen.
  const form = useForm<RevokeFields, unknown, RevokeAuthorityRequest>({
    resolver: zodResolver(revokeAuthoritySchema),
    defaultValues: {
      mintAddress: '',
      revokeFreeze: !p.selectable && p.kinds.includes('freeze'),
      revokeMint: !p.selectable && p.kinds.includes('mint'),
      revokeUpdate: !p.selectable && p.kinds.includes('update'),
    },
  });
  const values = useWatch({ control: form.control });
  const mint = String(values.mintAddress ?? '');
  // The wallet's own tokens to pick from (SOL has no authorities to revoke); a pasted mint works too.
  const walletMints = (useWalletTokensQuery(undefined, { skip: !session.connected }).data ?? []).filter((t) => t.mint !== NATIVE_MINT);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Result[]>([]);
  const state = useTokenInfo(mint);
  const submit = useSignAndSubmit();
  const [prepareRevokes] = usePrepareRevokesMutation();
  const [confirmRevoke] = useConfirmRevokeMutation();
  const selected = p.kinds.filter((k) => Boolean(values[FLAG[k]]));
  // Why the connected wallet cannot revoke each authority (null: it can), once the chain answered.
  const reasonFor = (k: AuthorityKind) => (state.status === 'ready' ? whyNotRevocable(k, state.info, session.walletAddress) : null);
  const singleBlocked = !p.selectable ? reasonFor(p.kinds[0]!) : null;

  const onRevoke = form.handleSubmit(
    async (values) => {
      // "Revoke all" revokes what this wallet can and reports the rest, per authority, with the reason.
      const skipped: Result[] = p.kinds.flatMap((k) => {
        const reason = values[FLAG[k]] ? reasonFor(k) : null;
        return reason ? [{ kind: k, success: false, message: reason }] : [];
      });
      const doable = { ...values, ...Object.fromEntries(skipped.map((r) => [FLAG[r.kind], false])) };
      if (skipped.length > 0 && !p.kinds.some((k) => doable[FLAG[k]])) {
        setResults(skipped);
        return;
      }
      setBusy(true);
      setResults([]);
      try {
        const prepared = await prepareRevokes({ ...doable, payerAddress: session.walletAddress ?? '' }).unwrap();
        const outcome = [...(await submitEach(values.mintAddress, prepared.transactions)), ...skipped];
        setResults(outcome);
        const ok = outcome.filter((r) => r.success).length;
        if (ok === outcome.length) {
          toast.success(p.successText, {
            description: outcome[0]?.signature ? <TransactionLinks signature={outcome[0].signature} mint={values.mintAddress} /> : undefined,
          });
        } else if (ok > 0) {
          toast.warning(TEXTS.revokePartial);
        } else if (p.selectable) {
          toast.error(TEXTS.revokeAllFailed);
        } else {
          toast.error(p.errorText, { description: outcome[0]?.message });
        }
      } catch (e) {
        if (!showOnField(form.setError, e, { mintAddress: 'mintAddress' }))
          toast.error(p.selectable ? TEXTS.revokeAllFailed : p.errorText, { description: messageOf(e, TEXTS.failedToCommunicate) });
      } finally {
        setBusy(false);
      }
    },
    // "At least one authority" names no field: the list of authorities takes the focus.
    (invalid) => {
      const first = p.kinds.find((k) => reasonFor(k) === null);
      if (!invalid.mintAddress && first) form.setFocus(FLAG[first]);
    },
  );
  const noneChosen = p.selectable && form.formState.isSubmitted && selected.length === 0 ? TEXTS.selectAuthority : null;

  async function submitEach(mint: string, transactions: { transaction: string; description: string; type: AuthorityKind }[]): Promise<Result[]> {
    const signed = await submitAll(
      mint,
      transactions.map((t) => t.transaction),
    );
    const out: Result[] = [];
    for (const [i, t] of transactions.entries()) {
      const r = signed[i];
      if (!r || !r.ok) {
        const message = r && !r.ok ? r.message : 'Not sent';
        toast.error(`${TEXTS.failedToProcess} ${t.description}`, { description: message });
        out.push({ kind: t.type, success: false, message });
        continue;
      }
      const confirmed = await confirmRevoke({ signature: r.signature, type: t.type, mintAddress: mint }).unwrap();
      const d = confirmed.details[t.type];
      out.push({ kind: t.type, success: Boolean(d?.success), message: d?.message ?? confirmed.message, signature: r.signature });
    }
    return out;
  }

  // One wallet approval for every transaction; a rejection fails them all.
  async function submitAll(mint: string, txs: string[]) {
    const outcome = await submit(txs, [{ type: 'TokenInfo', id: mint }, 'MintSummaries', 'Balances']);
    if (!outcome.ok && outcome.signatures.length === 0) return txs.map(() => ({ ok: false as const, message: outcome.message }));
    let s = 0;
    return txs.map(() =>
      s < outcome.signatures.length
        ? { ok: true as const, signature: outcome.signatures[s++]! }
        : { ok: false as const, message: outcome.ok ? '' : outcome.message },
    );
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={p.title} subtitle={p.subtitle} />
      <Card className="space-y-6">
        <MintField
          label="Token Mint Address"
          required
          placeholder="Paste the token's mint address"
          {...valueField(form, 'mintAddress', mint)}
          tokens={walletMints}
        />
        <TokenSummary state={state} />
        {p.selectable && (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">Authorities to revoke</legend>
            {p.kinds.map((k) => (
              <label
                key={k}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line bg-surface-2/60 px-4 py-3 text-sm"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-accent)]"
                    disabled={reasonFor(k) !== null}
                    {...form.register(FLAG[k])}
                  />
                  <span>
                    {LABELS[k]}
                    {reasonFor(k) && <span className="block text-xs text-muted">{reasonFor(k)}</span>}
                  </span>
                </span>
                <span className="tabular text-muted">{sol(FEES.revokePerAuthority)}</span>
              </label>
            ))}
            <FieldMessage message={noneChosen} />
          </fieldset>
        )}
        <p className="text-sm text-muted">
          Fee <span className="ml-1 font-semibold tabular text-fg">{sol(FEES.revokePerAuthority * BigInt(selected.length))}</span>
          <span className="ml-1">({sol(FEES.revokePerAuthority)} per authority). Revoking is permanent.</span>
        </p>
        <ActionButton
          label={p.actionLabel}
          busyLabel={p.busyLabel}
          busy={busy}
          disabled={singleBlocked !== null}
          onClick={() => void onRevoke()}
          className="w-full"
        />
        {singleBlocked && (
          <p role="note" className="text-sm text-muted">
            {singleBlocked}
          </p>
        )}
        {results.length > 0 && (
          <ul aria-label="Results" className="space-y-2">
            {results.map((r) => (
              <li
                key={r.kind}
                className={`flex items-center gap-2 rounded-xl border px-4 py-3 text-sm ${r.success ? 'border-ok/30 bg-ok/5' : 'border-danger/40 bg-danger/10'}`}
              >
                {r.success ? <CheckCircle2 className="size-4 text-ok" aria-hidden /> : <XCircle className="size-4 text-danger" aria-hidden />}
                <span className="font-medium">{LABELS[r.kind]}:</span> {r.message}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
