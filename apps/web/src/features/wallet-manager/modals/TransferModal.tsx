import type { FormEvent, ReactNode } from 'react';
import { TEXTS } from '@toolkit/shared';
import { ActionButton, FormError, Modal } from '../../../shared/ui/index.ts';
import type { TransferPhase } from '../state/use-transfer-phases.ts';
import { TransferSummary } from '../ui/TransferSummary.tsx';

export interface TransferModalProps<P> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** What the summary counts ("wallets", "withdrawals"). */
  noun: string;
  submitLabel: string;
  phase: TransferPhase<P>;
  error: string | null;
  /** Sends the payloads again (the summary's retry of the failed ones). */
  execute(payloads: P[]): Promise<unknown>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Shown while the transfer runs (progress of the transactions). */
  progress?: ReactNode;
  /** The form's fields; disabled while the transfer runs. */
  children: ReactNode;
}

/**
 * The shell Fund and Withdraw share: the form, then progress while it runs, then the summary
 * with a retry of what failed (the phases come from `useTransferPhases`).
 */
export function TransferModal<P>(p: TransferModalProps<P>) {
  const running = p.phase.kind === 'running';
  return (
    <Modal open={p.open} onOpenChange={p.onOpenChange} title={p.title} size="lg" description={p.description} busy={running}>
      {p.phase.kind === 'summary' ? (
        <TransferSummary
          outcome={p.phase.outcome}
          noun={p.noun}
          onRetry={() => void p.execute((p.phase as Extract<TransferPhase<P>, { kind: 'summary' }>).retry)}
          onClose={() => p.onOpenChange(false)}
        />
      ) : (
        <form noValidate className="space-y-4" onSubmit={p.onSubmit}>
          <fieldset disabled={running} className="space-y-4">
            {p.children}
          </fieldset>
          <FormError message={p.error} />
          {running && p.progress}
          <ActionButton type="submit" className="w-full" label={p.submitLabel} busyLabel={TEXTS.processing} busy={running} />
        </form>
      )}
    </Modal>
  );
}
