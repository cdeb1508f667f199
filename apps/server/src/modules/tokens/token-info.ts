/**
 * The public token page's data: what the chain says (authorities, supply, holders) and what the
 * metadata document adds, with a risk list buyers look for. Works for classic SPL mints without
 * metadata too.
 */
import { address, getBase58Decoder, getBase64Encoder, type Rpc, type SolanaRpcApi } from '@solana/kit';
import type { Extension } from '@solana-program/token-2022';
import { findAuthorityPda } from '@toolkit/programs/cpmm';
import { shortenAddress, type Cluster, type TokenDetails, type TokenRisk } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { lpRisk } from '../liquidity/index.ts';
import { outOfCirculation } from '../market/index.ts';
import { deploymentOf } from '../trades/index.ts';
import { mintEscrows, vestingRisk } from '../lock-escrows/index.ts';
import { requireMint } from './chain-state.ts';
import { extensionRisks, feeInForce, readMintExtensions } from './extension-risks.ts';
import { readTokenDocument } from './read-document.ts';

const TOP_HOLDERS = 10;
/** Above this share held by the ten largest accounts (pools, LP locks, vesting escrows and burns left out), concentration is flagged. */
const CONCENTRATION_WARNING = 0.5;

export async function tokenInfo(
  app: FastifyInstance,
  rpc: Rpc<SolanaRpcApi>,
  mintAddress: string,
  cluster: Cluster,
  rpcUrl: string,
): Promise<TokenDetails> {
  const mint = await requireMint(rpc, mintAddress);
  // Read once, alongside the rest: the holders' labels and the vesting entry both need the escrows.
  const escrows = mintEscrows(rpc, mint.address);
  // The AMM's authority mints every LP token: such a token's escrows are LP locks.
  const lpToken = mint.mintAuthority === (await findAuthorityPda(deploymentOf({ network: cluster }).programAddress));
  const [checked, largest, holders, extensions, lp, heldApart, vesting] = await Promise.all([
    readTokenDocument(app, mint.metadata?.uri),
    largestHolders(rpc, mint.address, mint.supply),
    holderCount(rpc, mint.address, mint.programId),
    readMintExtensions(rpc, mint.address),
    lpRisk(app, rpc, rpcUrl, cluster, mint.address),
    escrows.then((found) => outOfCirculation(app, rpcUrl, mint, found)),
    escrows.then((found) => vestingRisk(rpc, mint, found, { lpToken })),
  ]);
  const document = checked?.document ?? null;
  const updateAuthority = mint.metadata?.updateAuthority ?? null;
  const mutable = mint.metadata ? updateAuthority !== null : false;
  const topShare = largest
    .filter((h) => !heldApart.has(h.address) && !(h.owner && heldApart.has(h.owner)))
    .slice(0, TOP_HOLDERS)
    .reduce((s, h) => s + h.share, 0);
  const status = (revoked: boolean) => (revoked ? 'Revoked' : 'Still enabled');
  const symbol = mint.metadata?.symbol || (typeof document?.symbol === 'string' ? document.symbol : '');
  const risks: TokenRisk[] = [
    { key: 'freeze', label: 'Freeze Authority', value: status(mint.freezeAuthority === null), warning: mint.freezeAuthority !== null },
    { key: 'mint', label: 'Mint Authority', value: status(mint.mintAuthority === null), warning: mint.mintAuthority !== null },
    { key: 'mutable', label: 'Mutable', value: status(!mutable), warning: mutable },
    {
      key: 'concentration',
      label: 'Top 10 Holders',
      value: `${(topShare * 100).toFixed(2)}%`,
      warning: topShare > CONCENTRATION_WARNING,
    },
    ...(await extensionRisks(rpc, extensions, { decimals: mint.decimals, symbol })),
    ...(lp ? [lp] : []),
    ...(vesting ? [vesting] : []),
  ];
  return {
    mint: mint.address,
    program: mint.program,
    name: mint.metadata?.name || (typeof document?.name === 'string' ? document.name : shortenAddress(mint.address)),
    symbol,
    uri: mint.metadata?.uri || null,
    decimals: mint.decimals,
    supply: mint.supply.toString(),
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    updateAuthority,
    mutable,
    metadata: document,
    metadataDropped: checked?.dropped ?? [],
    holders,
    largestHolders: largest,
    risks,
    transferFee: await transferFeeInForce(rpc, extensions),
    cluster,
  };
}

async function largestHolders(rpc: Rpc<SolanaRpcApi>, mint: string, supply: bigint) {
  try {
    const { value } = await rpc.getTokenLargestAccounts(address(mint), { commitment: 'confirmed' }).send();
    const nonEmpty = value.filter((a) => BigInt(a.amount) > 0n);
    const owners = await ownersOf(
      rpc,
      nonEmpty.map((a) => a.address),
    );
    return nonEmpty.map((a, i) => ({
      address: a.address,
      owner: owners[i] ?? null,
      amount: a.amount,
      share: supply > 0n ? Number((BigInt(a.amount) * 1_000_000n) / supply) / 1_000_000 : 0,
    }));
  } catch {
    return [];
  }
}

/** A token account's owner is bytes 32..64 of its data, in both token programs. */
async function ownersOf(rpc: Rpc<SolanaRpcApi>, accounts: string[]): Promise<Array<string | null>> {
  if (accounts.length === 0) return [];
  const { value } = await rpc
    .getMultipleAccounts(
      accounts.map((a) => address(a)),
      { encoding: 'base64', dataSlice: { offset: 32, length: 32 } },
    )
    .send();
  const b64 = getBase64Encoder();
  const b58 = getBase58Decoder();
  return value.map((acc) => (acc ? b58.decode(b64.encode(acc.data[0])) : null));
}

/** Accounts of this mint with a balance; public RPCs may refuse the scan, then the largest list is the floor. */
async function holderCount(rpc: Rpc<SolanaRpcApi>, mint: string, programId: string): Promise<number> {
  try {
    const accounts = await rpc
      .getProgramAccounts(address(programId), {
        encoding: 'base64',
        dataSlice: { offset: 64, length: 8 },
        filters: [{ memcmp: { offset: 0n, bytes: mint as never, encoding: 'base58' } }],
      })
      .send();
    const b64 = getBase64Encoder();
    return accounts.filter((a) => (b64.encode(a.account.data[0]) as Uint8Array).some((byte) => byte !== 0)).length;
  } catch {
    return (await largestHolders(rpc, mint, 0n)).length;
  }
}

async function transferFeeInForce(rpc: Rpc<SolanaRpcApi>, extensions: Extension[]) {
  const config = extensions.find((e) => e.__kind === 'TransferFeeConfig');
  if (!config || config.__kind !== 'TransferFeeConfig') return null;
  const fee = await feeInForce(rpc, config);
  return { bps: fee.transferFeeBasisPoints, maximumFee: fee.maximumFee.toString() };
}
