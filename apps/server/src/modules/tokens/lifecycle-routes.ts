/**
 * Token lifecycle routes: each builds a transaction for the connected wallet to sign (submitted
 * through POST /transaction/sendAndConfirm), on the user's chosen cluster.
 */
import fastifyMultipart from '@fastify/multipart';
import { TEXTS, tokenOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { prepareAuthorityChange } from './authority.ts';
import { prepareTokenCreation } from './create-token.ts';
import { MULTIPART_LIMITS, readMultipartForm } from './multipart-form.ts';
import { prepareBurn, prepareMint, prepareSend } from './supply.ts';
import { prepareMetadataUpdate } from './update-metadata.ts';
import { walletCaller } from './wallet-caller.ts';

/** Building transactions reads the chain and writes files: bounded per client. */
const bounded = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
const message = TEXTS.transactionPrepared;

export const lifecycleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  registerOperation(
    app,
    ops.create,
    async ({ user, request }) => {
      const caller = await walletCaller(app, user);
      const created = await prepareTokenCreation(app, { ...caller, form: await readMultipartForm(request) });
      return {
        message,
        mint: created.mint,
        transaction: created.transaction,
        feeLamports: created.fee.toString(),
        metadataUri: created.metadataUri,
      };
    },
    bounded,
  );

  registerOperation(
    app,
    ops.updateMetadata,
    async ({ user, params, request }) => {
      const caller = await walletCaller(app, user);
      const form = await readMultipartForm(request);
      return { message, ...(await prepareMetadataUpdate(app, { ...caller, mint: params.mint, form })) };
    },
    bounded,
  );

  registerOperation(
    app,
    ops.burn,
    async ({ user, body }) => ({ message, transaction: await prepareBurn(app, await walletCaller(app, user), body) }),
    bounded,
  );
  registerOperation(
    app,
    ops.mint,
    async ({ user, body }) => ({ message, transaction: await prepareMint(app, await walletCaller(app, user), body) }),
    bounded,
  );
  registerOperation(
    app,
    ops.send,
    async ({ user, body }) => ({ message, transaction: await prepareSend(app, await walletCaller(app, user), body) }),
    bounded,
  );
  registerOperation(
    app,
    ops.changeAuthority,
    async ({ user, body }) => ({ message, transaction: await prepareAuthorityChange(app, await walletCaller(app, user), body) }),
    bounded,
  );
};
