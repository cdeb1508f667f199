/**
 * The chain engine: LiteSVM state, the slot clock and blockhash window, the ledger (journal and
 * history) and snapshots. It knows nothing of JSON-RPC; the RPC method groups call it, and its
 * refusals are `TransactionRejected` values the RPC layer turns into validator error codes.
 *
 * Snapshots are the chain's own (account-level, see account-image.ts and snapshot-store.ts): on
 * start a fresh LiteSVM (programs, sysvars, feature set from its own setup) gets every snapshot
 * account back, and only the ledger records after the snapshot's offset are executed again.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import { addressText, decodeBase58, encodeBase58 } from './base58.js';
import { BlockhashWindow, MAX_PROCESSING_AGE } from './blockhash-window.js';
import { Faucet } from './faucet.js';
import { TransactionHistory, type TransactionRecord, type SignaturesQuery } from './history.js';
import { innerInstructionsOf } from './inner-instructions.js';
import { Ledger, type LedgerEntryLocation } from './ledger.js';
import { AccountImage, addressKey } from './account-image.js';
import { EventLoopPacer } from './event-loop-pacer.js';
import { decodeAccountRecord, recordAddress } from './snapshot-format.js';
import { SnapshotStore } from './snapshot-store.js';
import { HistoryIndexStore, type LoadedHistoryIndex } from './history-index-store.js';
import { SlotHashes } from './slot-hashes.js';
import { Account, Clock, createSvm, FailedTransactionMetadata, type ExecutionResult, type Svm, type SvmAccount } from './svm.js';
import { transactionErrorJson, type TransactionErrorJson } from './transaction-error.js';
import { feeOf, isWritableIndex as isWritable, parseTransaction, WireError, type TransactionWire } from './transaction-wire.js';
import { isSysvar, TOKEN_2022_PROGRAM, TOKEN_2022_PROGRAM_BYTES, TOKEN_PROGRAM, TOKEN_PROGRAM_BYTES } from './programs.js';
import { uiTokenAmount, type UiTokenAmount } from './token-amount.js';
import type { GenesisAccount } from '../genesis/index.js';

export interface ChainLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface ChainEngineOptions {
  dir: string;
  slotMs?: number;
  /**
   * Report transactions confirmed only at the next slot boundary, as a validator does (its
   * confirmation takes a slot or more), instead of as soon as they are durable. Accounts show a
   * transaction's effects at once (processed), statuses and notifications at the boundary.
   */
  confirmAtSlot?: boolean;
  snapshotEveryMs?: number;
  logger?: ChainLogger;
  /** Programs loaded at every start (like LiteSVM's built-in ones, never part of a snapshot). */
  programs?: { programId: string; bytes: Uint8Array }[];
  /** Accounts the chain holds from genesis: written when missing, at every start. */
  genesisAccounts?: GenesisAccount[];
}

/** How the last start went: how much came from the snapshot and how much was executed again. */
export interface StartStats {
  /** Ledger offset the loaded snapshot covers (0: no snapshot, the whole ledger was replayed). */
  snapshotOffset: number;
  snapshotAccounts: number;
  /** Every intact ledger record (those before the saved history index's offset are counted, not read). */
  ledgerRecords: number;
  /** Ledger offset the loaded history index covers (0: none, the whole ledger was indexed). */
  historyIndexOffset: number;
  /** Transactions whose history entry came from the saved index. */
  indexedFromSaved: number;
  /** Transactions indexed by reading their ledger record (the tail after the saved index). */
  indexedFromLedger: number;
  /** Records executed again because they come after the snapshot. */
  replayedRecords: number;
  /** Replayed records whose outcome (success or error) differs from the one the ledger recorded: 0 unless the runtime changed. */
  replayMismatches: number;
  snapshotLoadMs: number;
  historyIndexLoadMs: number;
  ledgerMs: number;
  totalMs: number;
}

export interface SnapshotStats {
  ledgerOffset: number;
  accounts: number;
  changedAccounts: number;
  bytes: number;
  totalMs: number;
  /** Longest time the snapshot kept the event loop (transactions wait at most this long), wall clock. */
  longestBlockMs: number;
  /** The same stretch in process CPU time (less than the wall time when the machine is busy). */
  longestBlockCpuMs: number;
}

export type RejectionKind = 'malformed' | 'blockhash' | 'duplicate' | 'signature' | 'preflight' | 'unavailable';

