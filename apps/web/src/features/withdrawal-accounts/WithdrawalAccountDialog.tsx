import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { addWithdrawAccountSchema, TEXTS, type AddWithdrawAccountInput, type WithdrawAccount } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useWalletSession } from '../../shared/session/index.ts';
import { ActionButton, AddressChip, Button, ConfirmDelete, Field, Modal } from '../../shared/ui/index.ts';
import { useAddWithdrawAccountMutation, useDeleteWithdrawAccountMutation, useWithdrawAccountsQuery } from './api.ts';

/**
 * The 'Withdrawal Account' dialog (spec 2, 5, 8): add (name and address required, checked by the
 * shared schema the server uses), list ('User {n}' for unnamed ones), delete after a Cancel/Delete
 * confirmation.
 */
export function WithdrawalAccountDialog() {
  const { connected } = useWalletSession();
  const [open, setOpen] = useState(false);
  const accountsQuery = useWithdrawAccountsQuery(undefined, { skip: !open || !connected });
  const accounts = accountsQuery.data ?? [];
  const [addAccount, { isLoading: adding }] = useAddWithdrawAccountMutation();
  const [deleteAccount, { isLoading: deleting }] = useDeleteWithdrawAccountMutation();
  const [confirming, setConfirming] = useState<WithdrawAccount | null>(null);
  const form = useForm<AddWithdrawAccountInput>({ resolver: zodResolver(addWithdrawAccountSchema), defaultValues: { name: '', address: '' } });
  const { errors } = form.formState;

  const add = form.handleSubmit(
    async (values) => {
      try {
        await addAccount(values).unwrap();
        toast.success(TEXTS.withdrawalAccountAdded);
        form.reset();
      } catch (e) {
        toast.error(TEXTS.errorAddingWithdrawalAccount, { description: messageOf(e, TEXTS.anErrorOccurred) });
      }
    },
    () => void toast.warning(TEXTS.fillAllFields),
  );

  const remove = async () => {
    if (!confirming) return;
    try {
      await deleteAccount(confirming._id).unwrap();
      toast.success(TEXTS.accountDeleted);
      setConfirming(null);
    } catch (e) {
      toast.error(TEXTS.errorDeletingAccount, { description: messageOf(e, TEXTS.anErrorOccurred) });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Landmark className="size-4" aria-hidden /> {TEXTS.withdrawalAccount}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={TEXTS.withdrawalAccount} description="Addresses you can withdraw to from the Wallet Manager.">
        <form noValidate className="space-y-3" onSubmit={(e) => void add(e)}>
          <Field label="Name" required placeholder="Cold wallet" error={errors.name?.message} {...form.register('name')} />
          <Field label="Address" required placeholder="Wallet address" error={errors.address?.message} {...form.register('address')} />
          <ActionButton type="submit" className="w-full" label="Add Account" busyLabel={TEXTS.adding} busy={adding} />
        </form>
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-muted">Your accounts</h3>
          {accountsQuery.isLoading ? (
            <p className="text-sm text-muted" role="status">
              Loading…
            </p>
          ) : accountsQuery.isError ? (
            <p className="text-sm text-danger" role="alert">
              {messageOf(accountsQuery.error, TEXTS.anErrorOccurred)}
            </p>
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
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={`Delete ${a.name.trim() || TEXTS.unnamedAccount(i + 1)}`}
                    onClick={() => setConfirming(a)}
                  >
                    <Trash2 className="size-4 text-danger" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
      <ConfirmDelete
        open={confirming !== null}
        title="Delete account?"
        description={confirming ? `${confirming.name || 'This account'} will be removed from your withdrawal accounts.` : undefined}
        deleting={deleting}
        onCancel={() => setConfirming(null)}
        onDelete={() => void remove()}
      />
    </>
  );
}
