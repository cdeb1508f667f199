import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { addTokenSchema, mintParamsSchema, NATIVE_MINT, TEXTS, type AddTokenRequest, type ManagedToken } from '@toolkit/shared';
import type { z } from 'zod';
import { messageOf } from '../../shared/api/index.ts';
import { showOnField, valueField } from '../../shared/forms/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { AddressChip, Button, ConfirmDelete, Field, MintField, Modal } from '../../shared/ui/index.ts';
import { useWalletTokensQuery } from '../liquidity/index.ts';
import { useTokenInfoQuery } from '../tokens/index.ts';
import { useAddManagedTokenMutation, useDeleteManagedTokenMutation } from './api.ts';

const empty = { address: '', decimals: '', name: '', symbol: '', hasMetadata: false, imageURL: '', metaDataURL: '' };
type AddTokenField = keyof typeof empty;
/** A refusal naming one of the form's fields shows under it (the server names the same fields). */
const FIELDS = Object.fromEntries(Object.keys(empty).map((k) => [k, k])) as Record<string, AddTokenField>;

/** 'Manage Token': add a token to the list (metadata checkbox rules) and delete with a confirmation. */
export function ManageTokenDialog({ open, onOpenChange, tokens }: { open: boolean; onOpenChange(o: boolean): void; tokens: ManagedToken[] }) {
  const form = useForm<z.input<typeof addTokenSchema>, unknown, AddTokenRequest>({ resolver: zodResolver(addTokenSchema), defaultValues: empty });
  const hasMetadata = Boolean(useWatch({ control: form.control, name: 'hasMetadata' }));
  const typedAddress = String(useWatch({ control: form.control, name: 'address' }) ?? '');
  const address = typedAddress.trim();
  // The wallet's own tokens to pick from (SOL is not a token to add); a pasted mint works too.
  const { connected } = useWalletSession();
  const walletMints = (useWalletTokensQuery(undefined, { skip: !open || !connected }).data ?? []).filter((t) => t.mint !== NATIVE_MINT);
  const addressValid = mintParamsSchema.safeParse({ mint: address }).success;
  // The chain's name, symbol and decimals for a pasted mint: prefilled, and decimals checked against it.
  const onChain = useTokenInfoQuery(address, { skip: !addressValid }).currentData;
  useEffect(() => {
    if (!onChain) return;
    const fill = (name: 'name' | 'symbol' | 'decimals', value: string) => {
      if (String(form.getValues(name) ?? '').trim() === '') form.setValue(name, value);
    };
    fill('name', onChain.name);
    fill('symbol', onChain.symbol);
    fill('decimals', String(onChain.decimals));
  }, [onChain, form]);
  const { errors } = form.formState;
  const [addToken, { isLoading: adding }] = useAddManagedTokenMutation();
  const [deleteToken, { isLoading: deleting }] = useDeleteManagedTokenMutation();
  const [confirming, setConfirming] = useState<ManagedToken | null>(null);

  const add = form.handleSubmit(
    async ({ imageURL, metaDataURL, ...token }) => {
      if (onChain && onChain.mint === token.address && token.decimals !== onChain.decimals) {
        form.setError('decimals', { message: `This token has ${onChain.decimals} decimals on chain` }, { shouldFocus: true });
        return;
      }
      try {
        // URLs typed before the box was unticked are not the user's choice any more.
        const r = await addToken({ ...token, ...(token.hasMetadata ? { imageURL, metaDataURL } : {}) }).unwrap();
        toast.success(r.message || TEXTS.tokenAdded);
        form.reset(empty);
      } catch (e) {
        if (!showOnField(form.setError, e, FIELDS)) toast.error(TEXTS.errorAddingToken, { description: messageOf(e, '') || undefined });
      }
    },
    (errors) => {
      // Each message sits under its field; a missing one is also the spec's warning.
      if (Object.values(errors).some((e) => e?.message === TEXTS.fillAllTheFields)) toast.warning(TEXTS.fillAllTheFields);
    },
  );

  const remove = async () => {
    if (!confirming) return;
    try {
      await deleteToken(confirming._id).unwrap();
      toast.success(TEXTS.tokenDeleted);
      setConfirming(null);
    } catch (e) {
      toast.error(TEXTS.errorDeletingToken, { description: messageOf(e, '') || undefined });
    }
  };

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={TEXTS.manageToken} description="Add a token to your dashboard, or remove one.">
        <form noValidate className="space-y-4" onSubmit={(e) => void add(e)}>
          <MintField
            label="Token Address"
            required
            placeholder="Paste the token's mint address"
            {...valueField(form, 'address', typedAddress)}
            tokens={walletMints}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Name" required maxLength={32} error={errors.name?.message} {...form.register('name')} />
            <Field label="Symbol" required maxLength={10} error={errors.symbol?.message} {...form.register('symbol')} />
            <Field label="Decimals" required inputMode="numeric" error={errors.decimals?.message} {...form.register('decimals')} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--color-accent)]" {...form.register('hasMetadata')} />
            {TEXTS.metadataCheckbox}
          </label>
          {hasMetadata && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Image URL" required type="url" placeholder="https://" error={errors.imageURL?.message} {...form.register('imageURL')} />
              <Field
                label="Metadata URL"
                required
                type="url"
                placeholder="https://"
                error={errors.metaDataURL?.message}
                {...form.register('metaDataURL')}
              />
            </div>
          )}
          <Button type="submit" className="w-full" disabled={adding} aria-busy={adding}>
            {adding ? TEXTS.adding : 'Add Token'}
          </Button>
        </form>
        {tokens.length > 0 && (
          <ul className="mt-6 space-y-2 border-t border-line pt-4" aria-label="Your tokens">
            {tokens.map((t) => (
              <li key={t._id} className="flex items-center justify-between gap-3 rounded-lg bg-surface-2/70 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{t.name}</span> <span className="text-muted">{t.symbol}</span>
                  <span className="block">
                    <AddressChip address={t.address} label={`Copy ${t.symbol} address`} />
                  </span>
                </span>
                <button
                  type="button"
                  aria-label={`Delete ${t.name}`}
                  onClick={() => setConfirming(t)}
                  className="rounded-lg p-2 text-muted hover:bg-danger/10 hover:text-danger"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmDelete
        open={confirming !== null}
        title="Delete token?"
        description={confirming ? `${confirming.name} (${confirming.symbol}) leaves your dashboard. The token itself stays on chain.` : undefined}
        deleting={deleting}
        onCancel={() => setConfirming(null)}
        onDelete={() => void remove()}
      />
    </>
  );
}
