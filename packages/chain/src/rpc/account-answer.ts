/**
 * The accounts of one answer, written under the response cap. Every entry's size is claimed from
 * the response room, counted from the account's raw bytes, before any entry is encoded; and an
 * account named several times in one request is read and encoded once. So a request for one
 * 10 MiB account a hundred times is refused after one read, instead of encoding 1.3 GB of base64
 * (which held the event loop for seconds and then failed with "Invalid string length").
 */
import type { SvmAccount } from '../engine/svm.js';
import { accountEntryBytes, accountJson, keyedAccountJson, sliceOf, type EncodingOptions, type KnownFields } from './account-encoding.js';
import type { AccountSizes } from './account-sizes.js';
import type { JsonText } from './json.js';
import type { ResponseRoom } from './response-room.js';

/** `null`, written for an account that does not exist. */
const NULL_BYTES = 4;

export type EncodeAccount = (account: SvmAccount, options: EncodingOptions, known: KnownFields) => JsonText;

interface Read {
  account: SvmAccount;
  known: KnownFields;
}

export class AccountAnswer {
  private readonly read = new Map<string, Read | null>();
  private readonly written = new Map<string, JsonText>();

  constructor(
    private readonly options: EncodingOptions,
    private readonly room: ResponseRoom,
    private readonly encode: EncodeAccount = accountJson,
    /** Entries of a scan: `{ pubkey, account }`. */
    private readonly keyed = false,
    /** Sizes of accounts read before, so a known large one is refused unread. */
    private readonly sizes?: AccountSizes,
  ) {}

  /**
   * Counts one entry for `key` against the room, reading the account on the key's first mention
   * only; past the room, throws -32009 before anything was encoded.
   */
  count(key: string, load: () => SvmAccount | null, known: KnownFields = {}): void {
    let found = this.read.get(key);
    if (found === undefined) {
      // An account whose size is known is refused without being read at all.
      const size = known.data ? undefined : this.sizes?.get(key);
      if (size !== undefined) this.room.ensure(accountEntryBytes(size, this.options));
      const account = load();
      found = account ? { account, known: this.keep(key, account, known) } : null;
      this.read.set(key, found);
    }
    this.room.claim(found ? this.counted(found) : NULL_BYTES);
  }

  /**
   * The entry of a counted key, encoded on its first use and the same text after (`{ pubkey,
   * account }` for a scan). The room then holds its exact size instead of the count's lower bound,
   * so what the room accepted is what the answer writes.
   */
  write(key: string): JsonText | null {
    const found = this.read.get(key);
    if (!found) return null;
    let text = this.written.get(key);
    if (text === undefined) {
      const account = this.encode(found.account, this.options, found.known);
      text = this.keyed ? keyedAccountJson(key, account) : account;
      this.written.set(key, text);
    }
    // The comma after the entry too: the room is the answer's whole size.
    this.room.claim(text.text.length + 1 - this.counted(found));
    return text;
  }

  private counted(found: Read): number {
    return accountEntryBytes(found.known.space ?? found.known.data!.length, this.options);
  }

  /** What an entry needs kept: only the dataSlice of a large account asked for a slice, not its whole data. */
  private keep(key: string, account: SvmAccount, known: KnownFields): KnownFields {
    const data = known.data ?? account.data();
    this.sizes?.set(key, data.length);
    if (!this.options.dataSlice || this.options.encoding === 'jsonParsed') return { ...known, data };
    return { ...known, data: sliceOf(data, this.options).slice(), space: data.length };
  }
}
