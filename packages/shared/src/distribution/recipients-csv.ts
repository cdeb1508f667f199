/**
 * Recipients of a distribution from CSV text (`address,amount` per line, with or without a header
 * line): parsed once here so the app and the server report the same lines. Every bad line is named
 * by its line number and field; duplicate addresses are merged (their amounts added) and reported;
 * a comma used as the decimal separator is refused, never read as a second column.
 */
import { isAddress, isOffCurveAddress, type Address } from '@solana/kit';
import { U64_MAX } from '../brands.ts';
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

/** Fields of one CSV line: commas split, double quotes group (a doubled quote is a quote). */
function fieldsOf(line: string): { value: string; quoted: boolean }[] {
  const fields: { value: string; quoted: boolean }[] = [];
  let value = '';
  let quoted = false;
  let inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (inQuotes) {
      if (c === '"' && line[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else value += c;
    } else if (c === '"') {
      inQuotes = true;
      quoted = true;
    } else if (c === ',') {
      fields.push({ value: value.trim(), quoted });
      value = '';
      quoted = false;
    } else value += c;
  }
  fields.push({ value: value.trim(), quoted });
  return fields;
}

/** A first line naming its columns (e.g. `address,amount`) rather than holding a recipient. */
const isHeader = (fields: { value: string }[]) => fields.length >= 1 && !isAddress(fields[0]!.value) && /^[a-z][a-z _-]*$/i.test(fields[0]!.value);

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
  const lines = text.split(/\r\n|\n|\r/);
  let seenFirst = false;
  let count = 0;

  for (const [i, raw] of lines.entries()) {
    yield;
    const line = i + 1;
    if (raw.trim() === '') continue;
    const fields = fieldsOf(raw);
    if (!seenFirst) {
      seenFirst = true;
      if (isHeader(fields)) continue;
    }
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
    let bad = false;
    if (!isAddress(addressText)) {
      errors.push({ line, field: 'address', message: TEXTS.invalidAddress });
      bad = true;
    } else if (isOffCurveAddress(addressText as Address)) {
      errors.push({ line, field: 'address', message: TEXTS.distributionOffCurve });
      bad = true;
    }
    const checked = checkTransferAmount(amountField.value, decimals);
    if (!checked.ok) {
      errors.push({ line, field: 'amount', message: checked.message });
      continue;
    }
    if (bad) continue;

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