/** Why the chain refused a transaction; `err`/`logs` are set for preflight failures. */
export class TransactionRejected extends Error {
  constructor(
    readonly kind: RejectionKind,
    message: string,
    readonly err: TransactionErrorJson | null = null,
    readonly logs: string[] = [],
    readonly unitsConsumed = 0,
  ) {
    super(message);
  }
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

/** A token account's balance as meta shows it, without its index in a transaction's keys. */
type TokenHolding = Omit<TokenBalance, 'accountIndex'>;

export interface InnerInstructionsJson {
  index: number;
  instructions: Array<{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number | null }>;
}

export interface ExecutionMeta {
  err: TransactionErrorJson | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logMessages: string[];
  innerInstructions: InnerInstructionsJson[];
  computeUnitsConsumed: number;
}

/** A transaction record as stored in the ledger. */
export interface LedgerTransaction {
  k: 'tx';
  slot: number;
  time: number;
  tx: string; // base64 wire bytes
  meta: ExecutionMeta;
}
interface LedgerFaucetTopUp {
  k: 'faucet';
  slot: number;
  time: number;
  lamports: string;
}
type LedgerEntry = LedgerTransaction | LedgerFaucetTopUp;

export interface CommittedTransaction {
  record: TransactionRecord;
  accountKeys: string[];
  writableKeys: string[];
  logs: string[];
}

export interface SimulationOutcome {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: number;
  accounts: Map<string, SvmAccount>;
  returnData: { programId: string; data: string } | null;
}

const CLOCK_SYSVAR_KEY = addressKey(decodeBase58('SysvarC1ock11111111111111111111111111111111')!);
const SLOT_HASHES_SYSVAR_KEY = addressKey(decodeBase58('SysvarS1otHashes111111111111111111111111111')!);
const FAUCET_FLOOR = 10n ** 17n;
const FAUCET_FILL = 10n ** 18n;
const SLOTS_PER_EPOCH = 432_000;

export class ChainEngine {
  readonly history = new TransactionHistory();
  readonly genesisHash: string;
  readonly faucet = new Faucet();
  readonly slotMs: number;
  private readonly commitListeners = new Set<(tx: CommittedTransaction) => void>();
  private readonly slotListeners = new Set<(slot: number) => void>();
  /** Signatures executed (durable or about to be): the duplicate check. */
  private readonly executed = new Set<string>();
  private readonly mintDecimals = new Map<string, number>();
  private slotTimer: NodeJS.Timeout | null = null;
  private snapshotTimer: NodeJS.Timeout | null = null;
  private snapshotOffset: number;
  private snapshotting = false;
  private closed = false;
  /** Seconds the chain's clock runs ahead of the wall clock (advanceClock); never shrinks. */
  private clockOffset = 0;
  private blockTime = Math.floor(Date.now() / 1000);
  /** Every account written since genesis, as the snapshot will hold it. */
  private readonly writeListeners = new Set<(address: Uint8Array) => void>();
  private readonly image = new AccountImage((address, _account, key) => {
    // Forgotten on every write; a transaction's own writes set it again from what it read (see execute).
    this.holdings.delete(key);
    this.balances.delete(key);
    for (const listener of this.writeListeners) listener(address);
  });
  /**
   * What each account seen holds as a token account (null: it is none), kept as accounts are
   * written: a transaction's token balances before execution then need no native reads (each
   * account, owner and data read from LiteSVM is a copy into a new JavaScript object, and copying
   * an account just to learn its owner costs ~30 ms for a 10 MiB one). Every write goes through
   * the image's notes, which forget the entry, so an entry is never older than the account.
   */
  private readonly holdings = new Map<string, TokenHolding | null>();
  /**
   * Lamports of each account seen, for the balances before execution. LiteSVM's getBalance copies
   * the whole account, so a transaction's program ids (whole program binaries) cost ~10 µs each,
   * read on every transaction though they never change. Forgotten on every write (the image's
   * notes, restoreBalance) and, for the sysvars the chain sets itself, as its clock moves.
   */
  private readonly balances = new Map<string, number>();
  startStats: StartStats = {
    snapshotOffset: 0,
    snapshotAccounts: 0,
    ledgerRecords: 0,
    historyIndexOffset: 0,
    indexedFromSaved: 0,
    indexedFromLedger: 0,
    replayedRecords: 0,
    replayMismatches: 0,
    snapshotLoadMs: 0,
    historyIndexLoadMs: 0,
    ledgerMs: 0,
    totalMs: 0,
  };
  /** Ledger records appended so far (all kinds): the saved history index records how many precede its offset. */
  private ledgerRecordCount = 0;
  lastSnapshot: SnapshotStats | null = null;
  private readonly slotHashes: SlotHashes;
  private replayMismatches = 0;
  /** With confirmAtSlot: durable transactions waiting for the slot boundary to be reported. */
  private unconfirmed: Array<() => void> | null = null;
  /** Waiting for the next slot boundary (released at once when the chain closes and its clock stops). */
  private readonly slotWaiters = new Set<() => void>();

  private constructor(
    private svm: Svm,
    private readonly window: BlockhashWindow,
    private readonly ledger: Ledger,
    private readonly snapshots: SnapshotStore,
    private readonly historyIndexes: HistoryIndexStore,
    genesisSeed: Uint8Array,
    snapshotOffset: number,
    private readonly logger: ChainLogger,
    slotMs: number,
  ) {
    this.genesisHash = encodeBase58(createHash('sha256').update(genesisSeed).update('genesis').digest());
    this.snapshotOffset = snapshotOffset;
    this.slotMs = slotMs;
    this.slotHashes = new SlotHashes((slot) => window.hashForSlot(slot));
  }

