import { TEXTS } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';

/**
 * The description of a failed pool action's toast: the wallet's or the chain's words for a
 * transaction that failed, the server's message for a refused request.
 */
export const failureText = (e: unknown): string => (e instanceof Error ? e.message : messageOf(e, TEXTS.pleaseTryAgain));
