/**
 * Token lifecycle routes: each builds a transaction for the connected wallet to sign (submitted
 * through POST /transaction/sendAndConfirm), on the user's chosen cluster.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  changeAuthoritySchema,
  createTokenResponseSchema,
  burnTokensSchema,
  errorResponseSchema,
  mintParamsSchema,
  mintTokensSchema,
  sendTokensSchema,
  TEXTS,
  TOKEN_TEXTS,
  tokenTransactionResponseSchema,
  updateMetadataResponseSchema,
} from '@toolkit/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { prepareAuthorityChange } from './authority.ts';
import { prepareTokenCreation } from './create-token.ts';
import { MULTIPART_LIMITS, readMultipartForm } from './multipart-form.ts';
import { prepareBurn, prepareMint, prepareSend } from './supply.ts';
import { prepareMetadataUpdate } from './update-metadata.ts';

export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.addHook('preHandler', app.authenticate);
  const common = { tags: ['token lifecycle'], security: [{ bearer: [] }] };
  const errors = {
    400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema,
    409: errorResponseSchema, 413: errorResponseSchema, 429: errorResponseSchema,
  };
  // Building transactions reads the chain and writes files: bounded per client.
  const rateLimit = { max: 60, timeWindow: '1 minute' };

  const caller = async (request: FastifyRequest) => {
    const user = currentUser(request);
    const { choice, rpc } = await app.clusters.rpcFor(user.id);
    return { userId: user.id, wallet: user.phantomAddress, rpc, rpcUrl: choice.rpcUrl };
  };

  app.post('/token/create', {
    config: { rateLimit },
    schema: {
      ...common,
      summary: 'Multipart creation form; answers the creation transaction (Token-2022 + metadata + fee) for the wallet',
      consumes: ['multipart/form-data'],
      response: { 200: createTokenResponseSchema, ...errors },
    },
    handler: async (request) => {
      const c = await caller(request);
      const form = await readMultipartForm(request);
      const created = await prepareTokenCreation(app, { ...c, form });
      return {
        success: true as const,
        message: TOKEN_TEXTS.prepared,
        mint: created.mint,
        transaction: created.transaction,
        feeLamports: created.fee.toString(),
        metadataUri: created.metadataUri,
      };
    },
  });

  app.post('/token/update-metadata/:mint', {
    config: { rateLimit },
    schema: { ...common, params: mintParamsSchema, consumes: ['multipart/form-data'], response: { 200: updateMetadataResponseSchema, ...errors } },
    handler: async (request) => {
      const c = await caller(request);
      const form = await readMultipartForm(request);
      const updated = await prepareMetadataUpdate(app, { ...c, mint: request.params.mint, form });
      return { success: true as const, message: TOKEN_TEXTS.prepared, ...updated };
    },
  });

  app.post('/token/burn', {
    config: { rateLimit },
    schema: { ...common, body: burnTokensSchema, response: { 200: tokenTransactionResponseSchema, ...errors } },
    handler: async (request) => ({
      success: true as const, message: TOKEN_TEXTS.prepared, transaction: await prepareBurn(app, await caller(request), request.body),
    }),
  });

  app.post('/token/mint', {
    config: { rateLimit },
    schema: { ...common, body: mintTokensSchema, response: { 200: tokenTransactionResponseSchema, ...errors } },
    handler: async (request) => ({
      success: true as const, message: TOKEN_TEXTS.prepared, transaction: await prepareMint(app, await caller(request), request.body),
    }),
  });

  app.post('/token/send', {
    config: { rateLimit },
    schema: { ...common, body: sendTokensSchema, response: { 200: tokenTransactionResponseSchema, ...errors } },
    handler: async (request) => ({
      success: true as const, message: TOKEN_TEXTS.prepared, transaction: await prepareSend(app, await caller(request), request.body),
    }),
  });

  app.post('/token/authority', {
    config: { rateLimit },
    schema: { ...common, body: changeAuthoritySchema, response: { 200: tokenTransactionResponseSchema, ...errors } },
    handler: async (request) => ({
      success: true as const, message: TOKEN_TEXTS.prepared, transaction: await prepareAuthorityChange(app, await caller(request), request.body),
    }),
  });
  void TEXTS;
};