  static async open(options: ChainEngineOptions): Promise<ChainEngine> {
    const startedAt = performance.now();
    const logger = options.logger ?? { info() {}, warn: console.warn, error: console.error };
    const dir = options.dir;
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) if (name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
    const genesisPath = join(dir, 'genesis.json');
    if (!existsSync(genesisPath)) {
      writeFileSync(genesisPath, JSON.stringify({ seed: randomBytes(32).toString('hex'), createdAt: new Date().toISOString() }));
    }
    const seed = Buffer.from(JSON.parse(readFileSync(genesisPath, 'utf8')).seed, 'hex');
    const genesisId = createHash('sha256').update(seed).digest();
    const snapshots = new SnapshotStore(dir, genesisId);
    const historyIndexes = new HistoryIndexStore(dir, genesisId);
    const loaded = snapshots.loadLatest(logger.warn);
    const svm = createSvm();
    for (const program of options.programs ?? []) svm.addProgram(decodeBase58(program.programId)!, program.bytes);
    let genesisFaucet: SvmAccount | null = null;
    if (loaded) {
      for (const record of loaded.records) svm.setAccount(recordAddress(record), decodeAccountRecord(record));
      setSvmClock(svm, loaded.header.slot, loaded.header.blockTime);
    } else {
      genesisFaucet = new Account(FAUCET_FILL, new Uint8Array(), new Uint8Array(32), false, 0n);
      svm.setAccount(new Faucet().publicKey, genesisFaucet);
      setSvmClock(svm, 0, Math.floor(Date.now() / 1000));
    }
    const snapshotLoadMs = performance.now() - startedAt;
    const snapshotOffset = loaded?.header.ledgerOffset ?? 0;
    let lastSlot = loaded?.header.slot ?? 0;
    // The history index saved with the snapshot: only the ledger after both offsets is read.
    const ledgerPath = join(dir, 'ledger.log');
    const ledgerSize = existsSync(ledgerPath) ? statSync(ledgerPath).size : 0;
    const indexStartedAt = performance.now();
    let savedIndex: LoadedHistoryIndex | null = historyIndexes.loadLatest(ledgerSize, logger.warn);
    const historyIndexLoadMs = performance.now() - indexStartedAt;
    let pending: Array<{ entry: LedgerEntry; at: LedgerEntryLocation }> = [];
    const ledger = await Ledger.open(
      ledgerPath,
      (payload, at) => {
        pending.push({ entry: JSON.parse(payload.toString('utf8')) as LedgerEntry, at });
      },
      Math.min(snapshotOffset, savedIndex?.ledgerOffset ?? 0),
    );
    // The index is used only if its offset is a record boundary of the ledger as it is now.
    if (
      savedIndex &&
      (ledger.readFrom !== Math.min(snapshotOffset, savedIndex.ledgerOffset) ||
        (savedIndex.ledgerOffset !== ledger.end && !pending.some(({ at }) => at.offset === savedIndex!.ledgerOffset)))
    ) {
      logger.warn(`chain: the ledger has no intact record at the history index's offset ${savedIndex.ledgerOffset}; indexing the whole ledger`);
      savedIndex = null;
    }
    if (!savedIndex && ledger.readFrom > 0) {
      // Without a usable index the history needs every record, including those before the snapshot.
      const earlier: typeof pending = [];
      ledger.visitRange(0, ledger.readFrom, (payload, at) => earlier.push({ entry: JSON.parse(payload.toString('utf8')) as LedgerEntry, at }));
      pending = earlier.concat(pending);
    }
    const window = new BlockhashWindow(seed, 0);
    const engine = new ChainEngine(svm, window, ledger, snapshots, historyIndexes, seed, snapshotOffset, logger, options.slotMs ?? 400);
    if (options.confirmAtSlot) engine.unconfirmed = [];
    if (loaded) engine.image.load(loaded.records);
    else engine.image.note(engine.faucet.publicKey, genesisFaucet);
    // Written before the ledger is replayed: transactions on our programs read these accounts.
    for (const genesis of options.genesisAccounts ?? []) {
      const key = decodeBase58(genesis.address)!;
      if (svm.getAccount(key)) continue;
      const account = new Account(genesis.lamports, genesis.data, decodeBase58(genesis.owner)!, false, 0n);
      svm.setAccount(key, account);
      engine.image.note(key, account);
    }
    const indexedFrom = savedIndex?.ledgerOffset ?? 0;
    if (savedIndex) {
      engine.history.restore(savedIndex.records, savedIndex.byAddress);
      for (const record of savedIndex.records) {
        engine.executed.add(record.signature);
        lastSlot = Math.max(lastSlot, record.slot);
      }
    }
    const replayStartedAt = performance.now();
    let replayed = 0;
    let indexed = 0;
    let tailRecords = 0;
    for (const { entry, at } of pending) {
      lastSlot = Math.max(lastSlot, entry.slot);
      if (at.offset >= indexedFrom) {
        tailRecords++;
        if (entry.k === 'tx') {
          engine.index(entry, at);
          indexed++;
        }
      }
      if (at.offset >= snapshotOffset) {
        engine.replay(entry);
        replayed++;
      }
    }
    engine.ledgerRecordCount = (savedIndex?.ledgerRecords ?? 0) + tailRecords;
    // Resume after everything that was issued; blockhashes are derived, so recent ones stay valid.
    engine.window.advanceTo(lastSlot + 1);
    engine.blockTime = Math.max(engine.blockTime, loaded?.header.blockTime ?? 0);
    engine.moveClock(lastSlot + 1, engine.blockTime);
    const totalMs = performance.now() - startedAt;
    engine.startStats = {
      snapshotOffset,
      snapshotAccounts: loaded?.records.length ?? 0,
      ledgerRecords: engine.ledgerRecordCount,
      historyIndexOffset: indexedFrom,
      indexedFromSaved: savedIndex?.records.length ?? 0,
      indexedFromLedger: indexed,
      replayedRecords: replayed,
      replayMismatches: engine.replayMismatches,
      snapshotLoadMs: Math.round(snapshotLoadMs),
      historyIndexLoadMs: Math.round(historyIndexLoadMs),
      ledgerMs: Math.round(performance.now() - replayStartedAt),
      totalMs: Math.round(totalMs),
    };
    logger.info(
      `chain: started in ${Math.round(totalMs)} ms: ${engine.startStats.snapshotAccounts} accounts from the snapshot at ledger offset ${snapshotOffset}, ` +
        `${replayed} of ${engine.ledgerRecordCount} ledger records replayed, ${engine.history.size} transactions in history ` +
        `(${indexed} indexed from the ledger, the rest from the saved index), slot ${lastSlot + 1}`,
    );
    engine.startClocks(options.snapshotEveryMs ?? 10_000);
    return engine;
  }

