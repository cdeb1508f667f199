/**
 * A kit client of a running local chain for tests and benchmarks: send instructions signed by
 * their signers and wait for confirmation, airdrop, and a classic mint handed out to holders.
 */
import {
  airdropFactory,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';

export type KitWorld = ReturnType<typeof kitWorld>;

export function kitWorld(chain: { rpcUrl: string; wsUrl: string }) {
  const rpc = createSolanaRpc(chain.rpcUrl);
  const subscriptions = createSolanaRpcSubscriptions(chain.wsUrl);
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc: rpc as never, rpcSubscriptions: subscriptions as never });
  const airdropper = airdropFactory({ rpc: rpc as never, rpcSubscriptions: subscriptions as never });
  const latestBlockhash = async () => (await rpc.getLatestBlockhash().send()).value;

  /** The instructions in one v0 transaction paid by `payer`, signed by every signer they name. */
  function sign(payer: KeyPairSigner, instructions: Instruction[], lifetime: { blockhash: Blockhash; lastValidBlockHeight: bigint }) {
    return signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    );
  }

  async function send(payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
    await sendAndConfirm((await sign(payer, instructions, await latestBlockhash())) as never, { commitment: 'confirmed' });
  }

  async function fundedSigner(sol: bigint): Promise<KeyPairSigner> {
    const signer = await generateKeyPairSigner();
    await airdropper({ recipientAddress: signer.address, lamports: lamports(sol * 1_000_000_000n), commitment: 'confirmed' });
    return signer;
  }

  /** A classic mint of `decimals` whose authority is `authority`, `amount` minted to each holder's associated account. */
  async function classicMint(authority: KeyPairSigner, decimals: number, holders: { owner: Address; amount: bigint }[]): Promise<Address> {
    const mint = await generateKeyPairSigner();
    await send(authority, [
      getCreateAccountInstruction({
        payer: authority,
        newAccount: mint,
        lamports: lamports(1_461_600n),
        space: 82,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: authority.address, freezeAuthority: null }),
    ]);
    for (let i = 0; i < holders.length; i += 8) {
      const group = holders.slice(i, i + 8);
      const accounts = await Promise.all(
        group.map(async ({ owner }) => (await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]),
      );
      await send(
        authority,
        group.flatMap(({ owner, amount }, j) => [
          getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata: accounts[j]!, owner, mint: mint.address }),
          getMintToInstruction({ mint: mint.address, token: accounts[j]!, mintAuthority: authority, amount }),
        ]),
      );
    }
    return mint.address;
  }

  /** The classic token balance of `owner`'s associated account of `mint` (0 when it has none). */
  async function tokenBalance(owner: Address, mint: Address): Promise<bigint> {
    const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const account = await rpc
      .getTokenAccountBalance(ata)
      .send()
      .catch(() => null);
    return account ? BigInt(account.value.amount) : 0n;
  }

  return { rpcUrl: chain.rpcUrl, rpc, subscriptions, sign, send, latestBlockhash, fundedSigner, classicMint, tokenBalance };
}

/** Kit wraps server errors; the validator's own message travels in the error context and causes. */
export async function failureOf(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const parts: string[] = [];
    for (let e: any = error; e; e = e.cause)
      parts.push(
        String(e.message),
        JSON.stringify(e.context ?? {}, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
      );
    return parts.join(' | ');
  }
  return 'no error';
}
