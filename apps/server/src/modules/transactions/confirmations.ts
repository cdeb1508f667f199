/**
 * The chain's verdicts on many transactions in flight (a distribution job's, a busy pool's swaps),
 * awaited together: one getSignatureStatuses for every signature waiting and one getBlockHeight
 * per poll, instead of both per transaction (the transaction core's default). The verdicts are the core's: confirmed,
 * failed (with the reason from its logs), expired once its blockhash is dead and one last look
 * finds nothing, unknown when the wait times out.
 */
import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { lookUp, type ChainOutcome } from './chain-submit.ts';

/** getSignatureStatuses answers at most this many signatures per call. */
const STATUSES_PER_CALL = 256;
const POLL_MS = 20;
const TIMEOUT_MS = 90_000;

interface Waiter {
  lastValidBlockHeight: bigint;
  deadline: number;
  resolve(outcome: ChainOutcome): void;
  reject(error: unknown): void;
}

export function createConfirmations() {
  const polls = new Map<Rpc<SolanaRpcApi>, Map<string, Waiter>>();

  async function poll(rpc: Rpc<SolanaRpcApi>, waiting: Map<string, Waiter>) {
    while (waiting.size) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const signatures = [...waiting.keys()];
      try {
        const statuses: ReturnType<SolanaRpcApi['getSignatureStatuses']>['value'][number][] = [];
        for (let i = 0; i < signatures.length; i += STATUSES_PER_CALL) {
          const chunk = signatures.slice(i, i + STATUSES_PER_CALL) as Signature[];
          statuses.push(...(await rpc.getSignatureStatuses(chunk, { searchTransactionHistory: true }).send()).value);
        }
        const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
        await Promise.all(
          signatures.map(async (signature, i) => {
            const waiter = waiting.get(signature)!;
            const status = statuses[i];
            const seen = status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';
            let outcome: ChainOutcome | null = null;
            if (seen) outcome = status.err ? await lookUp(rpc, signature) : { status: 'confirmed' };
            // One last look: it may have landed in the block that ended its lifetime.
            else if (height > waiter.lastValidBlockHeight) outcome = (await lookUp(rpc, signature)) ?? { status: 'expired' };
            else if (Date.now() > waiter.deadline) outcome = { status: 'unknown' };
            if (!outcome) return;
            waiting.delete(signature);
            waiter.resolve(outcome);
          }),
        );
      } catch (e) {
        // As the core's own wait does: an unreachable chain is the caller's to handle (the outcome stays uncertain).
        for (const signature of signatures) {
          waiting.get(signature)?.reject(e);
          waiting.delete(signature);
        }
      }
    }
    polls.delete(rpc);
  }

  return {
    awaitOutcome(rpc: Rpc<SolanaRpcApi>, signature: string, lastValidBlockHeight: bigint): Promise<ChainOutcome> {
      return new Promise((resolve, reject) => {
        let waiting = polls.get(rpc);
        const start = !waiting;
        if (!waiting) polls.set(rpc, (waiting = new Map()));
        waiting.set(signature, { lastValidBlockHeight, deadline: Date.now() + TIMEOUT_MS, resolve, reject });
        if (start) void poll(rpc, waiting);
      });
    },
  };
}
export type Confirmations = ReturnType<typeof createConfirmations>;
