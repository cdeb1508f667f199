import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  changeAuthoritySchema,
  mintTokensSchema,
  sendTokensSchema,
  burnTokensSchema,
  TEXTS,
  type AuthorityKind,
  type ManagedToken,
} from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../shared/api/index.ts';
import { showOnField, valueField } from '../../shared/forms/index.ts';
import { AmountInput, Button, Field, inputClass, Modal, TransactionLink } from '../../shared/ui/index.ts';
import { usePrepareBurnMutation } from '../burn/index.ts';
import { tokenChangeTags, TransferFeeNote, useSignAndSubmit } from '../tokens/index.ts';
import { usePrepareAuthorityChangeMutation, usePrepareMintMutation, usePrepareSendMutation } from './api.ts';

export type TokenAction = 'send' | 'mint' | 'burn' | 'authority';

const TITLES: Record<TokenAction, string> = { send: 'Send', mint: 'Mint', burn: 'Burn', authority: 'Change Authority' };
const BUSY: Record<TokenAction, string> = { send: 'Sending', mint: 'Minting', burn: TEXTS.burning, authority: TEXTS.updating };
const DONE: Record<TokenAction, string> = {
  send: TEXTS.tokensSent,
  mint: TEXTS.tokensMinted,
  burn: TEXTS.tokensBurned,
  authority: TEXTS.authorityChanged,
};
/** Each action's body, checked by the schema its route checks. */
const SCHEMAS = { send: sendTokensSchema, mint: mintTokensSchema, burn: burnTokensSchema, authority: changeAuthoritySchema } as const;

/** The dialog's inputs; `recipient` is the new authority for a change of authority. */
interface ActionFields {
  mint: string;
  amount: string;
  recipient: string;
  kind: AuthorityKind;
}

type ActionBody = z.output<(typeof SCHEMAS)[TokenAction]>;

/** The action's request body from the dialog's inputs (blank optional fields left out). */
function bodyOf(action: TokenAction, v: ActionFields) {
  const recipient = v.recipient.trim() || undefined;
  if (action === 'authority') return { mint: v.mint, type: v.kind, newAuthority: recipient };
  if (action === 'burn') return { mint: v.mint, amount: v.amount };
  return { mint: v.mint, amount: v.amount, recipient };
}

/** Checks the body the route will read (not the raw inputs) with the route's own schema. */
function actionResolver(action: TokenAction): Resolver<ActionFields, unknown, ActionBody> {
  const check = zodResolver(SCHEMAS[action] as z.ZodType<ActionBody, Record<string, unknown>>);
  // The options name the dialog's inputs; the schema reads the body built from them.
  return (values, context, options) => check(bodyOf(action, values), context, options as never);
}

/**
 * Send, Mint, Burn and Change Authority for a token of the list: a transaction signed in the
 * wallet. Mounted per token and action (its inputs start empty each time).
 */
export function TokenActionDialog({ token, action, onClose }: { token: ManagedToken; action: TokenAction; onClose(): void }) {
  const form = useForm<ActionFields, unknown, ActionBody>({
    resolver: actionResolver(action),
    defaultValues: { mint: token.address, amount: '', recipient: '', kind: 'mint' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();
  const [prepareSend] = usePrepareSendMutation();
  const [prepareMint] = usePrepareMintMutation();
  const [prepareBurn] = usePrepareBurnMutation();
  const [prepareAuthorityChange] = usePrepareAuthorityChangeMutation();
  const recipient = useWatch({ control: form.control, name: 'recipient' });

  // The body's names for the dialog's inputs: the new authority is typed in the recipient input.
  const fields = { amount: 'amount', recipient: 'recipient', newAuthority: 'recipient' } as const;
  const { errors } = form.formState;
  const recipientError = (errors.recipient ?? (errors as Partial<Record<string, { message?: string }>>).newAuthority)?.message;

  // A wrong input says why under it and takes the focus; a refusal naming one shows there too.
  const go = form.handleSubmit(
    async (body) => {
      setBusy(true);
      try {
        const { transaction } =
          action === 'send'
            ? await prepareSend(body as z.output<typeof sendTokensSchema>).unwrap()
            : action === 'mint'
              ? await prepareMint(body as z.output<typeof mintTokensSchema>).unwrap()
              : action === 'burn'
                ? await prepareBurn(body as z.output<typeof burnTokensSchema>).unwrap()
                : await prepareAuthorityChange(body as z.output<typeof changeAuthoritySchema>).unwrap();
        const outcome = await submit([transaction], [...tokenChangeTags(body.mint), 'ManagedTokens']);
        if (!outcome.ok) throw new Error(outcome.message);
        toast.success(DONE[action], {
          description: <TransactionLink signature={outcome.signatures[0]!} />,
        });
        onClose();
      } catch (e) {
        if (!showOnField(form.setError, e, fields)) {
          toast.error(action === 'burn' ? TEXTS.errorBurningTokens : TEXTS.transactionFailed, {
            description: messageOf(e, e instanceof Error ? e.message : '') || undefined,
          });
        }
      } finally {
        setBusy(false);
      }
    },
    // The schema names the new authority `newAuthority`; its input is the recipient one.
    (invalid) => {
      const newAuthority = (invalid as Partial<Record<string, { message?: string }>>).newAuthority;
      if (newAuthority?.message && !invalid.amount) form.setFocus('recipient');
    },
  );

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${TITLES[action]} ${token.symbol}`} description={token.name}>
      <form noValidate className="space-y-4" onSubmit={(e) => void go(e)}>
        {action === 'authority' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="authority-kind" className="text-sm font-medium">
              Authority
            </label>
            <select id="authority-kind" className={inputClass} {...form.register('kind')}>
              <option value="mint">Mint authority</option>
              <option value="freeze">Freeze authority</option>
              <option value="update">Update authority (metadata)</option>
            </select>
          </div>
        )}
        {action !== 'authority' && (
          <AmountInput
            label="Amount"
            required
            placeholder="0"
            {...valueField(form, 'amount', amount)}
            decimals={token.decimals}
            symbol={token.symbol}
          />
        )}
        {action === 'send' && <Field label="Recipient" required spellCheck={false} error={recipientError} {...form.register('recipient')} />}
        {action === 'send' && <TransferFeeNote mint={token.address} amount={amount} />}
        {action === 'mint' && (
          <Field label="Recipient (default: your wallet)" spellCheck={false} error={recipientError} {...form.register('recipient')} />
        )}
        {action === 'authority' && (
          <>
            <Field
              label="New Authority"
              placeholder="Leave empty to revoke for good"
              spellCheck={false}
              error={recipientError}
              {...form.register('recipient')}
            />
            {!recipient.trim() && (
              <p className="rounded-lg border border-warn/40 bg-warn/10 p-3 text-xs text-warn">
                With no new authority, this authority is revoked permanently.
              </p>
            )}
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? BUSY[action] : TITLES[action]}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
