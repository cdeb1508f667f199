/**
 * The chain's verdicts on many transactions in flight (a distribution job's, a busy pool's swaps),
 * awaited together: one getSignatureStatuses for every signature waiting and one getBlockHeight
 * per poll, instead of both per transaction (the transaction core's default). The verdicts are the core's: confirmed,
 * failed (with the reason from its logs), expired once its blockhash is dead and one last look
 * finds nothing, unknown when the wait times out.
 *
 * On the operator's endpoints the statuses and the records of the transactions a poll found
 * confirmed are read without kit's transformer, the records all in one request (rpc-raw.ts). On a
 * node that confirms at once, where every waiter wants its record (swaps), the poll asks only for
 * the records: a confirmed transaction's record is there as soon as its status, and the node is
 * asked once per poll instead of twice. Where confirmations wait for a slot, most polls find
 * nothing, and asking for every waiter's record there would cost the node far more than statuses.
 */
import type { Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { rawRpcOf } from '../../plugins/rpc-raw.ts';
import { lookUp, readTransactions, type ChainOutcome, type ConfirmedTransaction } from './chain-submit.ts';

/** getSignatureStatuses answers at most this many signatures per call. */
const STATUSES_PER_CALL = 256;
const POLL_MS = 20;
/**
 * The regular pause on a node that confirms at once (see `quick`): a swap's whole round trip there
 * is a few tens of milliseconds, so a 20 ms pause was most of a trader's wait for each swap, and
 * a trader waits for one swap before the next. A look asks for the records of the signatures
 * waiting, which a node that has not confirmed them answers cheaply. Only once a confirmation on
 * that node was seen within QUICK_CONFIRM_MS: nodes that confirm at slot boundaries (validators,
 * devnet, mainnet) keep the regular pause, and so does a node not yet seen confirming.
 */
const QUICK_POLL_MS = 5;
/**
 * A transaction just sent is usually confirmed on a node that confirms at once (the local chain
 * makes it durable within a millisecond or two) long before the next regular poll: its first look
 * comes this soon instead. A swap waits for two confirmations (its own and its improvement
 * payment's), each of which waited about a full poll before. At most one such early look per
 * regular period, so a node is asked at most twice as often as the regular poll alone would, and
 * none where confirmations take longer than QUICK_CONFIRM_MS (a node that confirms at slot
 * boundaries, as a validator does: there it would only ask in vain).
 */
const FIRST_LOOK_MS = 2;
const QUICK_CONFIRM_MS = 50;
const TIMEOUT_MS = 90_000;

interface Waiter {
  since: number;
  /** Read the confirmed transaction and hand it with the verdict (what it did, e.g. the token balances it left). */
  withTransaction: boolean;
  lastValidBlockHeight: bigint;
  deadline: number;
  resolve(outcome: ChainOutcome): void;
  reject(error: unknown): void;
}

/** One endpoint's poll: the signatures awaited, and its pause until the next look (cut short for a new signature). */
interface Poll {
  waiting: Map<string, Waiter>;
  /** A signature came while the poll was asking the node: the next pause is short. */
  fresh: boolean;
  /** When the last early look was taken (Date.now()). */
  earlyAt: number;
  /** The last confirmation seen came within QUICK_CONFIRM_MS of its send (or none was seen yet). */
  quick: boolean;
  pause: { due: number; timer: NodeJS.Timeout; resume(): void } | null;
}

function pauseFor(p: Poll, ms: number): Promise<void> {
  return new Promise((resume) => {
    const wake = () => {
      p.pause = null;
      resume();
    };
    p.pause = { due: Date.now() + ms, timer: setTimeout(wake, ms), resume: wake };
  });
}

/** A new signature is awaited: look soon (the regular pause is cut short, or the next one is short). */
function lookSoon(p: Poll): void {
  if (!p.quick || Date.now() - p.earlyAt < POLL_MS) return;
  const pause = p.pause;
  if (!pause) {
    p.fresh = true;
    return;
  }
  if (pause.due - Date.now() <= FIRST_LOOK_MS) return;
  clearTimeout(pause.timer);
  p.earlyAt = Date.now();
  pause.due = p.earlyAt + FIRST_LOOK_MS;
  pause.timer = setTimeout(pause.resume, FIRST_LOOK_MS);
}

/** What the poll reads of a signature's status (the same through kit or raw). */
type SignatureStatus = { confirmationStatus: string | null; err: unknown } | null;

async function statusesOf(rpc: Rpc<SolanaRpcApi>, signatures: readonly string[]): Promise<SignatureStatus[]> {
  const raw = rawRpcOf(rpc);
  const statuses: SignatureStatus[] = [];
  for (let i = 0; i < signatures.length; i += STATUSES_PER_CALL) {
    const chunk = signatures.slice(i, i + STATUSES_PER_CALL) as Signature[];
    const { value } = raw
      ? await raw.call<{ value: SignatureStatus[] }>('getSignatureStatuses', [chunk, { searchTransactionHistory: true }])
      : await rpc.getSignatureStatuses(chunk, { searchTransactionHistory: true }).send();
    statuses.push(...value);
  }
  return statuses;
}

/**
 * The statuses read from the records themselves (getTransaction at 'confirmed' answers a
 * transaction only once it is confirmed); the records are kept in `records`. A record not there
 * (or whose read failed) reads as not confirmed yet: the next poll asks again.
 */
async function statusesFromRecords(
  rpc: Rpc<SolanaRpcApi>,
  signatures: readonly string[],
  records: Map<string, ConfirmedTransaction | null>,
): Promise<SignatureStatus[]> {
  const read = await readTransactions(rpc, signatures);
  return signatures.map((signature, i) => {
    const record = read[i] ?? null;
    if (!record) return null;
    records.set(signature, record);
    return { confirmationStatus: 'confirmed', err: record.meta?.err ?? null };
  });
}

const isConfirmed = (status: SignatureStatus): status is NonNullable<SignatureStatus> =>
  status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';

export function createConfirmations() {
  const polls = new Map<Rpc<SolanaRpcApi>, Poll>();
  /** Per endpoint: whether its last confirmation came quickly (kept across polls). */
  const quick = new Map<Rpc<SolanaRpcApi>, boolean>();

  async function poll(rpc: Rpc<SolanaRpcApi>, p: Poll) {
    const { waiting } = p;
    while (waiting.size) {
      const short = p.fresh && p.quick && Date.now() - p.earlyAt >= POLL_MS;
      p.fresh = false;
      if (short) p.earlyAt = Date.now();
      await pauseFor(p, short ? FIRST_LOOK_MS : quick.get(rpc) === true ? QUICK_POLL_MS : POLL_MS);
      const signatures = [...waiting.keys()];
      try {
        const records = new Map<string, ConfirmedTransaction | null>();
        const recordsOnly = p.quick && rawRpcOf(rpc) !== null && signatures.every((s) => waiting.get(s)!.withTransaction);
        const statuses = recordsOnly ? await statusesFromRecords(rpc, signatures, records) : await statusesOf(rpc, signatures);
        const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
        // The records of those confirmed whose waiters want them (not read yet), read together.
        const wanted = recordsOnly
          ? []
          : signatures.filter((signature, i) => isConfirmed(statuses[i]!) && !statuses[i]!.err && waiting.get(signature)!.withTransaction);
        if (wanted.length > 0) {
          // Unread (not served yet, or the read failed), the kind reads it itself: the verdict stands.
          const read = await readTransactions(rpc, wanted).catch(() => []);
          wanted.forEach((signature, i) => records.set(signature, read[i] ?? null));
        }
        await Promise.all(
          signatures.map(async (signature, i) => {
            const waiter = waiting.get(signature)!;
            const status = statuses[i]!;
            let outcome: ChainOutcome | null = null;
            if (isConfirmed(status)) {
              p.quick = Date.now() - waiter.since <= QUICK_CONFIRM_MS;
              quick.set(rpc, p.quick);
              outcome = status.err ? await lookUp(rpc, signature) : { status: 'confirmed', transaction: records.get(signature) ?? undefined };
            }
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
    /** `withTransaction`: a confirmed verdict carries the transaction as the chain recorded it (one getTransaction, read as soon as it is seen). */
    awaitOutcome(rpc: Rpc<SolanaRpcApi>, signature: string, lastValidBlockHeight: bigint, { withTransaction = false } = {}): Promise<ChainOutcome> {
      return new Promise((resolve, reject) => {
        let p = polls.get(rpc);
        const start = !p;
        if (!p) polls.set(rpc, (p = { waiting: new Map(), fresh: true, earlyAt: 0, quick: quick.get(rpc) ?? true, pause: null }));
        p.waiting.set(signature, { since: Date.now(), withTransaction, lastValidBlockHeight, deadline: Date.now() + TIMEOUT_MS, resolve, reject });
        if (start) void poll(rpc, p);
        else lookSoon(p);
      });
    },
  };
}
export type Confirmations = ReturnType<typeof createConfirmations>;
