/**
 * Token creation: validates the form, publishes the images and the metadata document, and builds
 * ONE wallet-paid transaction that creates the Token-2022 mint with its metadata, mints the
 * initial supply to the creator, applies the chosen revokes and pays the fee to the treasury.
 * The mint's key is made here and signs only at submission, unless the creator brings a vanity
 * address ground in the browser: then its key signs there and never reaches the server.
 */
import { generateKeyPairSync } from 'node:crypto';
import { address, getBase58Decoder, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { createTokenInstructions, feeTransferInstruction, mintExtensionArgs, mintSizeWithMetadata, type MintExtensionChoice } from '@toolkit/chain';
import {
  createTokenFieldsSchema,
  creationFeeLamports,
  creationOptionsOf,
  interestRateBps,
  tokenAmount,
  type CreateTokenFields,
  type TokenExtensions,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicUrlOf } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { createPublication } from '../files/index.ts';
import { requireFunds } from '../transactions/index.ts';
import { parseFormFields, type MultipartForm } from './multipart-form.ts';
import { cleanDocument, DEFAULT_CREATOR_NAME, socialsOf, type TokenDocument } from './token-document.ts';
import { COMPUTE_UNITS, walletMessage, type WalletCaller } from './wallet-caller.ts';

export const TOKEN_CREATE_KIND = 'token.create';

/** Context remembered with the creation transaction, for the after-confirm hook. */
/** What a creation stores with its transaction, for the token list once it landed. */
export const createContextSchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  imageUrl: z.string().nullable(),
  metadataUrl: z.string(),
});
export type CreateContext = z.infer<typeof createContextSchema>;

export const parseCreateForm = (form: MultipartForm): CreateTokenFields => parseFormFields(createTokenFieldsSchema, form);

function newMintKey(): { seed: Uint8Array; address: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const seed = new Uint8Array(Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url'));
  const pub = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { seed, address: getBase58Decoder().decode(pub) };
}

/** The form's extensions in the token program's units: whole tokens to base units, percent to basis points. */
export function extensionChoice(e: TokenExtensions, decimals: number): MintExtensionChoice {
  return {
    ...(e.transferFee ? { transferFee: { basisPoints: e.transferFee.bps, maximumFee: BigInt(e.transferFee.maxFee) * 10n ** BigInt(decimals) } } : {}),
    ...(e.nonTransferable ? { nonTransferable: true } : {}),
    ...(e.interestBearing ? { interestRateBps: interestRateBps(e.interestBearing.rate) } : {}),
    ...(e.defaultFrozen ? { defaultFrozen: true } : {}),
    ...(e.permanentDelegate ? { permanentDelegate: e.permanentDelegate } : {}),
  };
}

/** A vanity address must be unused: creating an account over an existing one fails on chain. */
async function requireFreeAddress(rpc: Rpc<SolanaRpcApi>, mint: string) {
  const { value } = await rpc.getAccountInfo(address(mint), { encoding: 'base64', commitment: 'confirmed' }).send();
  if (value) throw new AppError('MINT_ADDRESS_TAKEN', { field: 'mint' });
}

export async function prepareTokenCreation(app: FastifyInstance, input: WalletCaller & { form: MultipartForm }) {
  const fields = parseCreateForm(input.form);
  if (fields.mint) await requireFreeAddress(input.rpc, fields.mint);
  const supply = tokenAmount(fields.initialMint, fields.decimals, { cap: false }) as bigint;

  // Files are named now and written only once the wallet is known to pay (see publication.ts).
  const { files } = input.form;
  const upload = createPublication(app);
  const imageOf = (field: string) => (files.get(field) ? upload.image(field, files.get(field)!) : null);
  const image = await imageOf('image');
  const cover = await imageOf('coverImage');
  const team = [];
  for (const member of fields.team) {
    const avatar = await imageOf(`teamAvatar_${member.id}`);
    team.push({ ...member, ...(avatar ? { avatar: avatar.url } : {}) });
  }

  const options = creationOptionsOf(fields);
  const document: TokenDocument = cleanDocument({
    name: fields.name,
    symbol: fields.symbol,
    description: fields.description ?? '',
    image: image?.url,
    external_url: fields.website,
    socials: socialsOf(fields),
    creator: options.customCreator
      ? { name: fields.creatorName ?? '', site: fields.creatorWebsite ?? '' }
      : { name: DEFAULT_CREATOR_NAME, site: publicUrlOf(app.config) },
    tags: fields.tags,
    tokenomics: fields.tokenomics,
    roadmap: fields.roadmap,
    team,
    video: fields.youtubeVideo,
    cover: cover?.url ?? fields.coverImageURL,
  });
  const metadata = upload.json(document);

  const mintKey = fields.mint ? { address: fields.mint, seed: null } : newMintKey();
  const extensions = extensionChoice(fields.extensions, fields.decimals);
  const size = mintSizeWithMetadata(
    mintKey.address,
    { name: fields.name, symbol: fields.symbol, uri: metadata.url, updateAuthority: input.wallet },
    mintExtensionArgs(extensions, input.wallet),
  );
  const mintLamports = await input.rpc.getMinimumBalanceForRentExemption(BigInt(size)).send();
  const fee = creationFeeLamports(options);
  // The wallet pays the fee, the mint's rent and its own token account's: refused here, not in the wallet.
  await requireFunds(input.rpc, input.wallet, {
    lamports: fee + mintLamports,
    signatures: 2,
    prioritySol: input.prioritySol,
    receives: [mintKey.address],
  });
  const instructions = [
    ...(await createTokenInstructions({
      creator: input.wallet,
      mint: mintKey.address,
      decimals: fields.decimals,
      name: fields.name,
      symbol: fields.symbol,
      uri: metadata.url,
      initialSupply: supply,
      mintLamports,
      revoke: { mint: fields.revokeMint, freeze: fields.revokeFreeze, update: fields.revokeUpdate },
      extensions,
    })),
    feeTransferInstruction(input.wallet, app.secrets.treasuryAddress, fee),
  ];
  const message = await walletMessage(input, instructions, COMPUTE_UNITS.create);
  await upload.publish(input.userId);
  const context: CreateContext = {
    mint: mintKey.address,
    name: fields.name,
    symbol: fields.symbol,
    decimals: fields.decimals,
    imageUrl: image?.url ?? null,
    metadataUrl: metadata.url,
  };
  const prepared = await app.transactions.prepare({
    userId: input.userId,
    kind: TOKEN_CREATE_KIND,
    message,
    rpcUrl: input.rpcUrl,
    serverSigners: mintKey.seed ? [{ type: 'ephemeral', seed: mintKey.seed }] : [],
    context,
  });
  return { mint: mintKey.address, transaction: prepared.transaction, fee, metadataUri: metadata.url };
}