  // ----- clock -----

  private startClocks(snapshotEveryMs: number): void {
    this.slotTimer = setInterval(() => this.advanceSlot(), this.slotMs);
    this.slotTimer.unref();
    this.snapshotTimer = setInterval(() => void this.snapshot(), snapshotEveryMs);
    this.snapshotTimer.unref();
  }

  private advanceSlot(): void {
    const slot = this.window.slot + 1;
    this.blockTime = Math.max(this.blockTime, this.wallSeconds());
    this.window.advanceTo(slot);
    this.moveClock(slot, this.blockTime);
    if (this.unconfirmed) for (const report of this.unconfirmed.splice(0)) report();
    for (const listener of this.slotListeners) listener(slot);
    for (const resolve of this.slotWaiters) resolve();
    this.slotWaiters.clear();
  }

  /** Resolves after the next slot boundary's reports, or at once once the chain is closing. */
  private nextSlot(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => this.slotWaiters.add(resolve));
  }

  get slot(): number {
    return this.window.slot;
  }

  /** The chain's time now (unix seconds): what the Clock sysvar holds and blocks are stamped with. */
  get unixTime(): number {
    return this.blockTime;
  }

  private wallSeconds(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  /**
   * Moves the chain's clock `seconds` forward at once and keeps it that far ahead of the wall
   * clock (never backwards), so tests can reach a vesting cliff or an unlock date without waiting.
   * In-process only: no RPC method reaches it, since any web page can call the local chain. The
   * offset is not saved; after a restart the clock follows the wall clock again.
   */
  advanceClock(seconds: number): void {
    if (!Number.isSafeInteger(seconds) || seconds < 0) throw new RangeError(`advanceClock: ${seconds} is not a whole number of seconds >= 0`);
    this.clockOffset += seconds;
    this.blockTime = Math.max(this.blockTime, this.wallSeconds());
    this.moveClock(this.slot, this.blockTime);
  }

  /** What programs see of time: the Clock sysvar and the SlotHashes sysvar (see slot-hashes.ts). */
  private moveClock(slot: number, unixTime: number): void {
    this.balances.delete(CLOCK_SYSVAR_KEY);
    this.balances.delete(SLOT_HASHES_SYSVAR_KEY);
    setSvmClock(this.svm, slot, unixTime);
    this.slotHashes.moveTo(this.svm, slot);
  }

  /** One block per slot, so the block height is the slot. */
  get blockHeight(): number {
    return this.window.slot;
  }

  get epochSchedule() {
    return { slotsPerEpoch: SLOTS_PER_EPOCH, epoch: Math.floor(this.slot / SLOTS_PER_EPOCH), slotIndex: this.slot % SLOTS_PER_EPOCH };
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.window.latest, lastValidBlockHeight: this.blockHeight + MAX_PROCESSING_AGE };
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.window.validSlot(blockhash) !== undefined;
  }

