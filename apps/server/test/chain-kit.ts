/**
 * Chain test kit for API tests, e2e and benches (not used by the app): JSON-RPC reads of balances,
 * a token made the way a user would with the SPL token program (or Token-2022 with extensions),
 * the wallet's signature on a transaction the server built, and submission through the real
 * `POST /api/transaction/sendAndConfirm`.
 */
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type SignatureBytes,
  type TransactionPartialSigner,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  extension,
  getInitializeMint2Instruction as getInitializeToken2022MintInstruction,
  getMintSize as getToken2022MintSize,
  getMintToCheckedInstruction,
  getPostInitializeInstructionsForMintExtensions,
  getPreInitializeInstructionsForMintExtensions,
  TOKEN_2022_PROGRAM_ADDRESS,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { LAMPORTS_PER_SOL, NATIVE_MINT } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';

export interface SigningWallet {
  address: string;
  sign(message: Uint8Array): Uint8Array;
}

let rpcId = 1;
export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export async function confirm(rpcUrl: string, signature: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { value } = await rpcCall<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(rpcUrl, 'getSignatureStatuses', [
      [signature],
    ]);
    if (value[0]?.err) throw new Error(`${signature} failed: ${JSON.stringify(value[0].err)}`);
    if (value[0]?.confirmationStatus) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${signature} not confirmed`);
}

export async function airdrop(rpcUrl: string, to: string, sol = 100n): Promise<void> {
  await confirm(rpcUrl, await rpcCall<string>(rpcUrl, 'requestAirdrop', [to, Number(sol * LAMPORTS_PER_SOL)]));
}

export async function solBalance(rpcUrl: string, owner: string): Promise<bigint> {
  return BigInt((await rpcCall<{ value: number }>(rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }])).value);
}

/** The owner's balance of a mint in base units (summed over their accounts; 0 when none). */
export async function tokenBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  if (mint === NATIVE_MINT) return solBalance(rpcUrl, owner);
  const { value } = await rpcCall<{ value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }>(
    rpcUrl,
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  );
  return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
}

/** A mint's supply in base units. */
export async function tokenSupply(rpcUrl: string, mint: string): Promise<bigint> {
  return BigInt((await rpcCall<{ value: { amount: string } }>(rpcUrl, 'getTokenSupply', [mint, { commitment: 'confirmed' }])).value.amount);
}

/** The network fee the chain charged a landed transaction, in lamports. */
export async function networkFee(rpcUrl: string, signature: string): Promise<bigint> {
  const { meta } = await rpcCall<{ meta: { fee: number } }>(rpcUrl, 'getTransaction', [
    signature,
    { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ]);
  return BigInt(meta.fee);
}

/** A raw token account's amount (a pool vault), straight from the chain. */
export async function accountAmount(rpcUrl: string, account: string): Promise<bigint> {
  const { value } = await rpcCall<{ value: { amount: string } }>(rpcUrl, 'getTokenAccountBalance', [account, { commitment: 'confirmed' }]);
  return BigInt(value.amount);
}

export const walletSigner = (w: SigningWallet): TransactionPartialSigner => ({
  address: address(w.address),
  async signTransactions(txs) {
    return txs.map((tx) => ({ [w.address]: w.sign(new Uint8Array(tx.messageBytes)) as SignatureBytes }) as never);
  },
});

/**
 * `wallet` pays for and signs `instructions` (with any key signers they carry; a function is given
 * the wallet's signer), sent straight to the chain; answers the signature once confirmed.
 */
export async function sendStraight(
  rpcUrl: string,
  wallet: SigningWallet,
  instructions: Instruction[] | ((payer: TransactionPartialSigner) => Instruction[]),
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const payer = walletSigner(wallet);
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(typeof instructions === 'function' ? instructions(payer) : instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpcCall<string>(rpcUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  await confirm(rpcUrl, signature);
  return signature;
}

/** A classic SPL token whose mint authority is `owner`, with `supply` base units in the owner's account (and a freeze authority if asked). */
export async function createTestToken(
  rpcUrl: string,
  owner: SigningWallet,
  decimals: number,
  supply: bigint,
  { freezeAuthority }: { freezeAuthority?: string } = {},
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const mint = await generateKeyPairSigner();
  const [ata] = await findAssociatedTokenPda({ owner: address(owner.address), mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize())).send();
  await sendStraight(rpcUrl, owner, (payer) => [
    getCreateAccountInstruction({ payer, newAccount: mint, lamports: rent, space: getMintSize(), programAddress: TOKEN_PROGRAM_ADDRESS }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals,
      mintAuthority: address(owner.address),
      freezeAuthority: freezeAuthority ? address(freezeAuthority) : null,
    }),
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: address(owner.address), mint: mint.address }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount: supply }),
  ]);
  return mint.address;
}

/** The wallet sends all its SOL but one signature's fee away, so it holds none (its token accounts stay). */
export async function emptySol(rpcUrl: string, owner: SigningWallet): Promise<void> {
  const lamports = (await solBalance(rpcUrl, owner.address)) - 5000n;
  const sink = await generateKeyPairSigner();
  await sendStraight(rpcUrl, owner, (payer) => [getTransferSolInstruction({ source: payer, destination: sink.address, amount: lamports })]);
}

/**
 * `from` sends `amount` base units of a token without a transfer fee to `to` (its account created
 * if needed), straight on chain: a classic SPL token, or a Token-2022 one (an LP mint) with `tokenProgram`.
 */
export async function giveTokens(
  rpcUrl: string,
  from: SigningWallet,
  to: string,
  mint: string,
  amount: bigint,
  tokenProgram: string = TOKEN_PROGRAM_ADDRESS,
): Promise<void> {
  const program = address(tokenProgram);
  const [[source], [destination]] = await Promise.all(
    [from.address, to].map((owner) => findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: program })),
  );
  await sendStraight(rpcUrl, from, (payer) => [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination!, owner: address(to), mint: address(mint), tokenProgram: program }),
    getTransferInstruction({ source: source!, destination: destination!, authority: payer, amount }, { programAddress: program }),
  ]);
}

/** Token-2022 extensions for test mints, with `authority` holding every extension authority. */
export const testExtensions = {
  /** 1 % on every transfer, capped at `maximumFee` base units. */
  transferFee: (authority: string, maximumFee = 10n ** 12n): ExtensionArgs => {
    const fee = { epoch: 0n, maximumFee, transferFeeBasisPoints: 100 };
    return extension('TransferFeeConfig', {
      transferFeeConfigAuthority: address(authority),
      withdrawWithheldAuthority: address(authority),
      withheldAmount: 0n,
      olderTransferFee: fee,
      newerTransferFee: fee,
    });
  },
  /** In-mint metadata, the way the toolkit creates tokens (`uri`: its off-chain document). */
  metadata: (authority: string, mint: string, name: string, symbol: string, uri = ''): ExtensionArgs[] => [
    extension('MetadataPointer', { authority: address(authority), metadataAddress: address(mint) }),
    extension('TokenMetadata', { updateAuthority: address(authority), mint: address(mint), name, symbol, uri, additionalMetadata: new Map() }),
  ],
};

/**
 * A Token-2022 token with the given extensions (built by `extensions(mint)`), mint authority
 * `owner`, and `supply` base units in the owner's account: made with the token-2022 client's own
 * instruction builders, as another app would.
 */
export async function createToken2022TestToken(
  rpcUrl: string,
  owner: SigningWallet,
  decimals: number,
  supply: bigint,
  extensions: (mint: string) => ExtensionArgs[],
): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const mint = await generateKeyPairSigner();
  const exts = extensions(mint.address);
  // TokenMetadata is written after InitializeMint and grows the account itself: create the
  // account without it, but fund it for the final size.
  const space = getToken2022MintSize(exts.filter((e) => e.__kind !== 'TokenMetadata'));
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getToken2022MintSize(exts))).send();
  const [ata] = await findAssociatedTokenPda({ owner: address(owner.address), mint: mint.address, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
  await sendStraight(rpcUrl, owner, (payer) => [
    getCreateAccountInstruction({ payer, newAccount: mint, lamports: rent, space, programAddress: TOKEN_2022_PROGRAM_ADDRESS }),
    ...getPreInitializeInstructionsForMintExtensions(mint.address, exts),
    getInitializeToken2022MintInstruction({ mint: mint.address, decimals, mintAuthority: address(owner.address) }),
    ...getPostInitializeInstructionsForMintExtensions(mint.address, payer, exts),
    getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata,
      owner: address(owner.address),
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getMintToCheckedInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount: supply, decimals }),
  ]);
  return mint.address;
}

const b64 = { enc: getBase64Encoder(), dec: getBase64Decoder() };

/** Each wallet's 32 key bytes, found once: kit's base58 costs tens of microseconds an address, and benches sign thousands of swaps. */
const walletKeys = new Map<string, Uint8Array>();
const keyBytesOf = (wallet: SigningWallet): Uint8Array => {
  let key = walletKeys.get(wallet.address);
  if (!key) walletKeys.set(wallet.address, (key = new Uint8Array(getAddressEncoder().encode(address(wallet.address)))));
  return key;
};

/** Solana's compact-u16 at `offset`: [value, offset after it]. */
function readShortU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i] ?? 0;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  return [value, offset + 3];
}

/**
 * What the wallet does with a transaction the server built: signs its own slot, leaves the rest.
 * The signature is written into the wire bytes where the wallet's key stands among the signers
 * (it runs on the API's event loop in benches, so no address is turned into base58 and back); a
 * wallet that is not a signer gets kit's answer, a signature the message does not ask for.
 */
export function walletSign(base64Tx: string, wallet: SigningWallet): string {
  const bytes = Buffer.from(base64Tx, 'base64');
  const [count, signaturesAt] = readShortU16(bytes, 0);
  const message = bytes.subarray(signaturesAt + count * 64);
  // A v0 message starts with its version byte (high bit set), a legacy one with its header.
  const [keys, keysAt] = readShortU16(message, (message[0]! & 0x80 ? 1 : 0) + 3);
  const key = keyBytesOf(wallet);
  for (let i = 0; i < Math.min(count, keys); i++) {
    if (Buffer.compare(message.subarray(keysAt + i * 32, keysAt + (i + 1) * 32), key) !== 0) continue;
    bytes.set(wallet.sign(message), signaturesAt + i * 64);
    return bytes.toString('base64');
  }
  const tx = getTransactionDecoder().decode(b64.enc.encode(base64Tx));
  const signature = wallet.sign(new Uint8Array(tx.messageBytes)) as SignatureBytes;
  const signed = { ...tx, signatures: { ...tx.signatures, [wallet.address]: signature } };
  return b64.dec.decode(getTransactionEncoder().encode(signed));
}

export async function sendAndConfirm(app: FastifyInstance, token: string, signedBase64: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/transaction/sendAndConfirm',
    headers: { authorization: `Bearer ${token}` },
    payload: { rawSignedTransaction: signedBase64 },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      signature?: string;
      received?: string;
      lpReceived?: string;
      baseReceived?: string;
      quoteReceived?: string;
      code?: string;
      message?: string;
    },
  };
}
