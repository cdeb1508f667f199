import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEXTS, type ManagedToken } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { AddressChip, Button, Field, Modal } from '../../shared/ui/index.ts';
import { addManagedToken, deleteManagedToken } from './api/managed-tokens.ts';

const empty = { address: '', decimals: '', name: '', symbol: '', imageURL: '', metaDataURL: '' };

/** 'Manage Token': add a token to the list (metadata checkbox rules) and delete with a confirmation. */
export function ManageTokenDialog({ open, onOpenChange, tokens, onChanged }: { open: boolean; onOpenChange(o: boolean): void; tokens: ManagedToken[]; onChanged(): void }) {
  const [form, setForm] = useState(empty);
  const [hasMetadata, setHasMetadata] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<ManagedToken | null>(null);
  const [deleting, setDeleting] = useState(false);
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const add = async () => {
    const required = [form.address, form.decimals, form.name, form.symbol, ...(hasMetadata ? [form.imageURL, form.metaDataURL] : [])];
    if (required.some((v) => !v.trim())) return toast.warning(TEXTS.fillAllTheFields);
    setAdding(true);
    try {
      const r = await addManagedToken({
        address: form.address.trim(), decimals: form.decimals.trim(), name: form.name.trim(), symbol: form.symbol.trim(), hasMetadata,
        ...(hasMetadata ? { imageURL: form.imageURL.trim(), metaDataURL: form.metaDataURL.trim() } : {}),
      });
      toast.success(r.message || TEXTS.tokenAdded);
      setForm(empty);
      setHasMetadata(false);
      onChanged();
    } catch (e) {
      toast.error(TEXTS.errorAddingToken, { description: messageOf(e, '') || undefined });
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await deleteManagedToken(confirming._id);
      toast.success(TEXTS.tokenDeleted);
      setConfirming(null);
      onChanged();
    } catch (e) {
      toast.error(TEXTS.errorDeletingToken, { description: messageOf(e, '') || undefined });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={TEXTS.manageToken} description="Add a token to your dashboard, or remove one.">
        <form noValidate className="space-y-4" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <Field label="Token Address" required value={form.address} onChange={set('address')} spellCheck={false} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Name" required value={form.name} onChange={set('name')} maxLength={32} />
            <Field label="Symbol" required value={form.symbol} onChange={set('symbol')} maxLength={10} />
            <Field label="Decimals" required inputMode="numeric" value={form.decimals} onChange={set('decimals')} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[var(--color-accent)]" checked={hasMetadata} onChange={(e) => setHasMetadata(e.target.checked)} />
            {TEXTS.metadataCheckbox}
          </label>
          {hasMetadata && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Image URL" required type="url" placeholder="https://" value={form.imageURL} onChange={set('imageURL')} />
              <Field label="Metadata URL" required type="url" placeholder="https://" value={form.metaDataURL} onChange={set('metaDataURL')} />
            </div>
          )}
          <Button type="submit" className="w-full" disabled={adding} aria-busy={adding}>{adding ? TEXTS.adding : 'Add Token'}</Button>
        </form>
        {tokens.length > 0 && (
          <ul className="mt-6 space-y-2 border-t border-line pt-4" aria-label="Your tokens">
            {tokens.map((t) => (
              <li key={t._id} className="flex items-center justify-between gap-3 rounded-lg bg-surface-2/70 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{t.name}</span> <span className="text-muted">{t.symbol}</span>
                  <span className="block"><AddressChip address={t.address} label={`Copy ${t.symbol} address`} /></span>
                </span>
                <button type="button" aria-label={`Delete ${t.name}`} onClick={() => setConfirming(t)} className="rounded-lg p-2 text-muted hover:bg-danger/10 hover:text-danger">
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <Modal open={confirming !== null} onOpenChange={(o) => !o && setConfirming(null)} title="Delete token?" description={confirming ? `${confirming.name} (${confirming.symbol}) leaves your dashboard. The token itself stays on chain.` : undefined}>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(null)}>Cancel</Button>
          <Button variant="danger" onClick={() => void remove()} disabled={deleting} aria-busy={deleting}>{deleting ? TEXTS.deleting : 'Delete'}</Button>
        </div>
      </Modal>
    </>
  );
}