  onCommit(listener: (tx: CommittedTransaction) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  onSlot(listener: (slot: number) => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  // ----- accounts -----

  /** Hears every account a transaction (or the faucet) writes, when it is executed, before it is durable. */
  onAccountWrite(listener: (address: Uint8Array) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  getAccount(address: Uint8Array): SvmAccount | null {
    return this.svm.getAccount(address);
  }

  getBalance(address: Uint8Array): bigint {
    return this.svm.getBalance(address) ?? 0n;
  }

  /**
   * The accounts a program owns. Each entry's `account()` is a native call that copies the
   * account, so scans call it one entry at a time, between their pauses for the event loop.
   */
  getProgramAccounts(program: Uint8Array): Array<{ address: Uint8Array; account(): SvmAccount }> {
    return this.svm.getProgramAccounts(program);
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size));
  }

  /** Decimals of a token mint (cached: a mint's decimals never change). */
  mintDecimalsOf(mint: string, mintBytes?: Uint8Array): number | null {
    const cached = this.mintDecimals.get(mint);
    if (cached !== undefined) return cached;
    const account = this.svm.getAccount(mintBytes ?? decodeKey(mint));
    if (!account) return null;
    const data = account.data();
    if (data.length < 82) return null;
    const decimals = data[44]!;
    this.mintDecimals.set(mint, decimals);
    return decimals;
  }

  // ----- transactions -----

  /**
   * Executes a transaction and returns its signature; it is confirmed (status, notifications)
   * once its ledger record is fsynced. Refusals (malformed, unknown blockhash, duplicate, bad
   * signature, failed preflight) change nothing.
   */
  submit(bytes: Uint8Array, options: { skipPreflight?: boolean } = {}): string {
    if (this.closed || this.ledger.error) throw new TransactionRejected('unavailable', 'the chain is shutting down or cannot write its ledger');
    const tx = parseWire(bytes);
    const signature = encodeBase58(tx.signatures[0]!);
    if (this.executed.has(signature)) {
      throw new TransactionRejected('duplicate', 'This transaction has already been processed', 'AlreadyProcessed');
    }
    if (!this.window.isRecent(tx.recentBlockhash)) {
      throw new TransactionRejected('blockhash', 'Blockhash not found', 'BlockhashNotFound');
    }
    const outcome = this.execute(tx, this.slot, this.blockTime);
    if (outcome.rejected) throw outcome.rejected;
    const entry = outcome.entry!;
    if (entry.meta.err !== null && !options.skipPreflight) {
      // Preflight, done in one execution instead of simulate-then-send: a failed transaction
      // changes nothing but its fee payer's balance (the fee), so restoring that balance undoes it
      // exactly, and the client gets agave's preflight error with the logs. Nothing is noted for
      // the snapshot: the state is back to what it was.
      this.restoreBalance(tx.accountKeys[0]!, entry.meta.preBalances[0]!);
      throw new TransactionRejected('preflight', 'preflight', entry.meta.err, entry.meta.logMessages, entry.meta.computeUnitsConsumed);
    }
    // Noted in the same synchronous step as the ledger append below, so the snapshot's accounts
    // always match the ledger offset it records.
    for (const [address, account, holding, lamports, key] of outcome.written!) {
      this.image.note(address, account, key);
      if (holding !== undefined) this.holdings.set(key, holding);
      this.balances.set(key, lamports);
    }
    this.noteLookupWrites(tx);
    this.executed.add(signature);
    const { at, durable } = this.ledger.append(Buffer.from(JSON.stringify(entry)));
    this.ledgerRecordCount++;
    // Like a validator, the signature is answered once the transaction is executed; it becomes
    // visible to getSignatureStatuses and subscribers (confirmed) only once its record is durable.
    void durable.then(() => {
      const failure = this.ledger.error as Error | null;
      if (failure) {
        // Not durable, so never reported: the chain stops accepting work (see submit's first check).
        this.logger.error(`chain: ledger write failed: ${failure.message}`);
        return;
      }
      if (this.unconfirmed) this.unconfirmed.push(() => this.report(tx, entry, at, signature));
      else this.report(tx, entry, at, signature);
    });
    return signature;
  }

  /**
   * A durable transaction enters the history and is told to subscribers. A method rather than a
   * closure in submit: the runtime (tsx, keepNames) names every named closure it creates, at a
   * cost on each transaction.
   */
  private report(tx: TransactionWire, entry: LedgerTransaction, at: LedgerEntryLocation, signature: string): void {
    const accountKeys = tx.accountKeys.map(addressText);
    const record = this.index(entry, at, tx, signature, accountKeys);
    const writableKeys = accountKeys.filter((_, i) => isWritable(tx, i));
    for (const listener of this.commitListeners) listener({ record, accountKeys, writableKeys, logs: entry.meta.logMessages });
  }

  /** Requests an airdrop: a faucet transfer through the same path as any transaction. */
  airdrop(to: Uint8Array, lamports: bigint): string {
    const balance = this.svm.getBalance(this.faucet.publicKey) ?? 0n;
    if (balance < lamports + FAUCET_FLOOR) {
      const fill = lamports + FAUCET_FILL;
      const entry: LedgerFaucetTopUp = { k: 'faucet', slot: this.slot, time: this.blockTime, lamports: fill.toString() };
      this.replay(entry);
      void this.ledger.append(Buffer.from(JSON.stringify(entry)));
      this.ledgerRecordCount++;
    }
    return this.submit(this.faucet.transfer(to, lamports, this.window.latest));
  }

  simulate(bytes: Uint8Array, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    const tx = parseWire(bytes);
    if (!options.replaceRecentBlockhash && this.window.validSlot(encodeBase58(tx.recentBlockhash)) === undefined) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, accounts: new Map(), returnData: null };
    }
    if (!options.sigVerify) this.svm.setSigverify(false);
    let result;
    try {
      result = tx.version === 'legacy' ? this.svm.simulateLegacyTransaction(bytes) : this.svm.simulateVersionedTransaction(bytes);
    } finally {
      if (!options.sigVerify) this.svm.setSigverify(true);
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        accounts: new Map(),
        returnData: null,
      };
    }
    const meta = result.meta();
    const accounts = new Map<string, SvmAccount>();
    for (const entry of result.postAccounts()) accounts.set(encodeBase58(entry.address), entry.account());
    const returned = meta.returnData();
    const returnData =
      returned.data().length > 0 ? { programId: encodeBase58(returned.programId()), data: Buffer.from(returned.data()).toString('base64') } : null;
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()), accounts, returnData };
  }

  /** The stored transaction and its meta, read back from the ledger. */
  readTransaction(record: TransactionRecord): LedgerTransaction {
    return JSON.parse(this.ledger.read(record.at).toString('utf8')) as LedgerTransaction;
  }

  status(signature: string): TransactionRecord | undefined {
    return this.history.get(signature);
  }

  signaturesForAddress(address: string, query: SignaturesQuery): TransactionRecord[] {
    return this.history.forAddress(address, query);
  }

  private restoreBalance(key: Uint8Array, lamports: number): void {
    const account = this.svm.getAccount(key);
    if (!account) return;
    this.svm.setAccount(key, new Account(BigInt(lamports), account.data(), account.owner(), account.executable(), account.rentEpoch()));
    this.balances.delete(addressKey(key));
    for (const listener of this.writeListeners) listener(key);
  }

  private execute(
    tx: TransactionWire,
    slot: number,
    time: number,
  ): {
    entry?: LedgerTransaction;
    /**
     * Post-execution copies of the writable static keys' accounts, for the snapshot, with what
     * each holds as a token account (undefined: not known, e.g. its mint is missing).
     */
    written?: Array<[Uint8Array, SvmAccount | null, TokenHolding | null | undefined, number, string]>;
    rejected?: TransactionRejected;
  } {
    const skip = skippedKeys(tx);
    const keys = tx.accountKeys;
    // Each key's map key once: balances, holdings and the image's notes all look accounts up by it.
    const known = keys.map(addressKey);
    const preBalances = keys.map((key, i) => this.balanceOf(key, known[i]!));
    const preHoldings = keys.map((key, i) => (skip.has(i) ? null : this.holdingOf(key, known[i]!)));
    const result: ExecutionResult = tx.version === 'legacy' ? this.svm.sendLegacyTransaction(tx.bytes) : this.svm.sendVersionedTransaction(tx.bytes);
    let err: TransactionErrorJson | null = null;
    let meta;
    if (result instanceof FailedTransactionMetadata) {
      err = transactionErrorJson(result.err());
      // Refused before execution (no fee charged, nothing to record), as a validator drops them.
      if (err === 'SignatureFailure') return { rejected: new TransactionRejected('signature', 'Transaction signature verification failure', err) };
      if (err === 'AlreadyProcessed') return { rejected: new TransactionRejected('duplicate', 'This transaction has already been processed', err) };
      if (
        err === 'SanitizeFailure' ||
        err === 'AccountNotFound' ||
        err === 'InsufficientFundsForFee' ||
        err === 'BlockhashNotFound' ||
        err === 'InvalidAccountForFee'
      ) {
        const meta0 = result.meta();
        return { rejected: new TransactionRejected('preflight', 'preflight', err, meta0.logs(), Number(meta0.computeUnitsConsumed())) };
      }
      meta = result.meta();
    } else meta = result;
    // Only writable accounts can change (the runtime refuses a transaction that changes a
    // read-only one), so only those are read again.
    const postBalances = preBalances.slice();
    const postHoldings = preHoldings.slice();
    const written: Array<[Uint8Array, SvmAccount | null, TokenHolding | null | undefined, number, string]> = [];
    keys.forEach((key, i) => {
      if (!isWritable(tx, i)) return;
      if (skip.has(i)) {
        postBalances[i] = Number(this.svm.getBalance(key) ?? 0n);
        this.balances.delete(known[i]!);
        return;
      }
      const account = this.svm.getAccount(key);
      const holding = account ? this.holdingIn(account) : null;
      postBalances[i] = account ? Number(account.lamports()) : 0;
      postHoldings[i] = holding ?? null;
      written.push([key, account, holding, postBalances[i], known[i]!]);
    });
    const innerInstructions = innerInstructionsOf(meta, tx.instructions.length);
    return {
      written,
      entry: {
        k: 'tx',
        slot,
        time,
        tx: Buffer.from(tx.bytes).toString('base64'),
        meta: {
          err,
          fee: feeOf(tx),
          preBalances,
          postBalances,
          preTokenBalances: tokenBalances(preHoldings),
          postTokenBalances: tokenBalances(postHoldings),
          logMessages: meta.logs(),
          innerInstructions,
          computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
        },
      },
    };
  }

  /** The lamports at `key`, from the cache or read once and kept. */
  private balanceOf(key: Uint8Array, known = addressKey(key)): number {
    let lamports = this.balances.get(known);
    if (lamports === undefined) {
      lamports = Number(this.svm.getBalance(key) ?? 0n);
      this.balances.set(known, lamports);
    }
    return lamports;
  }

  /** What the account at `key` holds as a token account, from the cache or read once and kept. */
  private holdingOf(key: Uint8Array, known = addressKey(key)): TokenHolding | null | undefined {
    const cached = this.holdings.get(known);
    if (cached !== undefined) return cached;
    const account = this.svm.getAccount(key);
    const holding = account ? this.holdingIn(account) : null;
    if (holding !== undefined) this.holdings.set(known, holding);
    return holding;
  }

  /** A token account's mint, owner and amount; null when the account is none; undefined when its mint is unknown. */
  private holdingIn(account: SvmAccount): TokenHolding | null | undefined {
    const owner = account.owner();
    const programId = sameKey(owner, TOKEN_PROGRAM_BYTES) ? TOKEN_PROGRAM : sameKey(owner, TOKEN_2022_PROGRAM_BYTES) ? TOKEN_2022_PROGRAM : null;
    if (!programId) return null;
    const data = account.data();
    if (data.length < 165 || (data.length > 165 && data[165] !== 2)) return null;
    const mint = addressText(data.subarray(0, 32));
    const decimals = this.mintDecimalsOf(mint, data.subarray(0, 32));
    if (decimals === null) return undefined;
    const amount = Buffer.from(data.buffer, data.byteOffset + 64, 8).readBigUInt64LE(0);
    return { mint, owner: addressText(data.subarray(32, 64)), programId, uiTokenAmount: uiTokenAmount(amount, decimals) };
  }

  /**
   * Notes the writable accounts a v0 transaction loaded from address lookup tables (they are not
   * among its static keys). Table layout: 56 bytes of metadata, then 32-byte addresses.
   */
  private noteLookupWrites(tx: TransactionWire): void {
    for (const lookup of tx.addressTableLookups) {
      if (lookup.writableIndexes.length === 0) continue;
      const table = this.svm.getAccount(lookup.accountKey)?.data();
      if (!table) continue;
      for (const index of lookup.writableIndexes) {
        const start = 56 + 32 * index;
        if (start + 32 > table.length) continue;
        const address = table.slice(start, start + 32);
        this.image.note(address, this.svm.getAccount(address));
      }
    }
  }

  private index(
    entry: LedgerTransaction,
    at: LedgerEntryLocation,
    parsed?: TransactionWire,
    knownSignature?: string,
    keys?: string[],
  ): TransactionRecord {
    const tx = parsed ?? parseTransaction(Buffer.from(entry.tx, 'base64'));
    const signature = knownSignature ?? encodeBase58(tx.signatures[0]!);
    const record: TransactionRecord = { signature, slot: entry.slot, blockTime: entry.time, err: entry.meta.err, memo: null, at };
    this.executed.add(signature);
    this.history.add(record, keys ?? tx.accountKeys.map(addressText));
    return record;
  }

  /** Re-applies a ledger entry during start-up (and faucet top-ups at run time). */
  private replay(entry: LedgerEntry): void {
    // The same Clock and SlotHashes the entry saw when it ran (both are functions of its slot).
    this.moveClock(entry.slot, entry.time);
    // The clock never runs backwards, across a restart either (the entry may come from a moved clock).
    this.blockTime = Math.max(this.blockTime, entry.time);
    if (entry.k === 'faucet') {
      const faucet = new Account(BigInt(entry.lamports), new Uint8Array(), new Uint8Array(32), false, 0n);
      this.svm.setAccount(this.faucet.publicKey, faucet);
      this.image.note(this.faucet.publicKey, faucet);
      return;
    }
    const bytes = Buffer.from(entry.tx, 'base64');
    const tx = parseTransaction(bytes);
    const result = tx.version === 'legacy' ? this.svm.sendLegacyTransaction(bytes) : this.svm.sendVersionedTransaction(bytes);
    const err = result instanceof FailedTransactionMetadata ? transactionErrorJson(result.err()) : null;
    if (JSON.stringify(err) !== JSON.stringify(entry.meta.err)) {
      // The state now differs from the one the ledger describes; say so rather than diverge silently.
      this.replayMismatches++;
      this.logger.warn(
        `chain: replaying ${encodeBase58(tx.signatures[0]!)} (slot ${entry.slot}) gave ${JSON.stringify(err)}, the ledger recorded ${JSON.stringify(entry.meta.err)}`,
      );
    }
    const skip = skippedKeys(tx);
    tx.accountKeys.forEach((key, i) => {
      if (!skip.has(i) && isWritable(tx, i)) this.image.note(key, this.svm.getAccount(key));
    });
    this.noteLookupWrites(tx);
  }

  /**
   * Takes a snapshot when the ledger grew since the last one, then installs it once the ledger is
   * durable up to its offset. It runs in the background in chunks (see AccountImage and
   * SnapshotStore); transactions keep executing meanwhile and go into the next snapshot.
   */
  async snapshot(): Promise<SnapshotStats | null> {
    if (this.snapshotting || this.ledger.end === this.snapshotOffset || this.ledger.error) return null;
    this.snapshotting = true;
    const startedAt = performance.now();
    const pacer = new EventLoopPacer();
    try {
      // Taken in the same synchronous step as fold() takes the notes: the state at this offset.
      const state = { ledgerOffset: this.ledger.end, ledgerRecords: this.ledgerRecordCount, slot: this.slot, blockTime: this.blockTime };
      const changedAccounts = await this.image.fold(pacer);
      const written = await this.snapshots.write(state, this.image.values(), pacer);
      // Waiting is not holding the event loop, so the pacer does not count it. Durable up to the
      // offset only: under constant load the ledger is never idle, and sync() would wait for it.
      await pacer.wait(this.ledger.syncTo(state.ledgerOffset));
      // Records enter the history in a callback once durable (with confirmAtSlot, at the next slot
      // boundary); after that every record before the offset is in it, so the saved index covers
      // exactly what the snapshot covers.
      if (this.unconfirmed && this.unconfirmed.length > 0) await pacer.wait(this.nextSlot());
      await pacer.wait(new Promise((resolve) => setImmediate(resolve)));
      if (this.ledger.durableEnd < state.ledgerOffset) {
        await written.discard();
        return null;
      }
      let writtenIndex;
      try {
        writtenIndex = await this.historyIndexes.write(state, this.history, pacer);
      } catch (error) {
        await written.discard();
        throw error;
      }
      await written.commit();
      // A crash between the two renames leaves an older index: start-up then reads a longer tail.
      await writtenIndex.commit();
      this.snapshotOffset = state.ledgerOffset;
      this.lastSnapshot = {
        ledgerOffset: state.ledgerOffset,
        accounts: written.accounts,
        changedAccounts,
        bytes: written.bytes,
        totalMs: Math.round(performance.now() - startedAt),
        longestBlockMs: Math.round(pacer.longest.wallMs * 10) / 10,
        longestBlockCpuMs: Math.round(pacer.longest.cpuMs * 10) / 10,
      };
      if (this.lastSnapshot.longestBlockCpuMs > 100)
        this.logger.warn(`chain: a snapshot held the event loop for ${this.lastSnapshot.longestBlockCpuMs} ms`);
      return this.lastSnapshot;
    } catch (error) {
      // The accounts already folded stay in the image, so the next snapshot still holds them; until
      // then, start-up replays the ledger from the previous snapshot.
      this.logger.warn(`chain: snapshot failed (start-up will replay the ledger from the previous one): ${String(error)}`);
      return null;
    } finally {
      this.snapshotting = false;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.slotTimer) clearInterval(this.slotTimer);
    if (this.snapshotTimer) clearInterval(this.snapshotTimer);
    await this.ledger.sync();
    // The clock has stopped: durable transactions still waiting for a slot boundary are reported
    // now, so the last snapshot's history index holds them.
    if (this.unconfirmed) for (const report of this.unconfirmed.splice(0)) report();
    for (const resolve of this.slotWaiters) resolve();
    this.slotWaiters.clear();
    while (this.snapshotting) await new Promise((resolve) => setTimeout(resolve, 5));
    const last = await this.snapshot();
    if (last) {
      this.logger.info(
        `chain: snapshot of ${last.accounts} accounts (${last.changedAccounts} changed) at ledger offset ${last.ledgerOffset}: ` +
          `${(last.bytes / 2 ** 20).toFixed(1)} MiB in ${last.totalMs} ms, event loop held at most ${last.longestBlockMs} ms (${last.longestBlockCpuMs} ms of CPU)`,
      );
    }
    await this.ledger.close();
  }
}

