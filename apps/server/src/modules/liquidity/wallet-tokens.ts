/** The connected wallet's SOL and tokens (both token programs), for the token picker and balances. */
import { address, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@toolkit/chain';
import { NATIVE_MINT, type WalletToken } from '@toolkit/shared';
import { readTokenInfos } from './token-info.ts';

const PROGRAMS = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS] as const;

type Parsed = { account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } } } };

export async function walletTokens(rpc: Rpc<SolanaRpcApi>, owner: string): Promise<WalletToken[]> {
  const [lamports, ...byProgram] = await Promise.all([
    rpc.getBalance(address(owner), { commitment: 'confirmed' }).send(),
    ...PROGRAMS.map((programId) =>
      rpc.getTokenAccountsByOwner(address(owner), { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }).send(),
    ),
  ]);
  const balances = new Map<string, bigint>();
  for (const { value } of byProgram) {
    for (const a of value as unknown as Parsed[]) {
      const { mint, tokenAmount } = a.account.data.parsed.info;
      if (mint === NATIVE_MINT) continue; // shown as SOL
      balances.set(mint, (balances.get(mint) ?? 0n) + BigInt(tokenAmount.amount));
    }
  }
  const mints = [...balances.keys()];
  const infos = await readTokenInfos(rpc, [NATIVE_MINT, ...mints]);
  const out: WalletToken[] = [{ ...infos[0]!, balance: lamports.value.toString() }];
  mints.forEach((mint, i) => {
    const info = infos[i + 1];
    if (info) out.push({ ...info, balance: balances.get(mint)!.toString() });
  });
  return out;
}
