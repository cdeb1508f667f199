/**
 * Distribution (issue 13): recipients from CSV, a dry run with the exact cost, and durable jobs
 * that pay every recipient exactly once from a custodial wallet.
 */
import {
  csvResponseSchema,
  distributionIdSchema,
  distributionJobQuerySchema,
  distributionJobResponseSchema,
  distributionListResponseSchema,
  distributionNextResponseSchema,
  startDistributionResponseSchema,
  startDistributionSchema,
  validateDistributionResponseSchema,
  validateDistributionSchema,
} from '../distribution/schemas.ts';
import { defineOperation } from './operation.ts';

const tag = 'distribution';

const planErrors = ['DISTRIBUTION_UNKNOWN_TOKEN', 'DISTRIBUTION_SOURCE_NOT_YOURS', 'RPC_UNREACHABLE'] as const;
const jobErrors = ['DISTRIBUTION_NOT_FOUND', 'DISTRIBUTION_STATE_CONFLICT'] as const;

export const distributionOperations = {
  validate: defineOperation({
    method: 'POST',
    path: '/distribution/validate',
    auth: 'required',
    tag,
    summary: 'Dry run: parse and check the recipients, count transactions and the exact SOL cost',
    body: validateDistributionSchema,
    response: validateDistributionResponseSchema,
    errors: [...planErrors],
  }),
  start: defineOperation({
    method: 'POST',
    path: '/distribution',
    auth: 'required',
    tag,
    summary: 'Start a distribution job (custodial source: the server signs and sends; connected wallet: batches to sign through /next)',
    body: startDistributionSchema,
    response: startDistributionResponseSchema,
    errors: [...planErrors, 'DISTRIBUTION_INVALID_RECIPIENTS', 'DISTRIBUTION_SOURCE_CANNOT_PAY'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/distribution',
    auth: 'required',
    tag,
    summary: "The user's distribution jobs, newest first",
    response: distributionListResponseSchema,
    errors: [],
  }),
  get: defineOperation({
    method: 'GET',
    path: '/distribution/:id',
    auth: 'required',
    tag,
    summary: "A job's progress (and its recipients with ?rows=true)",
    params: distributionIdSchema,
    query: distributionJobQuerySchema,
    response: distributionJobResponseSchema,
    errors: ['DISTRIBUTION_NOT_FOUND'],
  }),
  next: defineOperation({
    method: 'POST',
    path: '/distribution/:id/next',
    auth: 'required',
    tag,
    summary: 'Connected-wallet jobs: the next transactions to sign (one approval), after settling those already sent',
    params: distributionIdSchema,
    response: distributionNextResponseSchema,
    errors: [...jobErrors, 'RPC_UNREACHABLE'],
  }),
  pause: defineOperation({
    method: 'POST',
    path: '/distribution/:id/pause',
    auth: 'required',
    tag,
    summary: 'Pause a running job after the transactions in flight',
    params: distributionIdSchema,
    response: distributionJobResponseSchema,
    errors: [...jobErrors],
  }),
  resume: defineOperation({
    method: 'POST',
    path: '/distribution/:id/resume',
    auth: 'required',
    tag,
    summary: 'Resume a paused job',
    params: distributionIdSchema,
    response: distributionJobResponseSchema,
    errors: [...jobErrors],
  }),
  cancel: defineOperation({
    method: 'POST',
    path: '/distribution/:id/cancel',
    auth: 'required',
    tag,
    summary: 'Cancel a job: recipients not yet paid are never paid',
    params: distributionIdSchema,
    response: distributionJobResponseSchema,
    errors: [...jobErrors],
  }),
  retry: defineOperation({
    method: 'POST',
    path: '/distribution/:id/retry',
    auth: 'required',
    tag,
    summary: 'Send the failed recipients of a finished job again',
    params: distributionIdSchema,
    response: distributionJobResponseSchema,
    errors: [...jobErrors],
  }),
  result: defineOperation({
    method: 'GET',
    path: '/distribution/:id/result.csv',
    auth: 'required',
    tag,
    summary: 'The result as CSV: address, amount, status, signature, error',
    params: distributionIdSchema,
    response: csvResponseSchema,
    errors: ['DISTRIBUTION_NOT_FOUND'],
  }),
} as const;