function parseWire(bytes: Uint8Array): TransactionWire {
  try {
    return parseTransaction(bytes);
  } catch (error) {
    if (error instanceof WireError) throw new TransactionRejected('malformed', `failed to deserialize transaction: ${error.message}`);
    throw error;
  }
}

/** Token balances as meta lists them: each token account among a transaction's keys, in key order. */
function tokenBalances(holdings: Array<TokenHolding | null | undefined>): TokenBalance[] {
  const out: TokenBalance[] = [];
  holdings.forEach((holding, accountIndex) => {
    if (holding)
      out.push({ accountIndex, mint: holding.mint, owner: holding.owner, programId: holding.programId, uiTokenAmount: holding.uiTokenAmount });
  });
  return out;
}

function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < 32; i++) if (a[i] !== b[i]) return false;
  return true;
}

function decodeKey(address: string): Uint8Array {
  return decodeBase58(address) ?? new Uint8Array(32);
}

function setSvmClock(svm: Svm, slot: number, unixTime: number): void {
  const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH));
  svm.setClock(new Clock(BigInt(slot), BigInt(unixTime), epoch, epoch + 1n, BigInt(unixTime)));
}

/** Program ids and sysvars: never token accounts, and programs can be large to read. */
function skippedKeys(tx: TransactionWire): Set<number> {
  const skip = new Set<number>();
  for (const instruction of tx.instructions) skip.add(instruction.programIdIndex);
  tx.accountKeys.forEach((key, i) => {
    if (!isWritable(tx, i) && isSysvar(addressText(key))) skip.add(i);
  });
  return skip;
}
