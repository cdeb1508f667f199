/**
 * Every operation of the contract in one list: the server's test checks each has its route and
 * appears in the OpenAPI document, so no route can drift from its definition.
 */
import { authOperations } from './auth.ts';
import { botOperations } from './bots.ts';
import { distributionOperations } from './distribution.ts';
import { fileOperations } from './files.ts';
import { healthOperations } from './health.ts';
import { liquidityOperations } from './liquidity.ts';
import { marketOperations } from './market.ts';
import { networkOperations } from './network.ts';
import type { OperationDefinition } from './operation.ts';
import { revokeOperations } from './revoke.ts';
import { settingsOperations } from './settings.ts';
import { swapOperations } from './swap.ts';
import { tokenOperations } from './tokens.ts';
import { transactionOperations } from './transactions.ts';
import { walletManagerOperations } from './wallet-manager.ts';
import { vestingOperations } from './vesting.ts';
import { withdrawalAccountOperations } from './withdrawal-accounts.ts';

const FEATURES: Record<string, OperationDefinition>[] = [
  authOperations,
  networkOperations,
  settingsOperations,
  transactionOperations,
  healthOperations,
  withdrawalAccountOperations,
  tokenOperations,
  revokeOperations,
  fileOperations,
  walletManagerOperations,
  liquidityOperations,
  swapOperations,
  distributionOperations,
  marketOperations,
  vestingOperations,
  botOperations,
];

export const OPERATIONS: readonly OperationDefinition[] = FEATURES.flatMap((feature) => Object.values(feature));
