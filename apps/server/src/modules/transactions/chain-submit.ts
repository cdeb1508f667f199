/**
 * Sending a fully signed transaction and waiting for the chain's verdict. Works against any
 * JSON-RPC endpoint (local chain, devnet, mainnet): polling getSignatureStatuses needs no
 * WebSocket, and the local chain answers it within milliseconds.
 */
import type { Base64EncodedWireTransaction, Rpc, Signature, SolanaRpcApi } from '@solana/kit';
import { rpcFailureKind } from '../../lib/rpc-failure.ts';
import { rawRpcOf, type RawAnswer, type RawRpc } from '../../plugins/rpc-raw.ts';
import { perTurn } from './per-turn.ts';
import { failureFromLogs, failureFromSendError, failureFromTransactionError, type ChainFailure } from './chain-errors.ts';

/**
 * A confirmed transaction as getTransaction answers it (json encoding), in the fields the server
 * reads: its meta holds the token balances before and after, the inner instructions and the logs.
 * Only strings and indexes: the same whether kit's transformer read the answer or not (rpc-raw.ts).
 */
export interface ConfirmedTransaction {
  transaction: { message: { accountKeys: readonly string[]; instructions?: readonly CompiledInstruction[] } };
  meta: {
    err: unknown;
    logMessages?: readonly string[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] };
    preTokenBalances?: readonly TokenBalance[] | null;
    postTokenBalances?: readonly TokenBalance[] | null;
    innerInstructions?: readonly { instructions: readonly CompiledInstruction[] }[] | null;
  } | null;
}
interface CompiledInstruction {
  programIdIndex: number;
  accounts: readonly number[];
  data: string;
}
interface TokenBalance {
  accountIndex: number;
  uiTokenAmount: { amount: string };
}

export type ChainOutcome =
  /** `transaction`: the chain's record of it, when the wait read it (a kind that asked for it). */
  | { status: 'confirmed'; transaction?: ConfirmedTransaction }
  | ({ status: 'failed' } & ChainFailure)
  /** Not seen on chain and its blockhash is dead: it never executed. */
  | { status: 'expired' }
  /** Still unknown when we stopped waiting: it may land later. */
  | { status: 'unknown' };

const SEND = { encoding: 'base64', preflightCommitment: 'confirmed' } as const;

/**
 * Per endpoint with raw calls: the transactions sent within one turn of the event loop go in one
 * batch. Many submissions are claimed by one statement (row-writes.ts) and so reach their send
 * together: one request instead of one each. Each is answered (or refused) as it would be alone.
 */
const senders = new WeakMap<RawRpc, (wire: Base64EncodedWireTransaction) => Promise<RawAnswer>>();
function senderOf(raw: RawRpc) {
  let send = senders.get(raw);
  if (!send) {
    send = perTurn((wires: Base64EncodedWireTransaction[]) => raw.batch(wires.map((wire) => ({ method: 'sendTransaction', params: [wire, SEND] }))));
    senders.set(raw, send);
  }
  return send;
}

/** Sends; null when the chain's verdict is still to be awaited (`awaitOutcome`), else the refusal. */
export async function sendTransaction(rpc: Rpc<SolanaRpcApi>, wire: Base64EncodedWireTransaction): Promise<ChainOutcome | null> {
  try {
    const raw = rawRpcOf(rpc);
    if (raw) {
      const answer = await senderOf(raw)(wire);
      if (!answer.ok) throw answer.error;
    } else await rpc.sendTransaction(wire, SEND).send();
    return null;
  } catch (e) {
    // No answer is not a refusal: the node may have taken it, so its fate is read from the chain.
    if (rpcFailureKind(e) === 'unanswered') return null;
    return { status: 'failed', ...failureFromSendError(e) };
  }
}

export async function awaitOutcome(
  rpc: Rpc<SolanaRpcApi>,
  signature: string,
  lastValidBlockHeight: bigint,
  { timeoutMs = 90_000 }: { timeoutMs?: number } = {},
): Promise<ChainOutcome> {
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  for (;;) {
    const outcome = await lookUp(rpc, signature);
    if (outcome) return outcome;
    const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send();
    if (height > lastValidBlockHeight) {
      // One last look: it may have landed in the block that ended its lifetime.
      return (await lookUp(rpc, signature)) ?? { status: 'expired' };
    }
    if (Date.now() > deadline) return { status: 'unknown' };
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 500);
  }
}

const READ_TRANSACTION = { commitment: 'confirmed', maxSupportedTransactionVersion: 0, encoding: 'json' } as const;

/** The chain's record of a confirmed transaction (null when it has none yet). */
export async function readTransaction(rpc: Rpc<SolanaRpcApi>, signature: string): Promise<ConfirmedTransaction | null> {
  const raw = rawRpcOf(rpc);
  if (raw) return raw.call<ConfirmedTransaction | null>('getTransaction', [signature, READ_TRANSACTION]);
  return rpc.getTransaction(signature as Signature, READ_TRANSACTION).send();
}

/** The records of several confirmed transactions, in one request where the node takes batches; each null when the chain has none or its read failed. */
export async function readTransactions(rpc: Rpc<SolanaRpcApi>, signatures: readonly string[]): Promise<(ConfirmedTransaction | null)[]> {
  const raw = rawRpcOf(rpc);
  if (!raw) return Promise.all(signatures.map((s) => readTransaction(rpc, s).catch(() => null)));
  const answers = await raw.batch(signatures.map((s) => ({ method: 'getTransaction', params: [s, READ_TRANSACTION] })));
  return answers.map((a) => (a.ok ? (a.result as ConfirmedTransaction | null) : null));
}

/** The chain's record of a signature, or null if it has none (yet). */
export async function lookUp(rpc: Rpc<SolanaRpcApi>, signature: string): Promise<ChainOutcome | null> {
  const { value } = await rpc.getSignatureStatuses([signature as Signature], { searchTransactionHistory: true }).send();
  const status = value[0];
  if (!status || (status.confirmationStatus !== 'confirmed' && status.confirmationStatus !== 'finalized')) return null;
  if (!status.err) return { status: 'confirmed' };
  let failure: ChainFailure | null = null;
  try {
    const tx = await readTransaction(rpc, signature);
    failure = failureFromLogs(tx?.meta?.logMessages ?? null);
  } catch {
    // The logs only improve the message.
  }
  return { status: 'failed', ...(failure ?? failureFromTransactionError(status.err)) };
}
