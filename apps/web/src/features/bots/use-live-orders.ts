import { skipToken } from '@reduxjs/toolkit/query';
import type { BotOrdersQuery } from '@toolkit/shared';
import { botsApi, useBotOrdersQuery } from './api.ts';

/** While an order runs its fills land every few seconds; otherwise the list changes only when the user acts. */
const RUNNING_POLL_MS = 3_000;
const IDLE_POLL_MS = 30_000;

/** The user's orders, refreshed often while one of them is active so each fill shows as it lands. */
export function useLiveOrders(query: BotOrdersQuery | void, { skip }: { skip: boolean }) {
  // The cached answer decides how often to ask again (reading it does not subscribe).
  const cached = botsApi.endpoints.botOrders.useQueryState(skip ? skipToken : query);
  const running = cached.data?.orders.some((o) => o.status === 'active') ?? false;
  return useBotOrdersQuery(query, { skip, pollingInterval: running ? RUNNING_POLL_MS : IDLE_POLL_MS });
}
