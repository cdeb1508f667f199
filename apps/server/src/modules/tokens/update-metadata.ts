/**
 * Metadata update: fields left out keep their current values. A new document is published (files
 * never change, so caches stay right) and name, symbol and uri are rewritten on the mint, with
 * rent added when the account grows. Only the update authority may, and never once immutable.
 */
import { mintSizeWithMetadata, updateMetadataInstructions } from '@toolkit/chain';
import { updateMetadataFieldsSchema, SOCIAL_FIELDS } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { createPublication } from '../files/index.ts';
import { requireMint } from './chain-state.ts';
import { parseFormFields, type MultipartForm } from './multipart-form.ts';
import { readTokenDocument } from './read-document.ts';
import { cleanDocument, type TokenDocument } from './token-document.ts';
import { requireWalletFunds, walletMessage, type WalletCaller } from './wallet-caller.ts';

export const TOKEN_UPDATE_METADATA_KIND = 'token.update-metadata';

/** What a metadata update stores with its transaction, for the token list once it landed. */
export const updateMetadataContextSchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  metadataUrl: z.string(),
  imageUrl: z.string().nullable(),
});
export type UpdateMetadataContext = z.infer<typeof updateMetadataContextSchema>;

export async function prepareMetadataUpdate(app: FastifyInstance, input: WalletCaller & { mint: string; form: MultipartForm }) {
  const changes = parseFormFields(updateMetadataFieldsSchema, input.form);
  const mint = await requireMint(input.rpc, input.mint);
  const current = mint.metadata;
  if (!current) throw new AppError('TOKEN_NO_METADATA');
  if (current.updateAuthority === null) throw new AppError('TOKEN_IMMUTABLE');
  if (current.updateAuthority !== input.wallet) throw new AppError('NOT_UPDATE_AUTHORITY');

  // Files are named now and written only once the wallet is known to pay (see publication.ts).
  const upload = createPublication(app);
  const image = input.form.files.get('image') ? await upload.image('image', input.form.files.get('image')!) : null;
  const previous = ((await readTokenDocument(app, current.uri))?.document ?? {}) as Partial<TokenDocument>;
  const name = changes.name ?? current.name;
  const symbol = changes.symbol ?? current.symbol;
  const socials = { ...(previous.socials ?? {}) };
  for (const f of SOCIAL_FIELDS) if (changes[f]) socials[f] = changes[f];
  const document = cleanDocument({
    ...(previous as TokenDocument),
    name,
    symbol,
    description: changes.description ?? previous.description ?? '',
    image: image?.url ?? previous.image,
    external_url: socials.website ?? previous.external_url,
    socials,
    creator: previous.creator ?? { name: '', site: '' },
    tags: previous.tags ?? [],
    tokenomics: previous.tokenomics ?? [],
    roadmap: previous.roadmap ?? [],
    team: previous.team ?? [],
  });
  const published = upload.json(document);

  const next = { name, symbol, uri: published.url };
  const size = mintSizeWithMetadata(mint.address, {
    ...next,
    updateAuthority: current.updateAuthority,
    additionalMetadata: current.additionalMetadata,
  });
  const rent = await input.rpc.getMinimumBalanceForRentExemption(BigInt(size)).send();
  const extraRentLamports = rent > mint.lamports ? rent - mint.lamports : 0n;
  await requireWalletFunds(input, { lamports: extraRentLamports });
  const instructions = updateMetadataInstructions({
    mint: mint.address,
    updateAuthority: input.wallet,
    current: { name: current.name, symbol: current.symbol, uri: current.uri },
    next,
    extraRentLamports,
  });
  const message = await walletMessage(input, instructions);
  await upload.publish(input.userId);
  const prepared = await app.transactions.prepare({
    userId: input.userId,
    kind: TOKEN_UPDATE_METADATA_KIND,
    message,
    rpcUrl: input.rpcUrl,
    context: {
      mint: mint.address,
      name,
      symbol,
      metadataUrl: published.url,
      imageUrl: image?.url ?? previous.image ?? null,
    } satisfies UpdateMetadataContext,
  });
  return {
    transaction: prepared.transaction,
    metadata: { name, symbol, decimals: mint.decimals, supply: mint.supply.toString(), uri: published.url },
  };
}
