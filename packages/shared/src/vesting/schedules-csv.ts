/**
 * Many schedules from CSV: `address,amount` per line, and optionally more columns named in a
 * header line (startTime, cliffTime, cliffAmount, frequencySeconds, numberOfPeriods) that override
 * the shared schedule for that row. Without a cliffAmount of its own, a row's first unlock is the
 * shared percentage of its amount, rounded up so what follows splits into equal periods. Every bad
 * line is named by its line number and field, as distribution's recipients are.
 */
import { csvLines, recipientAddressProblem } from '../csv-lines.ts';
import { formatAmount } from '../format.ts';
import { checkTransferAmount } from '../schemas/wallets.ts';
import { runInSlices, runToEnd } from '../slices.ts';
import { TEXTS } from '../texts.ts';
import { checkVestingSchedule, type VestingParams, type VestingScheduleInput } from './schedule.ts';

/** The most schedules one job creates (as distribution: 10,000 rows). */
export const MAX_VESTING_ROWS = 10_000;

const COLUMNS = ['address', 'amount', 'startTime', 'cliffTime', 'cliffAmount', 'frequencySeconds', 'numberOfPeriods'] as const;
type Column = (typeof COLUMNS)[number];

/** The schedule every row shares unless its own columns say otherwise. */
export interface SharedVestingSchedule {
  startTime: string;
  cliffTime: string;
  /** Percent (0-100) of each row's amount unlocked at the cliff. */
  cliffPercent: string | number;
  frequencySeconds: string | number;
  numberOfPeriods: string | number;
}

export interface VestingRow {
  line: number;
  address: string;
  params: VestingParams;
}

export interface VestingRowError {
  line: number;
  field: string;
  message: string;
}

export interface ParsedVestingRows {
  rows: VestingRow[];
  errors: VestingRowError[];
}

/** The first unlock of `amount` at `percent`, raised so the rest splits into `periods` equal parts. */
function cliffFor(amount: bigint, percent: string | number, periods: bigint): bigint | null {
  const p = String(percent ?? '0').trim() || '0';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(p) || Number(p) > 100) return null;
  const hundredths = BigInt(Math.round(Number(p) * 100));
  let cliff = (amount * hundredths) / 10_000n;
  if (periods > 0n) cliff += (amount - cliff) % periods;
  return cliff;
}

export const parseVestingRows = (text: string, decimals: number, shared: SharedVestingSchedule, now: bigint): ParsedVestingRows =>
  runToEnd(vestingRowSteps(text, decimals, shared, now));

/** Lines checked between two turns of the event loop (each costs an ed25519 curve check). */
const LINES_PER_SLICE = 200;

/** The same parse in slices, so a server keeps answering other requests while 10,000 lines are checked. */
export const parseVestingRowsInSlices = (text: string, decimals: number, shared: SharedVestingSchedule, now: bigint): Promise<ParsedVestingRows> =>
  runInSlices(vestingRowSteps(text, decimals, shared, now), LINES_PER_SLICE);

function* vestingRowSteps(text: string, decimals: number, shared: SharedVestingSchedule, now: bigint): Generator<void, ParsedVestingRows> {
  const errors: VestingRowError[] = [];
  const rows: VestingRow[] = [];
  let columns: readonly Column[] = ['address', 'amount'];
  let count = 0;
  for (const { line, fields: csvFields, header } of csvLines(text)) {
    yield;
    const fields = csvFields.map((f) => f.value);
    if (header) {
      const named = fields.map((f) => COLUMNS.find((c) => c.toLowerCase() === f.toLowerCase().replace(/[ _-]/g, '')));
      const unknown = fields.find((_, k) => !named[k]);
      if (unknown !== undefined) errors.push({ line, field: 'recipients', message: `Unknown column "${unknown}": use ${COLUMNS.join(', ')}` });
      else if (named[0] !== 'address' || named[1] !== 'amount')
        errors.push({ line, field: 'recipients', message: 'The first two columns must be address and amount' });
      else columns = named as Column[];
      continue;
    }
    if (++count > MAX_VESTING_ROWS) {
      errors.push({ line, field: 'recipients', message: TEXTS.distributionTooManyRecipients(MAX_VESTING_ROWS) });
      break;
    }
    if (fields.length !== columns.length) {
      errors.push({ line, field: 'recipients', message: `Each line needs ${columns.length} values (${columns.join(', ')}), separated by commas` });
      continue;
    }
    const value = (c: Column) => {
      const k = columns.indexOf(c);
      return k < 0 ? undefined : fields[k];
    };
    const addressText = value('address')!;
    const addressProblem = recipientAddressProblem(addressText);
    if (addressProblem) errors.push({ line, field: 'address', message: addressProblem });
    const input: VestingScheduleInput = {
      amount: value('amount') ?? '',
      startTime: value('startTime') ?? shared.startTime,
      cliffTime: value('cliffTime') ?? shared.cliffTime,
      cliffAmount: value('cliffAmount') ?? '0',
      frequencySeconds: value('frequencySeconds') ?? shared.frequencySeconds,
      numberOfPeriods: value('numberOfPeriods') ?? shared.numberOfPeriods,
    };
    if (value('cliffAmount') === undefined) {
      const total = checkTransferAmount(input.amount, decimals);
      const periods = /^\d{1,19}$/.test(String(input.numberOfPeriods).trim()) ? BigInt(String(input.numberOfPeriods).trim()) : 0n;
      const cliff = total.ok ? cliffFor(total.base, shared.cliffPercent, periods) : 0n;
      if (cliff === null) {
        errors.push({ line, field: 'cliffPercent', message: 'Enter a percentage from 0 to 100' });
        continue;
      }
      input.cliffAmount = formatAmount(cliff, decimals);
    }
    const checked = checkVestingSchedule(input, decimals, now);
    if (!checked.ok) {
      for (const e of checked.errors) errors.push({ line, field: e.field, message: e.message });
      continue;
    }
    if (!addressProblem) rows.push({ line, address: addressText, params: checked.params });
  }
  if (count === 0) errors.push({ line: 1, field: 'recipients', message: TEXTS.distributionNoRecipients });
  return { rows, errors };
}
