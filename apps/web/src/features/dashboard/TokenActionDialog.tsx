import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TEXTS, TOKEN_TEXTS, type AuthorityKind, type ManagedToken } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useExplorerLink } from '../../shared/session/index.ts';
import { useTransactionRunner } from '../../shared/transactions/index.ts';
import { Button, Field, inputClass, Modal } from '../../shared/ui/index.ts';
import { requestAuthorityChange, requestBurn, requestMint, requestSend } from './api/token-actions.ts';

export type TokenAction = 'send' | 'mint' | 'burn' | 'authority';

const TITLES: Record<TokenAction, string> = { send: 'Send', mint: 'Mint', burn: 'Burn', authority: 'Change Authority' };
const BUSY: Record<TokenAction, string> = { send: 'Sending', mint: 'Minting', burn: TEXTS.burning, authority: TEXTS.updating };
const DONE: Record<TokenAction, string> = { send: TOKEN_TEXTS.tokensSent, mint: TOKEN_TEXTS.tokensMinted, burn: TEXTS.tokensBurned, authority: TOKEN_TEXTS.authorityChanged };

/** Send, Mint, Burn and Change Authority for a token of the list: a transaction signed in the wallet. */
export function TokenActionDialog({ token, action, onClose, onDone }: { token: ManagedToken | null; action: TokenAction | null; onClose(): void; onDone(): void }) {
  const [amount, setAmount] = useState('');
  const [recipient, setRecipient] = useState('');
  const [kind, setKind] = useState<AuthorityKind>('mint');
  const [busy, setBusy] = useState(false);
  const run = useTransactionRunner();
  const explorerLink = useExplorerLink();
  useEffect(() => {
    setAmount('');
    setRecipient('');
    setKind('mint');
  }, [token, action]);
  if (!token || !action) return null;

  const go = async () => {
    if (action !== 'authority' && !amount.trim()) return toast.warning(TEXTS.pleaseEnterAmount);
    if (action === 'send' && !recipient.trim()) return toast.warning(TOKEN_TEXTS.recipientRequired);
    setBusy(true);
    try {
      const mint = token.address;
      const { transaction } =
        action === 'send' ? await requestSend({ mint, recipient: recipient.trim(), amount: amount.trim() })
        : action === 'mint' ? await requestMint({ mint, amount: amount.trim(), ...(recipient.trim() ? { recipient: recipient.trim() } : {}) })
        : action === 'burn' ? await requestBurn({ mint, amount: amount.trim() })
        : await requestAuthorityChange({ mint, type: kind, ...(recipient.trim() ? { newAuthority: recipient.trim() } : {}) });
      const { results } = await run([transaction]);
      const r = results[0]!;
      if (!r.ok) throw new Error(r.message);
      toast.success(DONE[action], {
        description: <a href={explorerLink({ kind: 'tx', id: r.signature })} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 underline">View transaction <ExternalLink className="size-3" aria-hidden /></a>,
      });
      onDone();
      onClose();
    } catch (e) {
      toast.error(action === 'burn' ? TEXTS.errorBurningTokens : TEXTS.transactionFailed, { description: messageOf(e, e instanceof Error ? e.message : '') || undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={`${TITLES[action]} ${token.symbol}`} description={token.name}>
      <form noValidate className="space-y-4" onSubmit={(e) => { e.preventDefault(); void go(); }}>
        {action === 'authority' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="authority-kind" className="text-sm font-medium">Authority</label>
            <select id="authority-kind" className={inputClass} value={kind} onChange={(e) => setKind(e.target.value as AuthorityKind)}>
              <option value="mint">Mint authority</option>
              <option value="freeze">Freeze authority</option>
              <option value="update">Update authority (metadata)</option>
            </select>
          </div>
        )}
        {action !== 'authority' && <Field label="Amount" required inputMode="decimal" placeholder="0" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        {action === 'send' && <Field label="Recipient" required value={recipient} onChange={(e) => setRecipient(e.target.value)} spellCheck={false} />}
        {action === 'mint' && <Field label="Recipient (default: your wallet)" value={recipient} onChange={(e) => setRecipient(e.target.value)} spellCheck={false} />}
        {action === 'authority' && (
          <>
            <Field label="New Authority" placeholder="Leave empty to revoke for good" value={recipient} onChange={(e) => setRecipient(e.target.value)} spellCheck={false} />
            {!recipient.trim() && <p className="rounded-lg border border-warn/40 bg-warn/10 p-3 text-xs text-warn">With no new authority, this authority is revoked permanently.</p>}
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>{busy ? BUSY[action] : TITLES[action]}</Button>
        </div>
      </form>
    </Modal>
  );
}
