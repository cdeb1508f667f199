import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { createWalletsSchema, TEXTS, type CreateWalletsInput, type CreateWalletsRequest } from '@toolkit/shared';
import { messageOf } from '../../../shared/api/index.ts';
import { ActionButton, Field, Modal } from '../../../shared/ui/index.ts';
import { useGenerateWalletsMutation } from '../api.ts';
import { BusyBar } from '../ui/Progress.tsx';

/**
 * Generate-wallet modal (spec 5): the count checked by the schema the server uses (required, a
 * whole number over 0), and at most the remaining allowance. The wallet list refreshes by its
 * cache tag; `onGenerated` lets the page load the new wallets' balances.
 */
export function GenerateWalletsModal({
  open,
  onOpenChange,
  userId,
  remaining,
  onGenerated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  userId: string | null;
  remaining: number;
  onGenerated(): void;
}) {
  const [generateWallets, { isLoading: busy }] = useGenerateWalletsMutation();
  const schema = useMemo(
    () => createWalletsSchema.refine((r) => r.count <= remaining, { error: TEXTS.walletAllowance, path: ['count'] }),
    [remaining],
  );
  const form = useForm<CreateWalletsInput, unknown, CreateWalletsRequest>({ resolver: zodResolver(schema), defaultValues: { count: '' } });
  const count = useWatch({ control: form.control, name: 'count' });

  const submit = form.handleSubmit(async ({ count }) => {
    if (!userId) return;
    try {
      const r = await generateWallets({ userId, count }).unwrap();
      toast.success(r.message || TEXTS.walletsGenerated);
      form.reset();
      onGenerated();
      onOpenChange(false);
    } catch (e) {
      const message = messageOf(e, TEXTS.errorGeneratingWallets);
      form.setError('count', { message });
      toast.error(TEXTS.errorGeneratingWallets, { description: message });
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Generate Wallets"
      size="lg"
      description={`You can generate ${remaining} more wallet${remaining === 1 ? '' : 's'} (at most 300).`}
      busy={busy}
    >
      <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <Field
          tabular
          label="Number of wallets"
          inputMode="numeric"
          placeholder="10"
          disabled={busy}
          error={form.formState.errors.count?.message}
          {...form.register('count')}
        />
        {busy && <BusyBar label={`Generating ${String(count)} wallets`} />}
        <ActionButton type="submit" className="w-full" label="Generate Wallets" busyLabel="Generating" busy={busy} />
      </form>
    </Modal>
  );
}
