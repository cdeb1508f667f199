/** Token reads: token accounts by owner or delegate, balances, supply, largest accounts. */
import type { ChainEngine } from '../engine/chain-engine.js';
import { encodeBase58 } from '../engine/base58.js';
import { TOKEN_2022_PROGRAM, TOKEN_2022_PROGRAM_BYTES, TOKEN_PROGRAM, TOKEN_PROGRAM_BYTES } from '../engine/programs.js';
import type { SvmAccount } from '../engine/svm.js';
import { uiTokenAmount } from '../engine/token-amount.js';
import { AccountAnswer } from './account-answer.js';
import { accountJson, addressText } from './account-encoding.js';
import { encodingOptions } from './account-methods.js';
import { withContext, type MethodGroup } from './context.js';
import { config, pubkeyValue, requirePubkey, type Params } from './params.js';
import type { JsonText } from './json.js';
import { ResponseRoom } from './response-room.js';
import { RpcError } from './rpc-error.js';
import type { ScanTurn } from './scan-queue.js';

const ACCOUNT_SIZE = 165;
const OWNER_OFFSET = 32;
const DELEGATE_OFFSET = 72;

function isTokenAccountData(data: Uint8Array): boolean {
  return data.length === ACCOUNT_SIZE || (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === 2);
}

function isMintData(data: Uint8Array): boolean {
  return data.length === 82 || (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] === 1);
}

function equalAt(data: Uint8Array, offset: number, key: Uint8Array): boolean {
  for (let i = 0; i < 32; i++) if (data[offset + i] !== key[i]) return false;
  return true;
}

function readU64(data: Uint8Array, offset: number): bigint {
  return Buffer.from(data.buffer, data.byteOffset + offset, 8).readBigUInt64LE(0);
}

function tokenProgramOf(account: SvmAccount | null): string | null {
  if (!account) return null;
  const owner = encodeBase58(account.owner());
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM ? owner : null;
}

export function tokenMethods(engine: ChainEngine): MethodGroup {
  /** The token programs to scan for a `{ mint }` or `{ programId }` filter. */
  function programsFor(filter: unknown): { programs: Uint8Array[]; mint: Uint8Array | null } {
    if (!filter || typeof filter !== 'object') throw RpcError.invalidParams('Invalid params: expected { mint } or { programId }');
    const f = filter as { mint?: unknown; programId?: unknown };
    if (f.mint !== undefined) {
      const mint = pubkeyValue(f.mint);
      const program = tokenProgramOf(engine.getAccount(mint.bytes));
      if (!program) throw RpcError.invalidParams('Invalid param: could not find mint');
      return { programs: [program === TOKEN_PROGRAM ? TOKEN_PROGRAM_BYTES : TOKEN_2022_PROGRAM_BYTES], mint: mint.bytes };
    }
    if (f.programId !== undefined) {
      const program = pubkeyValue(f.programId);
      if (program.text !== TOKEN_PROGRAM && program.text !== TOKEN_2022_PROGRAM) {
        throw RpcError.invalidParams('Invalid param: unrecognized Token program id');
      }
      return { programs: [program.bytes], mint: null };
    }
    throw RpcError.invalidParams('Invalid params: expected { mint } or { programId }');
  }

  async function accountsWhere(params: Params, keyOffset: number, turn?: ScanTurn, room = new ResponseRoom(Infinity)) {
    const { bytes: key } = requirePubkey(params, 0);
    const { programs, mint } = programsFor(params[1]);
    const answer = new AccountAnswer(encodingOptions(engine, config(params, 2), 'base64'), room, accountJson, true);
    const out: JsonText[] = [];
    for (const program of programs) {
      const entries = engine.getProgramAccounts(program);
      turn?.charge(entries.length / 10);
      for (const entry of entries) {
        await turn?.slice();
        const account = entry.account();
        const data = account.data();
        if (!isTokenAccountData(data)) continue;
        if (keyOffset === DELEGATE_OFFSET && data[DELEGATE_OFFSET] !== 1) continue;
        if (!equalAt(data, keyOffset === DELEGATE_OFFSET ? DELEGATE_OFFSET + 4 : keyOffset, key)) continue;
        if (mint && !equalAt(data, 0, mint)) continue;
        turn?.charge(1);
        const pubkey = addressText(entry.address);
        answer.count(pubkey, () => account, { data });
        out.push(answer.write(pubkey)!);
      }
    }
    return withContext(engine, out);
  }

  return {
    getTokenAccountsByOwner: (params: Params, turn?: ScanTurn, room?: ResponseRoom) => accountsWhere(params, OWNER_OFFSET, turn, room),
    getTokenAccountsByDelegate: (params: Params, turn?: ScanTurn, room?: ResponseRoom) => accountsWhere(params, DELEGATE_OFFSET, turn, room),
    getTokenAccountBalance: (params: Params) => {
      const { bytes } = requirePubkey(params, 0);
      config(params, 1);
      const account = engine.getAccount(bytes);
      const data = account?.data();
      if (!account || !tokenProgramOf(account) || !data || !isTokenAccountData(data))
        throw RpcError.invalidParams('Invalid param: not a Token account');
      const decimals = engine.mintDecimalsOf(encodeBase58(data.subarray(0, 32)), data.subarray(0, 32));
      if (decimals === null) throw RpcError.invalidParams('Invalid param: could not find mint');
      return withContext(engine, uiTokenAmount(readU64(data, 64), decimals));
    },
    getTokenSupply: (params: Params) => {
      const { bytes } = requirePubkey(params, 0);
      config(params, 1);
      const account = engine.getAccount(bytes);
      const data = account?.data();
      if (!account || !tokenProgramOf(account) || !data || !isMintData(data)) throw RpcError.invalidParams('Invalid param: not a Token mint');
      return withContext(engine, uiTokenAmount(readU64(data, 36), data[44]!));
    },
    getTokenLargestAccounts: async (params: Params, turn?: ScanTurn) => {
      const { bytes: mint } = requirePubkey(params, 0);
      config(params, 1);
      const mintAccount = engine.getAccount(mint);
      const program = tokenProgramOf(mintAccount);
      const mintData = mintAccount?.data();
      if (!program || !mintData || !isMintData(mintData)) throw RpcError.invalidParams('Invalid param: not a Token mint');
      const decimals = mintData[44]!;
      const holders: Array<{ address: string; amount: bigint }> = [];
      const entries = engine.getProgramAccounts(program === TOKEN_PROGRAM ? TOKEN_PROGRAM_BYTES : TOKEN_2022_PROGRAM_BYTES);
      turn?.charge(entries.length / 10);
      for (const entry of entries) {
        await turn?.slice();
        const data = entry.account().data();
        if (isTokenAccountData(data) && equalAt(data, 0, mint)) holders.push({ address: encodeBase58(entry.address), amount: readU64(data, 64) });
      }
      holders.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1));
      return withContext(
        engine,
        holders.slice(0, 20).map((holder) => ({ address: holder.address, ...uiTokenAmount(holder.amount, decimals) })),
      );
    },
  };
}
