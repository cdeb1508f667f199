/**
 * The order form's fields as the inputs hold them (text), their defaults, and the request they
 * make: only the chosen kind's own fields are sent, the expiry as ISO 8601 and the slippage as a
 * number, so the shared schema checks exactly what the server will.
 */
import { z } from 'zod';
import { createBotOrderSchema, isPriceKind, type BotOrderKind, type BotSide, type CreateBotOrderRequest } from '@toolkit/shared';
import { isoOf, localInput } from '../../shared/lib/local-datetime.ts';

export interface OrderFields {
  kind: BotOrderKind;
  wallet: string;
  pool: string;
  side: BotSide;
  amount: string;
  intervalSeconds: string;
  count: string;
  durationSeconds: string;
  price: string;
  /** A datetime-local value (the browser's local time). */
  expiresAt: string;
  /** Percent, as typed. */
  slippage: string;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A DCA of 5 fills a minute apart, a TWAP over an hour, price orders valid for a week; slippage is the user's swap slippage. */
export function defaultOrderFields(slippagePercent: number, now = Date.now()): OrderFields {
  return {
    kind: 'dca',
    wallet: '',
    pool: '',
    side: 'buy',
    amount: '',
    intervalSeconds: '60',
    count: '5',
    durationSeconds: '3600',
    price: '',
    expiresAt: localInput(now + WEEK_MS),
    slippage: String(slippagePercent),
  };
}

/** The request the fields make (blank kind fields are left out, so the schema names them). */
export function requestOf(f: OrderFields): CreateBotOrderRequest {
  const blankless = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const slippage = f.slippage.trim() === '' ? undefined : Number(f.slippage);
  return {
    kind: f.kind,
    wallet: f.wallet,
    pool: f.pool,
    side: f.side,
    amount: f.amount,
    ...(f.kind === 'dca' ? { intervalSeconds: blankless(f.intervalSeconds), count: blankless(f.count) } : {}),
    ...(f.kind === 'twap' ? { durationSeconds: blankless(f.durationSeconds) } : {}),
    ...(isPriceKind(f.kind) ? { price: blankless(f.price), expiresAt: blankless(f.expiresAt) && isoOf(f.expiresAt) } : {}),
    ...(slippage === undefined ? {} : { slippage }),
  };
}

/** The form's schema: its fields read as the request, checked by the contract's own schema. */
export const orderFormSchema = z.preprocess((v) => requestOf(v as OrderFields), createBotOrderSchema);

/** Request fields a refusal can name that the form shows under an input. */
export const ORDER_FIELDS = [
  'kind',
  'wallet',
  'pool',
  'side',
  'amount',
  'intervalSeconds',
  'count',
  'durationSeconds',
  'price',
  'expiresAt',
  'slippage',
] as const satisfies readonly (keyof OrderFields)[];
