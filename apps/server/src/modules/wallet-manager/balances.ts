/**
 * Balances in the spec's wallet balance data shape (spec 3): SOL first (native mint, symbol SOL),
 * then each token, with names and symbols from on-chain metadata (Token-2022), else the user's
 * token list, else a short form of the mint. One batched read serves any number of wallets
 * (see readOwnerBalances): 300 wallets x 5 tokens cost 1 mint read + 19 account reads.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { readMints, readOwnerBalances, readWalletHoldings, type MintInfo, type OwnerBalances } from '@toolkit/chain';
import {
  formatAmount,
  NATIVE_MINT,
  shortenAddress,
  type ConnectedWalletBalance,
  type WalletBalance,
  type WalletBalanceData,
  type WalletTokenBalance,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { managedTokens, walletMints } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { WalletService } from './custodial-wallets.ts';
import { rememberWalletMints } from './wallet-mints.ts';

const SOL_DECIMALS = 9;
const solEntry = (lamports: bigint): WalletTokenBalance => ({
  tokenInfo: { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', uri: '' },
  balance: formatAmount(lamports, SOL_DECIMALS),
  amount: lamports.toString(),
  decimals: SOL_DECIMALS,
});

export function createBalanceService(app: FastifyInstance, wallets: WalletService) {
  const { db } = app;

  /** Names the user gave tokens in their token list: the fallback for mints without metadata. */
  async function listedNames(userId: string, mints: string[]) {
    if (mints.length === 0) return new Map<string, { name: string; symbol: string; uri: string }>();
    const rows = await db
      .select({ address: managedTokens.address, name: managedTokens.name, symbol: managedTokens.symbol, uri: managedTokens.metadataUrl })
      .from(managedTokens)
      .where(and(eq(managedTokens.userId, userId), inArray(managedTokens.address, mints)));
    return new Map(rows.map((r) => [r.address, { name: r.name, symbol: r.symbol, uri: r.uri ?? '' }]));
  }

  async function describe(userId: string, mints: MintInfo[]) {
    const listed = await listedNames(
      userId,
      mints.map((m) => m.address),
    );
    return new Map(
      mints.map((m) => {
        const fromList = listed.get(m.address);
        const name = m.metadata?.name || fromList?.name || `Token ${shortenAddress(m.address)}`;
        const symbol = m.metadata?.symbol || fromList?.symbol || m.address.slice(0, 4).toUpperCase();
        return [m.address, { mint: m.address, name, symbol, uri: m.metadata?.uri || fromList?.uri || '' }];
      }),
    );
  }

  /** Mints to look up in every wallet: those moved through the user's wallets, and the user's token list. */
  async function knownMints(userId: string): Promise<string[]> {
    const [moved, listed] = await Promise.all([
      db.select({ mint: walletMints.mint }).from(walletMints).where(eq(walletMints.userId, userId)),
      db.select({ mint: managedTokens.address }).from(managedTokens).where(eq(managedTokens.userId, userId)),
    ]);
    return [...new Set([...moved, ...listed].map((r) => r.mint))].filter((m) => m !== NATIVE_MINT);
  }

  function toEntries(balances: OwnerBalances, names: Map<string, WalletTokenBalance['tokenInfo']>): WalletTokenBalance[] {
    return [
      solEntry(balances.lamports),
      ...balances.tokens.map((t) => ({
        tokenInfo: names.get(t.mint)!,
        balance: formatAmount(t.amount, t.decimals),
        amount: t.amount.toString(),
        decimals: t.decimals,
      })),
    ];
  }

  async function balancesOf(userId: string, rpc: Rpc<SolanaRpcApi>, wallets: { address: string; index: number }[]): Promise<WalletBalance[]> {
    if (wallets.length === 0) return [];
    const mints = (await readMints(rpc, await knownMints(userId))).filter((m): m is MintInfo => m !== null);
    const [balances, names] = await Promise.all([
      readOwnerBalances(
        rpc,
        wallets.map((w) => w.address),
        mints,
      ),
      describe(userId, mints),
    ]);
    return wallets.map((w, i) => ({ address: w.address, index: w.index, tokens: toEntries(balances[i]!, names) }));
  }

  async function walletRows(userId: string) {
    const all = await wallets.walletsOf(userId);
    return [...all].map(([address, index]) => ({ address, index }));
  }

  const split = (rows: WalletBalance[]): WalletBalanceData => ({
    adminWallet: rows.find((r) => r.index === 0) ?? null,
    otherWallets: rows.filter((r) => r.index !== 0),
  });

  return {
    async fetchAll(userId: string): Promise<WalletBalanceData> {
      const { rpc } = await app.clusters.rpcFor(userId);
      const rows = await walletRows(userId);
      const data = split(await balancesOf(userId, rpc, rows));
      return { ...data, count: data.otherWallets.length };
    },

    async fetchSpecific(userId: string, addresses: string[]): Promise<WalletBalanceData> {
      const { rpc } = await app.clusters.rpcFor(userId);
      const mine = await wallets.walletsOf(userId);
      const wanted = [...new Set(addresses)];
      if (wanted.some((a) => !mine.has(a))) throw new AppError('WALLET_NOT_YOURS');
      return split(
        await balancesOf(
          userId,
          rpc,
          wanted.map((address) => ({ address, index: mine.get(address)! })),
        ),
      );
    },

    async fetchRange(userId: string, from: number, to: number): Promise<WalletBalanceData> {
      const { rpc } = await app.clusters.rpcFor(userId);
      const rows = (await walletRows(userId)).filter((w) => w.index >= from && w.index <= to);
      return { adminWallet: null, otherWallets: await balancesOf(userId, rpc, rows) };
    },

    /** The connected wallet (or one of the user's wallets): every token account it holds. */
    async fetchConnected(userId: string, phantomAddress: string, walletAddress: string): Promise<ConnectedWalletBalance> {
      if (walletAddress !== phantomAddress && !(await wallets.walletsOf(userId)).has(walletAddress)) {
        throw new AppError('WALLET_NOT_YOURS');
      }
      const { rpc } = await app.clusters.rpcFor(userId);
      const holdings = await readWalletHoldings(rpc, walletAddress);
      const mints = (
        await readMints(
          rpc,
          holdings.tokens.map((t) => t.mint),
        )
      ).filter((m): m is MintInfo => m !== null);
      const names = await describe(userId, mints);
      holdings.tokens = holdings.tokens.filter((t) => names.has(t.mint) && t.mint !== NATIVE_MINT);
      return { address: walletAddress, tokens: toEntries(holdings, names) };
    },

    /** Remembers mints that moved through the user's wallets, so balance reads include them. */
    rememberMints: (userId: string, mints: string[]) => rememberWalletMints(db, userId, mints),
  };
}
export type BalanceService = ReturnType<typeof createBalanceService>;
