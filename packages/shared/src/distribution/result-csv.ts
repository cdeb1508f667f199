/**
 * A job's result as CSV (issue 13.6): address, amount, status, signature, error, one line per
 * recipient. Built here once: the server answers result.csv with it and the app saves the same
 * file from the rows it already polls.
 */
import { TEXTS } from '../texts.ts';

export interface ResultRow {
  address: string;
  /** Whole tokens, as the CSV had them. */
  amount: string;
  status: string;
  signature: string | null;
  error: string | null;
}

/** CSV cells are quoted when they could be misread (commas, quotes, line breaks). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function resultCsv(rows: readonly ResultRow[]): string {
  const lines = rows.map((r) => [r.address, r.amount, r.status, r.signature ?? '', r.error ?? ''].map(cell).join(','));
  return [TEXTS.distributionResultHeader, ...lines].join('\n') + '\n';
}
