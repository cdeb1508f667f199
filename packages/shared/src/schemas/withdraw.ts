/** Withdrawal accounts: the dashboard's "Withdrawal Account" dialog (spec 3, 5, 7). */
import { z } from 'zod';
import { TEXTS } from '../texts.ts';
import { requiredText, solanaAddress } from './common.ts';

const FILL = TEXTS.fillAllFields;

export const addWithdrawAccountSchema = z.object({
  name: requiredText(FILL, 64),
  address: solanaAddress(FILL),
});
export type AddWithdrawAccountRequest = z.infer<typeof addWithdrawAccountSchema>;
/** What a form or client sends (before the schema trims and brands it). */
export type AddWithdrawAccountInput = z.input<typeof addWithdrawAccountSchema>;

export const updateWithdrawAccountSchema = z.object({
  name: requiredText(FILL, 64).optional(),
  address: solanaAddress(FILL).optional(),
});
export type UpdateWithdrawAccountRequest = z.infer<typeof updateWithdrawAccountSchema>;

export const withdrawAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  createdAt: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;
