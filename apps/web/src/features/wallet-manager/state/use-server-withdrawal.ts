/**
 * A withdrawal the server executes with the wallets' own keys: Withdraw, and Fund from the admin
 * wallet. Its outcome names each failed transfer by the managed wallet on the side the dialog is
 * about (the sender when withdrawing, the recipient when funding), and a retry sends those again.
 */
import { TEXTS, type WalletBalance } from '@toolkit/shared';
import { useWithdrawFromWalletsMutation, type WithdrawPayloadInput } from '../api.ts';
import type { TransferOutcome } from '../ui/TransferSummary.tsx';

export function useServerWithdrawal(wallets: WalletBalance[]) {
  const [withdrawFromWallets] = useWithdrawFromWalletsMutation();
  return async <P>(asset: 'sol' | 'spl', payloads: P[], asWithdrawal: (p: P) => WithdrawPayloadInput, side: 'senderPubKey' | 'recipient') => {
    // A fresh request id a submission: the server answers a repeat of it without withdrawing twice.
    const r = await withdrawFromWallets({ asset, payloads: payloads.map(asWithdrawal), requestId: crypto.randomUUID() }).unwrap();
    const failed = r.results.filter((x) => !x.ok);
    const outcome: TransferOutcome = {
      done: r.results.length - failed.length,
      failed: failed.map((f) => ({ label: walletLabel(wallets, f[side]), address: f[side], message: f.message ?? TEXTS.transactionFailed })),
      signatures: r.signatures,
    };
    return { outcome, retry: failed.map((f) => payloads[f.index]!), message: r.message };
  };
}

/** A managed wallet as the summary names it ("Wallet 3"), or "Wallet" for one the list lacks. */
export function walletLabel(wallets: WalletBalance[], address: string): string {
  const w = wallets.find((x) => x.address === address);
  return w ? `Wallet ${w.index}` : 'Wallet';
}
