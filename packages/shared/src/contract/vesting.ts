/**
 * Vesting on the lock program (Jupiter Lock's interface): one schedule signed in the wallet, many
 * from CSV through a durable job, the escrows read from the chain, claim, cancel and recipient
 * change.
 */
import { csvResponseSchema } from '../distribution/schemas.ts';
import {
  createVestingEscrowSchema,
  startVestingJobResponseSchema,
  startVestingJobSchema,
  vestingEscrowActionSchema,
  vestingEscrowsQuerySchema,
  vestingEscrowsResponseSchema,
  vestingJobIdSchema,
  vestingJobResponseSchema,
  vestingRecipientChangeSchema,
  vestingTransactionResponseSchema,
} from '../vesting/schemas.ts';
import { defineOperation } from './operation.ts';

const tag = 'vesting';

const escrowErrors = ['VESTING_ESCROW_NOT_FOUND', 'RPC_UNREACHABLE'] as const;

export const vestingOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/vesting/escrows',
    auth: 'required',
    tag,
    summary: 'Build one vesting escrow (the connected wallet funds it and signs; a fresh base key is added by the server)',
    body: createVestingEscrowSchema,
    response: vestingTransactionResponseSchema,
    errors: [
      'VESTING_SCHEDULE_INVALID',
      'VESTING_RECIPIENT_NOT_WALLET',
      'VESTING_UNKNOWN_TOKEN',
      'NOT_ENOUGH_SOL',
      'NOT_ENOUGH_TOKEN',
      'RPC_UNREACHABLE',
    ],
  }),
  startJob: defineOperation({
    method: 'POST',
    path: '/vesting/jobs',
    auth: 'required',
    tag,
    summary: 'Many schedules from CSV: checked with line numbers, then created by a durable job from a custodial wallet',
    body: startVestingJobSchema,
    response: startVestingJobResponseSchema,
    errors: [
      'VESTING_SCHEDULE_INVALID',
      'VESTING_UNKNOWN_TOKEN',
      'DISTRIBUTION_INVALID_RECIPIENTS',
      'DISTRIBUTION_SOURCE_NOT_YOURS',
      'NOT_ENOUGH_SOL',
      'NOT_ENOUGH_TOKEN',
      'RPC_UNREACHABLE',
    ],
  }),
  getJob: defineOperation({
    method: 'GET',
    path: '/vesting/jobs/:id',
    auth: 'required',
    tag,
    summary: "A vesting job's progress with its rows (escrow address and signature each)",
    params: vestingJobIdSchema,
    response: vestingJobResponseSchema,
    errors: ['DISTRIBUTION_NOT_FOUND'],
  }),
  jobResult: defineOperation({
    method: 'GET',
    path: '/vesting/jobs/:id/result.csv',
    auth: 'required',
    tag,
    summary: "A vesting job's result as CSV: line, address, amount, status, escrow, signature, error",
    params: vestingJobIdSchema,
    response: csvResponseSchema,
    errors: ['DISTRIBUTION_NOT_FOUND'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/vesting/escrows',
    auth: 'required',
    tag,
    summary: 'Escrows of a mint, a recipient or a creator, read from the chain: amounts, claimable now, next unlock, rights',
    query: vestingEscrowsQuerySchema,
    response: vestingEscrowsResponseSchema,
    errors: ['RPC_UNREACHABLE'],
  }),
  claim: defineOperation({
    method: 'POST',
    path: '/vesting/claim',
    auth: 'required',
    tag,
    summary: 'Build the claim of what has unlocked, for the recipient to sign',
    body: vestingEscrowActionSchema,
    response: vestingTransactionResponseSchema,
    errors: [...escrowErrors, 'VESTING_NOT_RECIPIENT', 'VESTING_NOTHING_CLAIMABLE', 'VESTING_CANCELLED', 'NOT_ENOUGH_SOL'],
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/vesting/cancel',
    auth: 'required',
    tag,
    summary: 'Build the cancel of an escrow (the unlocked part to the recipient, the rest to the creator), when the wallet has the right',
    body: vestingEscrowActionSchema,
    response: vestingTransactionResponseSchema,
    errors: [...escrowErrors, 'VESTING_NO_CANCEL_RIGHT', 'VESTING_CANCELLED', 'NOT_ENOUGH_SOL'],
  }),
  updateRecipient: defineOperation({
    method: 'POST',
    path: '/vesting/recipient',
    auth: 'required',
    tag,
    summary: "Build the change of an escrow's recipient (what is unclaimed goes to the new one), when the wallet has the right",
    body: vestingRecipientChangeSchema,
    response: vestingTransactionResponseSchema,
    errors: [
      ...escrowErrors,
      'VESTING_NO_RECIPIENT_RIGHT',
      'VESTING_RECIPIENT_NOT_WALLET',
      'VESTING_SAME_RECIPIENT',
      'VESTING_CANCELLED',
      'NOT_ENOUGH_SOL',
    ],
  }),
} as const;
