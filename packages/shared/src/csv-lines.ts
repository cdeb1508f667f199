/**
 * What the app's CSV uploads (distribution recipients, vesting schedules) read alike: the fields
 * of each line, the optional header line naming columns, and the address check every recipient
 * gets. Both parsers share them so a line means the same on both pages.
 */
import { isAddress, isOffCurveAddress, type Address } from '@solana/kit';
import { TEXTS } from './texts.ts';

export interface CsvField {
  value: string;
  /** Written in double quotes (a quoted comma is part of the value, not a separator). */
  quoted: boolean;
}

export interface CsvLine {
  /** 1-based, counting blank lines. */
  line: number;
  fields: CsvField[];
  /** A first line naming its columns (e.g. `address,amount`) rather than holding a row. */
  header: boolean;
}

/** Fields of one CSV line: commas split, double quotes group (a doubled quote is a quote). */
export function csvFields(line: string): CsvField[] {
  const fields: CsvField[] = [];
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

const isHeader = (fields: CsvField[]) => fields.length >= 1 && !isAddress(fields[0]!.value) && /^[a-z][a-z _-]*$/i.test(fields[0]!.value);

/** The text's non-blank lines, in order; only the first can be a header. */
export function* csvLines(text: string): Generator<CsvLine> {
  let seenFirst = false;
  for (const [i, raw] of text.split(/\r\n|\n|\r/).entries()) {
    if (raw.trim() === '') continue;
    const fields = csvFields(raw);
    yield { line: i + 1, fields, header: !seenFirst && isHeader(fields) };
    seenFirst = true;
  }
}

/** Why a recipient's address cannot receive tokens (not an address; a program-derived one), or null. */
export function recipientAddressProblem(address: string): string | null {
  if (!isAddress(address)) return TEXTS.invalidAddress;
  if (isOffCurveAddress(address as Address)) return TEXTS.distributionOffCurve;
  return null;
}
