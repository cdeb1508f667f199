/**
 * A job's result as CSV: address, amount, status, signature, error, one line per
 * recipient, in CSV order: what the server answers result.csv with (the app saves that file).
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

/** One CSV line; an empty cell for null. */
export const csvLine = (cells: readonly (string | number | null)[]): string => cells.map((c) => cell(c === null ? '' : String(c))).join(',');

export function resultCsv(rows: readonly ResultRow[]): string {
  const lines = rows.map((r) => csvLine([r.address, r.amount, r.status, r.signature, r.error]));
  return [TEXTS.distributionResultHeader, ...lines].join('\n') + '\n';
}
