import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import {
  ERRORS,
  formatAmount,
  NATIVE_MINT,
  normaliseSocialLink,
  SOCIAL_FIELDS,
  TEXTS,
  updateMetadataFieldsSchema,
  type SocialField,
  type UpdateMetadataFields,
} from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { showOnField } from '../../../shared/forms/index.ts';
import { useWalletSession } from '../../../shared/session/index.ts';
import { ActionButton, Card, Field, MintField, PageHeader, TextArea } from '../../../shared/ui/index.ts';
import { useWalletTokensQuery } from '../../liquidity/index.ts';
import { usePrepareMetadataUpdateMutation } from '../api.ts';
import { TransactionLinks } from '../ui/ExplorerToastLink.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';
import { SOCIAL_PLACEHOLDERS } from '../create/social-links.ts';
import { TokenSummary } from '../ui/TokenSummary.tsx';
import { useSignAndSubmit } from '../use-submit.ts';
import { useTokenInfo } from '../use-token-info.ts';
import { imageUrl } from '../../../shared/lib/image-url.ts';

const EDITABLE_SOCIALS: SocialField[] = ['website', 'telegram', 'twitter'];
const LABELS: Record<string, string> = { website: 'Website', telegram: 'Telegram', twitter: 'Twitter' };

type Draft = z.input<typeof updateMetadataFieldsSchema>;
/** A refusal naming one of the form's fields shows under it (the server names the same fields). */
const FIELDS = Object.fromEntries(['name', 'symbol', 'description', ...SOCIAL_FIELDS].map((f) => [f, f])) as Record<string, keyof Draft>;

/** 'Update Solana Token Metadata': prefilled from the chain once a mint is entered. */
export function UpdateMetadataPage() {
  const session = useWalletSession();
  const [mint, setMint] = useState('');
  const mintId = useId();
  const [mintError, setMintError] = useState<string | null>(null);
  // The wallet's own tokens to pick from (SOL has no metadata to update); a pasted mint works too.
  const walletMints = (useWalletTokensQuery(undefined, { skip: !session.connected }).data ?? []).filter((t) => t.mint !== NATIVE_MINT);
  const state = useTokenInfo(mint);
  const draft = useForm<Draft, unknown, UpdateMetadataFields>({
    resolver: zodResolver(updateMetadataFieldsSchema),
    defaultValues: { name: '', symbol: '', description: '' },
  });
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();
  const [prepareMetadataUpdate] = usePrepareMetadataUpdateMutation();

  // Prefill from what the chain and the metadata document say.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const doc = (state.info.metadata ?? {}) as { description?: string; socials?: Partial<Record<SocialField, string>> };
    const socials = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, doc.socials?.[f] ?? '']));
    draft.reset({ name: state.info.name, symbol: state.info.symbol, description: doc.description ?? '', ...socials });
  }, [state, draft]);

  const info = state.status === 'ready' ? state.info : null;
  // A picked image belongs to the token as it was loaded: a reload (another mint, or after an
  // update) starts without one.
  const [picked, setPicked] = useState<{ for: typeof info; file: File | null } | null>(null);
  const image = picked && picked.for === info ? picked.file : null;
  const currentImage = imageUrl(info?.metadata?.image);
  const notAuthority = info && session.walletAddress && info.updateAuthority && info.updateAuthority !== session.walletAddress;

  const update = draft.handleSubmit(async (values) => {
    const target = mint.trim();
    setBusy(true);
    try {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && v) form.append(k, v);
      if (image) form.append('image', image);
      const prepared = await prepareMetadataUpdate({ mint: target, form }).unwrap();
      const outcome = await submit([prepared.transaction], [{ type: 'TokenInfo', id: target }, 'MintSummaries', 'ManagedTokens']);
      if (outcome.ok) {
        toast.success(TEXTS.metadataUpdated, { description: <TransactionLinks signature={outcome.signatures[0]!} mint={target} /> });
      } else {
        toast.error(TEXTS.errorUpdatingMetadata, { description: outcome.message });
      }
    } catch (e) {
      if (!showOnField(draft.setError, e, FIELDS)) toast.error(TEXTS.errorUpdatingMetadata, { description: messageOf(e, TEXTS.failedToCommunicate) });
    } finally {
      setBusy(false);
    }
  });

  // Without a token read from the chain there is nothing to update: the mint field says so.
  const onUpdate = () => {
    if (state.status === 'ready') return void update();
    setMintError(TEXTS.provideMintAddress);
    document.getElementById(mintId)?.focus();
  };
  const { errors } = draft.formState;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Update Solana Token Metadata"
        subtitle="Change the name, symbol, description, links and image of a token whose update authority you hold."
      />
      <Card className="space-y-6">
        <MintField
          label="Token Mint Address"
          required
          placeholder="Paste the token's mint address"
          id={mintId}
          value={mint}
          onChange={(m) => {
            setMint(m);
            setMintError(null);
          }}
          tokens={walletMints}
          error={mintError}
        />
        <TokenSummary state={state} />
        {info && !info.mutable && (
          <p role="alert" className="rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
            {info.program === 'spl-token' ? ERRORS.TOKEN_NO_METADATA.message : ERRORS.TOKEN_IMMUTABLE.message}
          </p>
        )}
        {notAuthority && info?.mutable && (
          <p role="alert" className="rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm text-warn">
            {ERRORS.NOT_UPDATE_AUTHORITY.message}
          </p>
        )}
        <fieldset disabled={!info?.mutable} className="space-y-4 disabled:opacity-60">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" maxLength={32} {...draft.register('name')} error={errors.name?.message} />
            <Field label="Symbol" maxLength={10} {...draft.register('symbol')} error={errors.symbol?.message} />
            <Field label="Decimals" value={info ? String(info.decimals) : ''} readOnly disabled />
            <Field label="Supply" value={info ? formatAmount(BigInt(info.supply), info.decimals) : ''} readOnly disabled />
          </div>
          <TextArea label="Description" maxLength={1000} {...draft.register('description')} error={errors.description?.message} />
          <div className="grid gap-4 sm:grid-cols-3">
            {EDITABLE_SOCIALS.map((f) => (
              <Field
                key={f}
                label={LABELS[f]!}
                inputMode="url"
                placeholder={SOCIAL_PLACEHOLDERS[f]}
                // "@handle" and "site.xyz" show as the URLs they stand for once the field is left (the schema normalises them too).
                {...draft.register(f, { onBlur: (e: { target: HTMLInputElement }) => draft.setValue(f, normaliseSocialLink(f, e.target.value)) })}
                error={errors[f]?.message}
              />
            ))}
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr]">
            {currentImage && !image && <img src={currentImage} alt="Current token image" className="size-16 rounded-xl object-cover" />}
            <ImagePicker
              label="New Image"
              file={image}
              onChange={(file) => setPicked({ for: info, file })}
              advice="Leave empty to keep the current image"
            />
          </div>
        </fieldset>
        <ActionButton
          label="Update Metadata"
          busyLabel={TEXTS.updating}
          busy={busy}
          onClick={onUpdate}
          // A token that cannot change says why here too (the notice above says it at length).
          reason={info && !info.mutable ? TEXTS.whyImmutable : null}
          className="w-full"
        />
      </Card>
    </div>
  );
}
