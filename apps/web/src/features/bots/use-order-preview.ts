import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import type { BotPreview, CreateBotOrderBody } from '@toolkit/shared';
import { fieldOf, messageOf } from '../../shared/api/index.ts';
import { useBotOrderPreviewQuery } from './api.ts';
import { orderFormSchema, type OrderFields } from './order-fields.ts';

/** How long typing must pause before the server is asked for a preview. */
const PREVIEW_DELAY_MS = 300;

export interface OrderPreview {
  preview: BotPreview | null;
  loading: boolean;
  /** The server's refusal of the order as it stands (the same checks as creating it). */
  error: { field?: string; message: string } | null;
}

/**
 * The fills the order would make, asked of the server once typing pauses and the form's own
 * checks pass (so a half-typed field never reaches it). The answer is the server's own checks:
 * a wallet that cannot pay or a wash-trading refusal shows before anyone clicks Create.
 */
export function useOrderPreview(fields: OrderFields): OrderPreview {
  const parsed = orderFormSchema.safeParse(fields);
  const wanted = parsed.success ? (parsed.data as CreateBotOrderBody) : null;
  const key = wanted ? JSON.stringify(wanted) : null;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(key), key ? PREVIEW_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [key]);
  const current = key !== null && asked === key;
  const result = useBotOrderPreviewQuery(current ? (JSON.parse(asked) as CreateBotOrderBody) : skipToken);
  if (!key) return { preview: null, loading: false, error: null };
  if (!current) return { preview: null, loading: true, error: null };
  if (result.isError && !result.isFetching) {
    return {
      preview: null,
      loading: false,
      error: { field: fieldOf(result.error), message: messageOf(result.error, 'The preview could not be made') },
    };
  }
  return { preview: result.currentData ?? null, loading: result.isFetching, error: null };
}
