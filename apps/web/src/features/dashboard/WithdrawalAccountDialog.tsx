import { useCallback, useEffect, useState } from 'react';
import { Landmark, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { TEXTS, type WithdrawAccount } from '@toolkit/shared';
import { api, messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, AddressChip, Button, Field, Modal } from '../../shared/ui/index.ts';

/**
 * The 'Withdrawal Account' dialog (spec 2, 5, 8): add (name and address required), list
 * ('User {n}' for unnamed ones), delete after a Cancel/Delete confirmation.
 */
export function WithdrawalAccountDialog() {
  const { connected } = useWalletSession();
  const [open, setOpen] = useState(false);
  const [accounts, setAccounts] = useState<WithdrawAccount[]>([]);
  const [loading, setLoading] = useState(false);
  const [listError, setListError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<WithdrawAccount | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    setListError(null);
    try {
      setAccounts((await api<{ data: WithdrawAccount[] }>('GET', '/withdraw/get')).data);
    } catch (e) {
      setListError(messageOf(e, TEXTS.anErrorOccurred));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (open && connected) void load();
  }, [open, connected, load]);

  const add = async () => {
    if (!name.trim() || !address.trim()) return void toast.warning(TEXTS.fillAllFields);
    setAdding(true);
    try {
      await api('POST', '/withdraw/add', { name: name.trim(), address: address.trim() });
      toast.success(TEXTS.withdrawalAccountAdded);
      setName('');
      setAddress('');
      await load();
    } catch (e) {
      toast.error(TEXTS.errorAddingWithdrawalAccount, { description: messageOf(e, TEXTS.anErrorOccurred) });
    } finally {
      setAdding(false);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      await api('DELETE', `/withdraw/delete/${encodeURIComponent(confirming._id)}`);
      toast.success(TEXTS.accountDeleted);
      setConfirming(null);
      await load();
    } catch (e) {
      toast.error(TEXTS.errorDeletingAccount, { description: messageOf(e, TEXTS.anErrorOccurred) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Landmark className="size-4" aria-hidden /> {TEXTS.withdrawalAccount}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={TEXTS.withdrawalAccount} description="Addresses you can withdraw to from the Wallet Manager.">
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Field label="Name" required value={name} onChange={(e) => setName(e.target.value)} placeholder="Cold wallet" />
          <Field label="Address" required value={address} onChange={(e) => setAddress(e.target.value)} placeholder="Wallet address" />
          <ActionButton type="submit" className="w-full" label="Add Account" busyLabel={TEXTS.adding} busy={adding} />
        </form>
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-muted">Your accounts</h3>
          {loading && accounts.length === 0 ? (
            <p className="text-sm text-muted" role="status">Loading…</p>
          ) : listError ? (
            <p className="text-sm text-danger" role="alert">{listError}</p>
          ) : accounts.length === 0 ? (
            <p className="text-sm text-muted">No withdrawal accounts yet.</p>
          ) : (
            <ul className="space-y-2" aria-label="Withdrawal accounts">
              {accounts.map((a, i) => (
                <li key={a._id} className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{a.name.trim() || TEXTS.unnamedAccount(i + 1)}</p>
                    <AddressChip address={a.address} label={`Copy address of ${a.name.trim() || TEXTS.unnamedAccount(i + 1)}`} />
                  </div>
                  <Button variant="ghost" className="px-2" aria-label={`Delete ${a.name.trim() || TEXTS.unnamedAccount(i + 1)}`} onClick={() => setConfirming(a)}>
                    <Trash2 className="size-4 text-danger" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
      <Modal open={confirming !== null} onOpenChange={(o) => (!o && !deleting ? setConfirming(null) : undefined)} title="Delete account?" description={confirming ? `${confirming.name || 'This account'} will be removed from your withdrawal accounts.` : undefined}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={deleting} aria-busy={deleting}>
            {deleting ? TEXTS.deleting : 'Delete'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
