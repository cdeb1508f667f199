/** Sending, simulating and looking up transactions and their statuses. */
import { addressText, encodeBase58 } from '../engine/base58.js';
import { TransactionRejected, type ChainEngine, type LedgerTransaction } from '../engine/chain-engine.js';
import { transactionErrorText } from '../engine/transaction-error.js';
import { parseTransaction, isWritableIndex } from '../engine/transaction-wire.js';
import { decodeBase58 } from '../engine/base58.js';
import { AccountAnswer } from './account-answer.js';
import { encodingOptions } from './account-methods.js';
import { withContext, type MethodGroup } from './context.js';
import { config, optionalInteger, pubkeyValue, requirePubkey, requireSignature, type Params } from './params.js';
import { ResponseRoom } from './response-room.js';
import { JsonText } from './json.js';
import { RpcError } from './rpc-error.js';
import type { ScanTurn } from './scan-queue.js';

const MAX_STATUSES = 256;
const MAX_TRANSACTION_BYTES = 1232;

function decodeWireParam(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw RpcError.invalidParams('Invalid param: Invalid');
  if (encoding !== undefined && encoding !== 'base58' && encoding !== 'base64') {
    throw RpcError.invalidParams(`Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
  }
  let bytes: Uint8Array | null;
  if (encoding === 'base64') {
    if (value.length > 1644)
      throw RpcError.invalidParams(
        `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${value.length} bytes (max: encoded/raw 1644/${MAX_TRANSACTION_BYTES})`,
      );
    bytes = Buffer.from(value, 'base64');
  } else {
    if (value.length > 1683)
      throw RpcError.invalidParams(
        `base58 encoded solana_transaction::versioned::VersionedTransaction too large: ${value.length} bytes (max: encoded/raw 1683/${MAX_TRANSACTION_BYTES})`,
      );
    bytes = decodeBase58(value);
    if (!bytes) throw RpcError.invalidParams('invalid base58 encoding: InvalidCharacter');
  }
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw RpcError.invalidParams(
      `decoded solana_transaction::versioned::VersionedTransaction too large: ${bytes.length} bytes (max: ${MAX_TRANSACTION_BYTES} bytes)`,
    );
  return bytes;
}

function rejectionToRpc(error: unknown): never {
  if (!(error instanceof TransactionRejected)) throw error;
  switch (error.kind) {
    case 'malformed':
      throw RpcError.invalidParams(error.message);
    case 'signature':
      throw RpcError.signatureVerificationFailure();
    case 'unavailable':
      throw RpcError.serverError(error.message);
    default: {
      const err = error.err ?? 'SanitizeFailure';
      throw RpcError.simulationFailed(transactionErrorText(err), {
        accounts: null,
        err,
        innerInstructions: null,
        logs: error.logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: error.unitsConsumed,
      });
    }
  }
}

/** The json shape of a stored transaction, as getTransaction answers it. */
function transactionJson(entry: LedgerTransaction, encoding: string, maxVersion: number | undefined) {
  const bytes = Buffer.from(entry.tx, 'base64');
  const tx = parseTransaction(bytes);
  if (tx.version === 0 && maxVersion === undefined) throw RpcError.unsupportedTransactionVersion(0);
  const meta = {
    ...entry.meta,
    status: entry.meta.err === null ? { Ok: null } : { Err: entry.meta.err },
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    innerInstructions: entry.meta.innerInstructions,
    returnData: undefined,
  };
  let transaction: unknown;
  if (encoding === 'base64' || encoding === 'base58') {
    transaction = encoding === 'base64' ? [entry.tx, 'base64'] : [encodeBase58(bytes), 'base58'];
  } else {
    // Addresses through the engine's cache: the same programs, pools and mints come back in every transaction.
    const accountKeys = tx.accountKeys.map((key) => addressText(key));
    const message: Record<string, unknown> = {
      header: tx.header,
      recentBlockhash: addressText(tx.recentBlockhash),
    };
    if (encoding === 'jsonParsed') {
      // Instructions stay in their compiled form; account keys carry the parsed flags explorers read.
      message.accountKeys = accountKeys.map((pubkey, i) => ({
        pubkey,
        signer: i < tx.header.numRequiredSignatures,
        writable: isWritableIndex(tx, i),
        source: 'transaction',
      }));
      message.instructions = tx.instructions.map((ix) => ({
        programId: accountKeys[ix.programIdIndex],
        accounts: ix.accounts.map((i) => accountKeys[i]),
        data: encodeBase58(ix.data),
        stackHeight: null,
      }));
    } else {
      message.accountKeys = accountKeys;
      message.instructions = tx.instructions.map((ix) => ({
        programIdIndex: ix.programIdIndex,
        accounts: ix.accounts,
        data: encodeBase58(ix.data),
        stackHeight: null,
      }));
    }
    if (tx.version === 0) {
      message.addressTableLookups = tx.addressTableLookups.map((lookup) => ({
        accountKey: addressText(lookup.accountKey),
        writableIndexes: lookup.writableIndexes,
        readonlyIndexes: lookup.readonlyIndexes,
      }));
    }
    transaction = { signatures: tx.signatures.map(encodeBase58), message };
  }
  return { slot: entry.slot, blockTime: entry.time, meta, transaction, version: tx.version };
}

export function transactionMethods(engine: ChainEngine): MethodGroup {
  return {
    sendTransaction: (params: Params) => {
      const cfg = config(params, 1);
      const bytes = decodeWireParam(params[0], cfg.encoding);
      try {
        return engine.submit(bytes, { skipPreflight: cfg.skipPreflight === true });
      } catch (error) {
        rejectionToRpc(error);
      }
    },
    simulateTransaction: (params: Params, _turn?: ScanTurn, room = new ResponseRoom(Infinity)) => {
      const cfg = config(params, 1);
      const bytes = decodeWireParam(params[0], cfg.encoding);
      if (cfg.sigVerify === true && cfg.replaceRecentBlockhash === true) {
        throw RpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      let outcome;
      try {
        outcome = engine.simulate(bytes, { sigVerify: cfg.sigVerify === true, replaceRecentBlockhash: cfg.replaceRecentBlockhash === true });
      } catch (error) {
        rejectionToRpc(error);
      }
      let accounts: unknown = null;
      const requested = cfg.accounts as { addresses?: unknown; encoding?: unknown } | undefined;
      if (requested) {
        if (!Array.isArray(requested.addresses)) throw RpcError.invalidParams('Invalid params: accounts.addresses must be an array');
        const answer = new AccountAnswer(encodingOptions(engine, { encoding: requested.encoding ?? 'base64' }), room);
        const named = requested.addresses.map((address) => {
          const { text, bytes: key } = pubkeyValue(address);
          answer.count(text, () => outcome.accounts.get(text) ?? (outcome.err === null ? null : engine.getAccount(key)));
          return text;
        });
        accounts = named.map((text) => answer.write(text));
      }
      return withContext(engine, {
        accounts,
        err: outcome.err,
        innerInstructions: null,
        logs: outcome.logs,
        replacementBlockhash: cfg.replaceRecentBlockhash === true ? engine.latestBlockhash() : null,
        returnData: outcome.returnData ? { programId: outcome.returnData.programId, data: [outcome.returnData.data, 'base64'] } : null,
        unitsConsumed: outcome.unitsConsumed,
      });
    },
    getSignatureStatuses: (params: Params) => {
      const signatures = params[0];
      if (!Array.isArray(signatures)) throw RpcError.invalidParams('Invalid params: expected an array of signatures');
      if (signatures.length > MAX_STATUSES) throw RpcError.invalidParams(`Too many inputs provided; max ${MAX_STATUSES}`);
      config(params, 1);
      const value = signatures.map((signature) => {
        // A signature in the history is well formed: only the others need decoding to be checked.
        const record = typeof signature === 'string' ? engine.status(signature) : undefined;
        if (!record) {
          requireSignature(signature);
          return null;
        }
        // A transaction is only visible here once its ledger record is fsynced, and the local
        // chain has no forks, so it can never be rolled back: 'finalized' is the truth, and it
        // satisfies every commitment a client waits for (web3.js and kit compare levels).
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: 'finalized',
        };
      });
      // Statuses hold no u64 (slots, error codes): written plainly, without the bigint replacer.
      return new JsonText(JSON.stringify(withContext(engine, value)));
    },
    getSignaturesForAddress: (params: Params) => {
      const { text } = requirePubkey(params, 0);
      const cfg = config(params, 1);
      const limit = optionalInteger(cfg.limit, 'limit', 1, 1000) ?? 1000;
      const before = cfg.before === undefined || cfg.before === null ? undefined : requireSignature(cfg.before);
      const until = cfg.until === undefined || cfg.until === null ? undefined : requireSignature(cfg.until);
      return engine.signaturesForAddress(text, { limit, before, until }).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: record.memo,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }));
    },
    getTransaction: (params: Params) => {
      const signature = requireSignature(params[0]);
      const cfg = typeof params[1] === 'string' ? { encoding: params[1] } : config(params, 1);
      const encoding = cfg.encoding ?? 'json';
      if (!['json', 'jsonParsed', 'base64', 'base58'].includes(String(encoding)))
        throw RpcError.invalidParams(`Invalid params: unknown encoding ${String(encoding)}`);
      const maxVersion = optionalInteger(cfg.maxSupportedTransactionVersion, 'maxSupportedTransactionVersion', 0, 0);
      const record = engine.status(signature);
      if (!record) return null;
      // A stored transaction is read back from JSON and holds no bigint: written plainly, without
      // the replacer that looks at every key of its meta.
      return new JsonText(JSON.stringify(transactionJson(engine.readTransaction(record), String(encoding), maxVersion)));
    },
  };
}
