import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatAmount, SOCIAL_FIELDS, TEXTS, TOKEN_TEXTS, type SocialField } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { useWalletSession } from '../../../shared/session/index.ts';
import { ActionButton, Card, Field, PageHeader, TextArea } from '../../../shared/ui/index.ts';
import { requestMetadataUpdate } from '../api/update-metadata.ts';
import { TransactionLinks } from '../ui/ExplorerToastLink.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';
import { TokenSummary } from '../ui/TokenSummary.tsx';
import { useSignAndSubmit } from '../use-submit.ts';
import { useTokenInfo } from '../use-token-info.ts';

const EDITABLE_SOCIALS: SocialField[] = ['website', 'telegram', 'twitter'];
const LABELS: Record<string, string> = { website: 'Website', telegram: 'Telegram', twitter: 'Twitter' };

type Draft = { name: string; symbol: string; description: string } & Partial<Record<SocialField, string>>;

/** 'Update Solana Token Metadata': prefilled from the chain once a mint is entered. */
export function UpdateMetadataPage() {
  const session = useWalletSession();
  const [mint, setMint] = useState('');
  const [version, setVersion] = useState(0);
  const state = useTokenInfo(mint, version);
  const [draft, setDraft] = useState<Draft>({ name: '', symbol: '', description: '' });
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useSignAndSubmit();

  // Prefill from what the chain and the metadata document say.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const doc = (state.info.metadata ?? {}) as { description?: string; socials?: Partial<Record<SocialField, string>> };
    const socials = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, doc.socials?.[f] ?? '']));
    setDraft({ name: state.info.name, symbol: state.info.symbol, description: doc.description ?? '', ...socials });
    setImage(null);
  }, [state]);

  const info = state.status === 'ready' ? state.info : null;
  const currentImage = typeof info?.metadata?.image === 'string' ? info.metadata.image : null;
  const notAuthority = info && session.walletAddress && info.updateAuthority && info.updateAuthority !== session.walletAddress;
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const onUpdate = async () => {
    if (state.status !== 'ready') return toast.warning(TEXTS.provideMintAddress);
    setBusy(true);
    try {
      const form = new FormData();
      for (const [k, v] of Object.entries(draft)) if (typeof v === 'string' && v.trim()) form.append(k, v.trim());
      if (image) form.append('image', image);
      const prepared = await requestMetadataUpdate(mint.trim(), form);
      const outcome = await submit([prepared.transaction]);
      if (outcome.ok) {
        toast.success(TOKEN_TEXTS.metadataUpdated, { description: <TransactionLinks signature={outcome.signatures[0]!} mint={mint.trim()} /> });
        setVersion((v) => v + 1);
      } else {
        toast.error(TEXTS.errorUpdatingMetadata, { description: outcome.message });
      }
    } catch (e) {
      toast.error(TEXTS.errorUpdatingMetadata, { description: messageOf(e, TEXTS.failedToCommunicate) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Update Solana Token Metadata" subtitle="Change the name, symbol, description, links and image of a token whose update authority you hold." />
      <Card className="space-y-6">
        <Field label="Token Mint Address" required placeholder="Paste the token's mint address" value={mint} onChange={(e) => setMint(e.target.value)} spellCheck={false} mono />
        <TokenSummary state={state} />
        {info && !info.mutable && <p role="alert" className="rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm text-warn">{info.program === 'spl-token' ? TOKEN_TEXTS.noMetadata : TOKEN_TEXTS.immutable}</p>}
        {notAuthority && info?.mutable && <p role="alert" className="rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm text-warn">{TOKEN_TEXTS.notUpdateAuthority}</p>}
        <fieldset disabled={!info?.mutable} className="space-y-4 disabled:opacity-60">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" value={draft.name} onChange={set('name')} maxLength={32} />
            <Field label="Symbol" value={draft.symbol} onChange={set('symbol')} maxLength={10} />
            <Field label="Decimals" value={info ? String(info.decimals) : ''} readOnly disabled />
            <Field label="Supply" value={info ? formatAmount(BigInt(info.supply), info.decimals) : ''} readOnly disabled />
          </div>
          <TextArea label="Description" value={draft.description} onChange={set('description')} maxLength={1000} />
          <div className="grid gap-4 sm:grid-cols-3">
            {EDITABLE_SOCIALS.map((f) => (
              <Field key={f} label={LABELS[f]!} type="url" placeholder="https://" value={draft[f] ?? ''} onChange={set(f)} />
            ))}
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr]">
            {currentImage && !image && <img src={currentImage} alt="Current token image" className="size-16 rounded-xl object-cover" />}
            <ImagePicker label="New Image" file={image} onChange={setImage} advice="Leave empty to keep the current image" />
          </div>
        </fieldset>
        <ActionButton label="Update Metadata" busyLabel={TEXTS.updating} busy={busy} onClick={() => void onUpdate()} disabled={!info?.mutable} className="w-full" />
      </Card>
    </div>
  );
}
