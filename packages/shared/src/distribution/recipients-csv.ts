/**
 * Recipients of a distribution from CSV text (`address,amount` per line, with or without a header
 * line): parsed once here so the app and the server report the same lines. Every bad line is named
 * by its line number and field; duplicate addresses are merged (their amounts added) and reported;
 * a comma used as the decimal separator is refused, never read as a second column.
 */
import { U64_MAX } from '../brands.ts';
import { csvLines, recipientAddressProblem } from '../csv-lines.ts';
import { runInSlices, runToEnd } from '../slices.ts';
import { checkTransferAmount } from '../schemas/wallets.ts';
import { TEXTS } from '../texts.ts';

/** The most recipients one distribution pays (up to 10,000 rows). */
export const MAX_DISTRIBUTION_RECIPIENTS = 10_000;

export interface RecipientRow {
  /** The line of the CSV text it came from (1-based; the first line of a merged duplicate). */
  line: number;
  address: string;
  /** Base units. */
  amount: bigint;
}

export interface RecipientError {
  line: number;
  field: 'address' | 'amount' | 'recipients';
  message: string;
}

export interface MergedDuplicate {
  address: string;
  /** Every line that named it, in order; the merged row keeps the first. */
  lines: number[];
}

export interface ParsedRecipients {
  rows: RecipientRow[];
  errors: RecipientError[];
  duplicates: MergedDuplicate[];
}

/**
 * Parses recipients for a token with `decimals` decimals. Amounts are in whole tokens ("1.5"),
 * converted exactly to base units. At most `MAX_DISTRIBUTION_RECIPIENTS` lines are read.
 */
export const parseRecipients = (text: string, decimals: number): ParsedRecipients => runToEnd(recipientSteps(text, decimals));

/** Lines checked between two turns of the event loop (each line costs an ed25519 curve check). */
const LINES_PER_SLICE = 200;

/** The same parse in slices, so a server keeps answering other requests while 10,000 lines are checked. */
export const parseRecipientsInSlices = (text: string, decimals: number): Promise<ParsedRecipients> =>
  runInSlices(recipientSteps(text, decimals), LINES_PER_SLICE);

/** The parse, one step per line. */
function* recipientSteps(text: string, decimals: number): Generator<void, ParsedRecipients> {
  const errors: RecipientError[] = [];
  const merged = new Map<string, RecipientRow>();
  const linesOf = new Map<string, number[]>();
  let count = 0;

  for (const { line, fields, header } of csvLines(text)) {
    yield;
    if (header) continue;
    if (++count > MAX_DISTRIBUTION_RECIPIENTS) {
      errors.push({ line, field: 'recipients', message: TEXTS.distributionTooManyRecipients(MAX_DISTRIBUTION_RECIPIENTS) });
      break;
    }
    const [addressField, amountField, ...rest] = fields;
    const addressText = addressField!.value;
    // `addr,1,5`: the amount's comma split it in two. Refused, so 1,5 is never paid as 1.
    const commaDecimal =
      (amountField?.quoted && amountField.value.includes(',')) ||
      (rest.length === 1 && /^\d+$/.test(amountField?.value ?? '') && /^\d+$/.test(rest[0]!.value));
    if (commaDecimal) {
      errors.push({ line, field: 'amount', message: TEXTS.distributionCommaDecimal });
      continue;
    }
    if (amountField === undefined || rest.length > 0) {
      errors.push({ line, field: amountField === undefined ? 'amount' : 'recipients', message: TEXTS.distributionLineShape });
      continue;
    }
    const addressProblem = recipientAddressProblem(addressText);
    if (addressProblem) errors.push({ line, field: 'address', message: addressProblem });
    const checked = checkTransferAmount(amountField.value, decimals);
    if (!checked.ok) {
      errors.push({ line, field: 'amount', message: checked.message });
      continue;
    }
    if (addressProblem) continue;

    const seen = merged.get(addressText);
    if (!seen) {
      merged.set(addressText, { line, address: addressText, amount: checked.base });
      linesOf.set(addressText, [line]);
      continue;
    }
    if (seen.amount + checked.base > U64_MAX) {
      errors.push({ line, field: 'amount', message: TEXTS.distributionAmountTooLarge });
      continue;
    }
    seen.amount += checked.base;
    linesOf.get(addressText)!.push(line);
  }

  if (count === 0) errors.push({ line: 1, field: 'recipients', message: TEXTS.distributionNoRecipients });
  const duplicates = [...linesOf].filter(([, l]) => l.length > 1).map(([address, l]) => ({ address, lines: l }));
  return { rows: [...merged.values()], errors, duplicates };
}
