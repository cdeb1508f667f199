/** Withdrawal accounts: the dashboard's "Withdrawal Account" dialog (spec 3, 5, 7). */
import { z } from 'zod';
import { dataResponse, idParamsSchema, messageResponseSchema } from '../schemas/common.ts';
import { addWithdrawAccountSchema, updateWithdrawAccountSchema, withdrawAccountSchema } from '../schemas/withdraw.ts';
import { defineOperation } from './operation.ts';
import { pagedResponse, pageQuerySchema } from './pagination.ts';

const tag = 'withdrawal accounts';

export const withdrawalAccountOperations = {
  add: defineOperation({
    method: 'POST',
    path: '/withdraw/add',
    auth: 'required',
    tag,
    summary: 'Add a withdrawal account (a name and an address)',
    body: addWithdrawAccountSchema,
    response: dataResponse(withdrawAccountSchema),
    errors: [],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/withdraw/get',
    auth: 'required',
    tag,
    summary: "The user's withdrawal accounts, newest first, a page at a time",
    query: pageQuerySchema,
    response: pagedResponse(z.array(withdrawAccountSchema)),
    errors: [],
  }),
  get: defineOperation({
    method: 'GET',
    path: '/withdraw/get/:id',
    auth: 'required',
    tag,
    summary: 'One withdrawal account',
    params: idParamsSchema,
    response: dataResponse(withdrawAccountSchema),
    errors: ['WITHDRAW_ACCOUNT_NOT_FOUND'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/withdraw/update/:id',
    auth: 'required',
    tag,
    summary: 'Rename a withdrawal account or change its address',
    params: idParamsSchema,
    body: updateWithdrawAccountSchema,
    response: dataResponse(withdrawAccountSchema),
    errors: ['WITHDRAW_ACCOUNT_NOT_FOUND'],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/withdraw/delete/:id',
    auth: 'required',
    tag,
    summary: 'Delete a withdrawal account',
    params: idParamsSchema,
    response: messageResponseSchema,
    errors: ['WITHDRAW_ACCOUNT_NOT_FOUND'],
  }),
} as const;
